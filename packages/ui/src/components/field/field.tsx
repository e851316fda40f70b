import { Field as ArkField, useFieldContext } from '@ark-ui/react/field';
import type { ComponentProps } from 'react';
import { cx } from '#styled-system/css';
import { createStyleContext } from '#styled-system/jsx';
import { field, type InputVariantProps, input } from '#styled-system/recipes';

const { withProvider, withContext } = createStyleContext(field);

export type RootProps = ComponentProps<typeof Root>;
export const Root = withProvider(ArkField.Root, 'root');
export const Label = withContext(ArkField.Label, 'label');
export const HelperText = withContext(ArkField.HelperText, 'helperText');
/** Rendered by Ark only while the field is invalid. */
export const ErrorText = withContext(ArkField.ErrorText, 'errorText');
export const RequiredIndicator = withContext(ArkField.RequiredIndicator, 'requiredIndicator');

/**
 * Ark links the error text through `aria-errormessage` only, which VoiceOver and some other screen
 * readers ignore. Adding it to `aria-describedby` too makes every screen reader read the error
 * with the field. Only while invalid: the error text does not exist otherwise.
 */
export function useFieldDescribedBy(): string | undefined {
  const context = useFieldContext();
  if (!context) return undefined;
  const ids = [context.ariaDescribedby, context.invalid ? context.ids.errorText : undefined].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The recipe's `size` (md | lg) replaces the native `size` attribute, which nobody sets on text inputs. */
export interface InputProps extends Omit<ComponentProps<typeof ArkField.Input>, 'size'>, InputVariantProps {}

export function Input(props: InputProps) {
  const [variantProps, { className, ...rest }] = input.splitVariantProps(props);
  const describedBy = useFieldDescribedBy();
  return (
    <ArkField.Input aria-describedby={describedBy} {...rest} className={cx(input(variantProps), className)} />
  );
}
