import { ark } from '@ark-ui/react/factory';
import type { ComponentProps, ReactNode } from 'react';
import { createStyleContext } from '#styled-system/jsx';
import { alert } from '#styled-system/recipes';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, TriangleAlertIcon } from '../../icons/index.ts';

const { withProvider, withContext } = createStyleContext(alert);

export type RootProps = ComponentProps<typeof Root>;
/** Give it `role="alert"` when it appears in response to an action, so it is announced. */
export const Root = withProvider(ark.div, 'root');
export const Icon = withContext(ark.span, 'icon');
export const Content = withContext(ark.div, 'content');
export const Title = withContext(ark.p, 'title');
export const Description = withContext(ark.div, 'description');

export type Status = (typeof alert.variantMap.status)[number];

const icons: Record<Status, ReactNode> = {
  error: <CircleAlertIcon />,
  info: <InfoIcon />,
  success: <CircleCheckIcon />,
  warning: <TriangleAlertIcon />,
};

/** The status icon; decorative, since the title or text says the same. */
export function StatusIcon({ status }: { status: Status }) {
  return <Icon aria-hidden="true">{icons[status]}</Icon>;
}
