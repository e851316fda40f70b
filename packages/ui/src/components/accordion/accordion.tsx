import { Accordion as ArkAccordion } from '@ark-ui/react/accordion';
import type { ComponentProps } from 'react';
import { createStyleContext } from '#styled-system/jsx';
import { accordion } from '#styled-system/recipes';
import { ChevronDownIcon } from '../../icons/index.ts';

const { withProvider, withContext } = createStyleContext(accordion);

export type RootProps = ComponentProps<typeof Root>;
/**
 * Ark gives the triggers aria-expanded / aria-controls and arrow-key, Home and End navigation
 * between them; the panels are regions labelled by their trigger.
 */
export const Root = withProvider(ArkAccordion.Root, 'root');
export const Item = withContext(ArkAccordion.Item, 'item');
/** A <button>; wrap it in a heading of the right level (`<h3>`) so the questions are in the outline. */
export const ItemTrigger = withContext(ArkAccordion.ItemTrigger, 'itemTrigger');
export const ItemContent = withContext(ArkAccordion.ItemContent, 'itemContent');
export const ItemIndicator = withContext(ArkAccordion.ItemIndicator, 'itemIndicator');

/** The chevron that turns when the item opens; decorative, aria-expanded says the same. */
export function Chevron() {
  return (
    <ItemIndicator aria-hidden="true">
      <ChevronDownIcon />
    </ItemIndicator>
  );
}
