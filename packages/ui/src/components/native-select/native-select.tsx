import { Field as ArkField } from '@ark-ui/react/field';
import type { ComponentProps } from 'react';
import { cx } from '#styled-system/css';
import { type InputVariantProps, input, nativeSelect } from '#styled-system/recipes';
import { ChevronDownIcon } from '../../icons/index.ts';
import { useFieldDescribedBy } from '../field/field.tsx';

export interface NativeSelectProps
  extends Omit<ComponentProps<typeof ArkField.Select>, 'size'>,
    InputVariantProps {
  /** A first, empty option such as 'Select a state'; it cannot be chosen again once left. */
  placeholder?: string;
}

/**
 * A native <select> styled like the inputs. Inside a Field it gets the label, ids and invalid state
 * from Ark's Field, like Field.Input.
 */
export function NativeSelect(props: NativeSelectProps) {
  const [variantProps, { className, placeholder, children, ...rest }] = input.splitVariantProps(props);
  const classes = nativeSelect();
  const describedBy = useFieldDescribedBy();
  return (
    <div className={cx(classes.root, className)}>
      <ArkField.Select
        aria-describedby={describedBy}
        {...rest}
        className={cx(input(variantProps), classes.field)}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {children}
      </ArkField.Select>
      <span className={classes.indicator} aria-hidden="true">
        <ChevronDownIcon />
      </span>
    </div>
  );
}
