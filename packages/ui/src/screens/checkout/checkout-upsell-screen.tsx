import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { Card } from '../../components/card/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { PageState } from '../../components/page-state/index.ts';
import { RefreshCwIcon, ShoppingBagIcon } from '../../icons/index.ts';
import { useOrderAction } from '../orders/use-order-action.ts';
import { CheckoutFrame } from './checkout-frame.tsx';
import type { CheckoutUpsellScreenProps, UpsellOfferView } from './types.ts';

/**
 * /checkout/upsell, step 2: offers to add before paying (`/leads/upsells`). When they cannot be
 * loaded the step says so and checkout goes on: an offer is never what stops an order.
 * Render it inside SiteLayout.
 */
export function CheckoutUpsellScreen(props: CheckoutUpsellScreenProps) {
  const add = useOrderAction(props.onAdd);
  const added = add.status?.state === 'done';
  return (
    <CheckoutFrame step="upsell" summary={props.summary}>
      <header className={styles.header}>
        <h2 className={styles.title}>Complete your routine</h2>
        <p className={styles.intro}>Add one of these to this order, or go straight on to payment.</p>
      </header>
      <UpsellOffers offers={props} add={add} />
      <div>
        <Button size="lg" variant={added ? 'solid' : 'outline'} onClick={props.onContinue}>
          {added ? 'Continue to payment' : 'No thanks, continue'}
        </Button>
      </div>
    </CheckoutFrame>
  );
}

/**
 * The offers as they stand: loading, their failure (the spec's message, with Try again) or the list.
 * The checkout's upsell step and the visit's add-ons show the same.
 */
export function UpsellOffers({ offers: props, add }: { offers: UpsellOffersState; add: OrderAction }) {
  return (
    <>
      {props.state === 'loading' ? <PageState state="loading" label="Loading offers…" /> : null}
      {props.state === 'error' ? (
        <InlineMessage
          status="error"
          actions={
            props.onRetry ? (
              <Button variant="outline" size="sm" onClick={props.onRetry}>
                <RefreshCwIcon aria-hidden="true" />
                Try again
              </Button>
            ) : null
          }
        >
          {props.message}
        </InlineMessage>
      ) : null}
      {props.state === 'ready' && props.offers.length > 0 ? (
        <ul className={styles.offers}>
          {props.offers.map((offer) => (
            <li key={offer.productId}>
              <OfferCard offer={offer} add={add} />
            </li>
          ))}
        </ul>
      ) : null}
      {props.state === 'ready' && props.offers.length === 0 ? (
        <p className={styles.intro}>No offers for this order.</p>
      ) : null}
    </>
  );
}

type OrderAction = ReturnType<typeof useOrderAction>;

/** What the offers' part needs of a screen's props. */
export type UpsellOffersState =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry?: () => void }
  | { state: 'ready'; offers: UpsellOfferView[] };

function OfferCard({ offer, add }: { offer: UpsellOfferView; add: OrderAction }) {
  const status = add.status?.orderNumber === offer.productId ? add.status : null;
  const headingId = `offer-${offer.productId}`;
  return (
    <Card.Root asChild>
      <article aria-labelledby={headingId} className={styles.offer}>
        {offer.image ? (
          <img src={offer.image} alt="" width={96} height={96} className={styles.image} />
        ) : null}
        <div className={styles.offerBody}>
          <h3 id={headingId} className={styles.offerName}>
            {offer.name}
          </h3>
          <p className={styles.price}>
            {offer.priceLabel} · {offer.frequencyText}
          </p>
          <p className={styles.muted}>{offer.description}</p>
          <p className={styles.muted}>Dose: {offer.dose}</p>
          <div>
            <Button
              variant="outline"
              loading={status?.state === 'pending'}
              loadingText="Adding…"
              disabled={status?.state === 'done'}
              aria-describedby={status ? `${headingId}-status` : undefined}
              onClick={() => add.run(offer.productId)}
            >
              <ShoppingBagIcon aria-hidden="true" />
              {status?.state === 'done' ? 'Added' : 'Add'}
              {/* A line can be offered once, monthly and quarterly: the name says which. */}
              <span className={styles.srOnly}>
                {' '}
                {offer.name}, {offer.frequencyText}
              </span>
            </Button>
          </div>
          <div id={`${headingId}-status`}>
            {status?.state === 'failed' ? (
              <InlineMessage status="error" title="Not added to your order">
                {status.message}
              </InlineMessage>
            ) : null}
            {status?.state === 'done' ? (
              <InlineMessage status="success" live="status" title="Added to your order" />
            ) : null}
          </div>
        </div>
      </article>
    </Card.Root>
  );
}

const styles = {
  header: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  title: css({ textStyle: 'xl', fontWeight: 'bold' }),
  intro: css({ color: 'fg.muted' }),
  offers: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  offer: css({ display: 'flex', gap: '4', p: '4', alignItems: 'flex-start' }),
  image: css({
    flexShrink: '0',
    w: '24',
    h: '24',
    objectFit: 'contain',
    bg: 'bg.subtle',
    borderRadius: 'l2',
  }),
  offerBody: css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' }),
  offerName: css({ fontWeight: 'bold', textStyle: 'lg' }),
  price: css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }),
  muted: css({ textStyle: 'sm', color: 'fg.muted' }),
  srOnly: css({ srOnly: true }),
};
