import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { CircleCheckIcon } from '../../icons/index.ts';
import { shopPageStyles } from '../shop/shop-screen.tsx';
import { CheckoutCard } from './checkout-card.tsx';
import type { CheckoutConfirmationScreenProps } from './types.ts';

/**
 * /checkout/confirmation/:orderNumber: the order is placed. Its number, what happens next, and where
 * to follow it (/orders, and /subscriptions when it started one). Render it inside SiteLayout.
 */
export function CheckoutConfirmationScreen({
  orderNumber,
  hasSubscription = false,
  email,
}: CheckoutConfirmationScreenProps) {
  return (
    <div className={shopPageStyles.page}>
      <div className={styles.column}>
        <CircleCheckIcon aria-hidden="true" className={styles.icon} />
        <h1 className={shopPageStyles.title}>Thank you, your order is placed</h1>
        <p className={styles.number}>
          Order number <strong>#{orderNumber}</strong>
        </p>
        <CheckoutCard title="What happens next">
          <ol className={styles.steps}>
            <li>
              {email ? `We've sent a receipt to ${email}.` : "We've sent a receipt to your e-mail address."}
            </li>
            <li>We pack your order and e-mail you its tracking number when it ships.</li>
            {hasSubscription ? (
              <li>
                Your subscription renews on its own: we charge the card you used and ship each refill. You can
                pause or cancel it at any time.
              </li>
            ) : null}
          </ol>
        </CheckoutCard>
        <div className={styles.actions}>
          <Button asChild>
            <a href="/orders">View your orders</a>
          </Button>
          {hasSubscription ? (
            <Button asChild variant="outline">
              <a href="/subscriptions">Manage your subscriptions</a>
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

const styles = {
  column: css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '2xl' }),
  icon: css({ w: '12', h: '12', color: 'success.fg' }),
  number: css({ textStyle: 'lg' }),
  steps: css({ listStyle: 'decimal', ps: '5', display: 'flex', flexDirection: 'column', gap: '2' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3' }),
};
