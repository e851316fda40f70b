import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import type { ComponentProps } from 'react';
import { createStyleContext } from '#styled-system/jsx';
import { checkbox } from '#styled-system/recipes';
import { CheckIcon } from '../../icons/index.ts';
import { useFieldDescribedBy } from '../field/field.tsx';

const { withProvider, withContext } = createStyleContext(checkbox);

export type RootProps = ComponentProps<typeof Root>;
/** A <label>: clicking the text toggles the box. Inside a Field it takes the field's invalid state. */
export const Root = withProvider(ArkCheckbox.Root, 'root');
export const Control = withContext(ArkCheckbox.Control, 'control');
export const Label = withContext(ArkCheckbox.Label, 'label');
export const Indicator = withContext(ArkCheckbox.Indicator, 'indicator');
export const Group = withProvider(ArkCheckbox.Group, 'group');

/**
 * The real (visually hidden) checkbox: it takes focus, is submitted with the form and carries the
 * `name` that focusing the first invalid field looks for. Inside a Field its error is read with it.
 */
export function HiddenInput(props: ComponentProps<typeof ArkCheckbox.HiddenInput>) {
  const describedBy = useFieldDescribedBy();
  return <ArkCheckbox.HiddenInput aria-describedby={describedBy} {...props} />;
}

/** The tick, for the common case. */
export function CheckMark() {
  return (
    <Indicator>
      <CheckIcon aria-hidden="true" />
    </Indicator>
  );
}
