import { PasswordInput as ArkPasswordInput, usePasswordInputContext } from '@ark-ui/react/password-input';
import type { ComponentProps, MouseEvent } from 'react';
import { cx } from '#styled-system/css';
import { createStyleContext } from '#styled-system/jsx';
import { type InputVariantProps, input, passwordInput } from '#styled-system/recipes';
import { EyeIcon, EyeOffIcon } from '../../icons/index.ts';
import { useFieldDescribedBy } from '../field/field.tsx';

const { withProvider, withContext } = createStyleContext(passwordInput);

export type RootProps = ComponentProps<typeof Root>;
export const Root = withProvider(ArkPasswordInput.Root, 'root');
export const Label = withContext(ArkPasswordInput.Label, 'label');
export const Control = withContext(ArkPasswordInput.Control, 'control');
export const Indicator = withContext(ArkPasswordInput.Indicator, 'indicator');
const StyledInput = withContext(ArkPasswordInput.Input, 'input');
const StyledVisibilityTrigger = withContext(ArkPasswordInput.VisibilityTrigger, 'visibilityTrigger');

export interface InputProps extends Omit<ComponentProps<typeof StyledInput>, 'size'>, InputVariantProps {}

/** The password input, styled like every other input; inside a Field it is described like Field.Input. */
export function Input(props: InputProps) {
  const [variantProps, { className, ...rest }] = input.splitVariantProps(props);
  const describedBy = useFieldDescribedBy();
  return (
    <StyledInput aria-describedby={describedBy} {...rest} className={cx(input(variantProps), className)} />
  );
}

/**
 * Ark's toggle is out of the tab order and reacts to the pointer only. Here it is a normal button
 * (Tab, then Enter or Space), so keyboard users can check what they typed too; its name
 * ('Show password' / 'Hide password') and aria-expanded come from Ark.
 */
export function VisibilityTrigger(props: ComponentProps<typeof StyledVisibilityTrigger>) {
  const api = usePasswordInputContext();
  const { onClick, ...rest } = props;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    // Pointer presses were handled on pointerdown by Ark; a keyboard press is a click with detail 0.
    if (!event.defaultPrevented && event.detail === 0) api.toggleVisible();
  };
  return <StyledVisibilityTrigger tabIndex={0} {...rest} onClick={handleClick} />;
}

/** The eye icon that shows the current state, for the common case. */
export function VisibilityIcon() {
  return (
    <Indicator fallback={<EyeIcon aria-hidden="true" />}>
      <EyeOffIcon aria-hidden="true" />
    </Indicator>
  );
}
