import { type CardSummary, defaultSiteConfig, type VisitCategory } from '@helmsman/domain';
import { useState } from 'react';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { Card } from '../../components/card/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { PageStates } from '../../components/page-state/index.ts';
import type { SubmitResult } from '../../forms/index.ts';
import { FocusCard, FocusHeading, FocusLead, FocusPage } from '../../layouts/focus-page/index.ts';
import { AddressLines } from '../account/address-lines.tsx';
import { CheckoutCard, FormLoading } from '../checkout/checkout-card.tsx';
import { AddressForm, PaymentForm } from '../checkout/lazy-forms.ts';
import type { CheckoutAddressView, CheckoutLoadState, CheckoutPayment } from '../checkout/types.ts';
import { VisitEyebrow } from '../visit-question/visit-eyebrow.tsx';

/** The treatment the visit orders, as the payment step names it. */
export interface VisitTreatmentLineView {
  name: string;
  /** '$30.00/month'. */
  priceLabel: string;
  /** 'Billed every month'. */
  frequencyText: string;
  image: string | null;
}

/** What the visit's order is placed with: where it ships and what pays. */
export interface VisitOrderValues {
  shipping: CheckoutAddressView;
  payment: CheckoutPayment;
}

export type VisitPaymentScreenProps = (
  | CheckoutLoadState
  | {
      state: 'ready';
      treatment: VisitTreatmentLineView;
      /** The address on file; null: the address form comes first. */
      shippingAddress: CheckoutAddressView | null;
      /** The card on file: only brand, last four and expiry ever reach the page. */
      savedCard: CardSummary | null;
    }
  | {
      /** The treatment step has not saved a medication, dosage and billing yet: nothing to order. */
      state: 'no-treatment';
      /** The visit's treatment step. */
      treatmentHref: string;
    }
) & {
  category: VisitCategory;
  /**
   * Places the treatment order. The button is busy until it settles: resolve undefined once the app
   * has moved on, or `{ formError }` with the order's error (402 declined, 409 no visit) in an alert.
   */
  onPlaceOrder: (order: VisitOrderValues) => Promise<SubmitResult>;
  brand?: string;
};

/**
 * /visit/:category/payment: the treatment chosen on the treatment step with its price and billing,
 * where it ships (the checkout's address form, the same rules and messages) and the card (the
 * checkout's payment form: the card on file by its last four, or a new one), then 'Place order'.
 * Without a saved choice, a link back to the treatment step instead.
 */
export function VisitPaymentScreen(props: VisitPaymentScreenProps) {
  return (
    <FocusPage brand={props.brand ?? defaultSiteConfig.brand} align="start" mainId="main">
      <FocusCard variant="flow">
        <VisitEyebrow category={props.category} />
        <FocusHeading>Payment</FocusHeading>
        <PageStates of={props} subject="your order">
          {(loaded) =>
            loaded.state === 'ready' ? (
              <PaymentContent {...loaded} />
            ) : (
              <ChooseTreatmentFirst treatmentHref={loaded.treatmentHref} />
            )
          }
        </PageStates>
      </FocusCard>
    </FocusPage>
  );
}

type ReadyProps = Extract<VisitPaymentScreenProps, { state: 'ready' }>;

function PaymentContent(props: ReadyProps) {
  const [shipping, setShipping] = useState(props.shippingAddress);
  const [editing, setEditing] = useState(props.shippingAddress === null);
  const brand = props.brand ?? defaultSiteConfig.brand;
  return (
    <>
      <FocusLead>A doctor reviews your visit before your treatment ships.</FocusLead>
      <TreatmentLine treatment={props.treatment} />
      <CheckoutCard
        title="Ship to"
        action={
          shipping && !editing ? (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              Change<span className={styles.srOnly}> shipping address</span>
            </Button>
          ) : null
        }
      >
        {editing || !shipping ? (
          <FormLoading>
            <AddressForm
              address={shipping}
              onSubmitAddress={async (address) => {
                setShipping(address);
                setEditing(false);
                return undefined;
              }}
            />
          </FormLoading>
        ) : (
          <address className={styles.address}>
            <AddressLines address={shipping} />
          </address>
        )}
      </CheckoutCard>
      {shipping && !editing ? (
        <CheckoutCard title="Payment">
          <FormLoading>
            <PaymentForm
              savedCard={props.savedCard}
              brand={brand}
              onPlaceOrder={(payment) => props.onPlaceOrder({ shipping, payment })}
            />
          </FormLoading>
        </CheckoutCard>
      ) : null}
    </>
  );
}

function ChooseTreatmentFirst({ treatmentHref }: { treatmentHref: string }) {
  return (
    <div className={styles.choose}>
      <InlineMessage live="none" status="info" title="Choose your treatment first">
        Your order is for the medication, dosage and billing you choose on the treatment step.
      </InlineMessage>
      <Button asChild size="lg">
        <a href={treatmentHref}>Choose your treatment</a>
      </Button>
    </div>
  );
}

function TreatmentLine({ treatment }: { treatment: VisitTreatmentLineView }) {
  return (
    <Card.Root asChild>
      <section aria-label="Your treatment" className={styles.line}>
        {treatment.image ? (
          <img src={treatment.image} alt="" width={64} height={64} className={styles.image} />
        ) : null}
        <div className={styles.lineBody}>
          <p className={styles.name}>{treatment.name}</p>
          <p className={styles.muted}>{treatment.frequencyText}</p>
        </div>
        <p className={styles.price}>{treatment.priceLabel}</p>
      </section>
    </Card.Root>
  );
}

const styles = {
  choose: css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' }),
  line: css({ display: 'flex', gap: '4', p: '4', alignItems: 'center' }),
  image: css({
    flexShrink: '0',
    w: '16',
    h: '16',
    objectFit: 'contain',
    bg: 'bg.subtle',
    borderRadius: 'l2',
  }),
  lineBody: css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0' }),
  name: css({ fontWeight: 'bold' }),
  price: css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }),
  muted: css({ textStyle: 'sm', color: 'fg.muted' }),
  address: css({ fontStyle: 'normal' }),
  srOnly: css({ srOnly: true }),
};
