import { defaultSiteConfig, type VisitCategory } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { FocusCard, FocusHeading, FocusLead, FocusPage } from '../../layouts/focus-page/index.ts';
import { UpsellOffers, type UpsellOffersState } from '../checkout/checkout-upsell-screen.tsx';
import type { OrderActionResult } from '../orders/types.ts';
import { useOrderAction } from '../orders/use-order-action.ts';
import { VisitEyebrow } from '../visit-question/visit-eyebrow.tsx';

export type VisitAddOnsScreenProps = UpsellOffersState & {
  category: VisitCategory;
  /** Adds an offer to the cart (the shop's), never to the treatment order. */
  onAdd: (productId: string) => Promise<OrderActionResult>;
  /** Goes on to payment: 'Skip' without an add-on, 'Continue' after one. */
  onContinue: () => void;
  brand?: string;
};

/**
 * /visit/:category/add-ons: the shop's products offered beside the treatment (the checkout's upsell
 * offers), never required. When they cannot be loaded the step says so ('Unable to retrieve available
 * products, please try again later.') and the visit goes on.
 */
export function VisitAddOnsScreen(props: VisitAddOnsScreenProps) {
  const add = useOrderAction(props.onAdd);
  const added = add.status?.state === 'done';
  return (
    <FocusPage brand={props.brand ?? defaultSiteConfig.brand} align="start" mainId="main">
      <FocusCard variant="flow">
        <VisitEyebrow category={props.category} />
        <FocusHeading>Anything to add?</FocusHeading>
        <FocusLead>
          These ship from our shop, no prescription needed. Added ones wait in your cart; your treatment is
          ordered on the next step.
        </FocusLead>
        {/* The offers' names are h3, as on the checkout's step: this keeps the outline in order. */}
        <h2 className={styles.subheading}>From our shop</h2>
        <UpsellOffers offers={props} add={add} />
        <div className={styles.actions}>
          <Button size="lg" variant={added ? 'solid' : 'outline'} onClick={props.onContinue}>
            {added ? 'Continue' : 'Skip'}
          </Button>
        </div>
      </FocusCard>
    </FocusPage>
  );
}

const styles = {
  actions: css({ display: 'flex', gap: '3' }),
  subheading: css({ fontWeight: 'bold', textStyle: 'lg' }),
};
