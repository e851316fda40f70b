import type { ReactNode } from 'react';
import { cva } from '#styled-system/css';
import { TitleBar, type TitleBarProps } from '../../components/title-bar/index.ts';

const page = cva({
  base: { mx: 'auto', px: { base: '4', md: '8' }, pt: { base: '6', md: '10' } },
  variants: {
    /** How wide the page reads: a conversation narrow, lists wider, dashboards and forms widest. */
    width: { narrow: { maxW: '3xl' }, medium: { maxW: '4xl' }, wide: { maxW: '5xl' } },
    /** A conversation ends at its composer, which sits on the bottom edge: no space below it. */
    bottomSpace: { true: { pb: { base: '6', md: '10' } }, false: {} },
  },
  defaultVariants: { width: 'wide', bottomSpace: true },
});

export type CustomerPageProps = Omit<TitleBarProps, 'className'> & {
  width?: 'narrow' | 'medium' | 'wide';
  bottomSpace?: boolean;
  children: ReactNode;
};

/**
 * A customer-area page inside the shell: the centred column and its title bar (the page's only h1),
 * then the content. Every data page (Home, Orders, Subscriptions, Messages, Health data, Account,
 * Payment method) is one, so their widths and spacing come from one place.
 */
export function CustomerPage({ width, bottomSpace, children, ...titleBar }: CustomerPageProps) {
  return (
    <div className={page({ width, bottomSpace })}>
      <TitleBar {...titleBar} />
      {children}
    </div>
  );
}
