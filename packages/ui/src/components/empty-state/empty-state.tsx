import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { createStyleContext } from '#styled-system/jsx';
import { emptyState } from '#styled-system/recipes';

const { withProvider, withContext } = createStyleContext(emptyState);

export type RootProps = ComponentProps<typeof Root>;
export const Root = withProvider(ark.div, 'root');
/** A decorative icon in a tinted disc; hidden from assistive technology. */
export const Indicator = withContext(ark.div, 'indicator', { defaultProps: { 'aria-hidden': true } });
/** An h2 by default; change the level with `asChild`. */
export const Title = withContext(ark.h2, 'title');
export const Description = withContext(ark.p, 'description');
export const Actions = withContext(ark.div, 'actions');
