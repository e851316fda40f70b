import type { ReactNode } from 'react';
import { css } from '#styled-system/css';
import { shopPageStyles } from '../shop/shop-screen.tsx';
import { CheckoutSteps } from './checkout-steps.tsx';
import { OrderSummary } from './order-summary.tsx';
import type { CheckoutStep, CheckoutSummaryView } from './types.ts';

/**
 * A checkout step's page inside SiteLayout: the title 'Checkout', the steps, then the step's content
 * beside the order summary (under it on phones, after the form: the form is what the step is for).
 */
export function CheckoutFrame({
  step,
  summary,
  children,
}: {
  step: CheckoutStep;
  summary?: CheckoutSummaryView | null;
  children: ReactNode;
}) {
  return (
    <div className={shopPageStyles.page}>
      <h1 className={shopPageStyles.title}>Checkout</h1>
      <CheckoutSteps current={step} />
      <div className={styles.layout}>
        <div className={styles.main}>{children}</div>
        {summary && summary.items.length > 0 ? (
          <div className={styles.aside}>
            <OrderSummary summary={summary} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

const styles = {
  layout: css({
    display: 'grid',
    gap: { base: '6', md: '8' },
    alignItems: 'start',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
  }),
  main: css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0', containerType: 'inline-size' }),
  aside: css({ minW: '0' }),
};
