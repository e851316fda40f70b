import { defaultSiteConfig } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { Link } from '../../components/link/index.ts';
import { type Loaded, PageStates } from '../../components/page-state/index.ts';
import { LockIcon } from '../../icons/index.ts';
import { AddressLines } from '../account/address-lines.tsx';
import { CheckoutCard, FormLoading } from './checkout-card.tsx';
import { CheckoutFrame } from './checkout-frame.tsx';
import { EmptyCheckout } from './empty-checkout.tsx';
import { PaymentForm } from './lazy-forms.ts';
import type { CheckoutAddressView, CheckoutPaymentScreenProps } from './types.ts';

/**
 * /checkout/payment, step 3: where it ships, then the card on file or a new card, and 'Place order'.
 * The button is busy (and not pressable) while the order is placed; the order's error shows in an
 * alert with the entry kept. Render it inside SiteLayout.
 */
export function CheckoutPaymentScreen(props: CheckoutPaymentScreenProps) {
  return (
    <CheckoutFrame step="payment" summary={props.state === 'ready' ? props.summary : null}>
      <PageStates of={props} subject="your checkout">
        {(ready) => <PaymentContent {...ready} />}
      </PageStates>
    </CheckoutFrame>
  );
}

function PaymentContent(props: Loaded<CheckoutPaymentScreenProps>) {
  const brand = props.brand ?? defaultSiteConfig.brand;
  const { savedCard, onPlaceOrder } = props;
  // Only a customer reaches payment: their orders hold what a lost 'Place order' answer may have placed.
  if (props.summary.items.length === 0) {
    return <EmptyCheckout shopHref={props.shopHref ?? '/shop'} ordersHref="/orders" />;
  }
  return (
    <>
      <ShipTo address={props.shippingAddress} />
      <CheckoutCard
        title="Payment"
        description={
          <span className={styles.security}>
            <LockIcon aria-hidden="true" className={styles.securityIcon} />
            Card details go encrypted straight to our payment processor. We keep only the brand, the last four
            digits and the expiry date.
          </span>
        }
      >
        <FormLoading>
          <PaymentForm
            savedCard={savedCard}
            brand={brand}
            shippingMethod={props.shippingMethod}
            onPlaceOrder={onPlaceOrder}
          />
        </FormLoading>
      </CheckoutCard>
    </>
  );
}

function ShipTo({ address }: { address: CheckoutAddressView }) {
  return (
    <CheckoutCard
      title="Ship to"
      action={
        <Link href="/checkout/shipping">
          Change<span className={styles.srOnly}> shipping address</span>
        </Link>
      }
    >
      <address className={styles.address}>
        <AddressLines address={address} />
      </address>
    </CheckoutCard>
  );
}

const styles = {
  security: css({ display: 'flex', alignItems: 'flex-start', gap: '2' }),
  securityIcon: css({ flexShrink: '0', w: '4', h: '4', mt: '0.5' }),
  address: css({ fontStyle: 'normal' }),
  srOnly: css({ srOnly: true }),
};
