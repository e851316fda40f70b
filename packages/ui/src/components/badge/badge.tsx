import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from '#styled-system/css';
import { type BadgeVariantProps, badge } from '#styled-system/recipes';

export interface BadgeProps extends ComponentProps<typeof ark.span>, BadgeVariantProps {}

export function Badge(props: BadgeProps) {
  const [variantProps, { className, ...rest }] = badge.splitVariantProps(props);
  return <ark.span {...rest} className={cx(badge(variantProps), className)} />;
}
