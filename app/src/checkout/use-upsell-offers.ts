import { useUpsellsQuery } from '../gql/hooks.ts';
import { toScreenState } from '../graphql/screen-state.ts';

/**
 * The offers of /leads/upsells as the upsell screens take them (the checkout's step 2 and the visit's
 * add-ons): loading, the legacy API's refusal, or the offers.
 */
export function useUpsellOffers() {
  return toScreenState(useUpsellsQuery(), ({ upsells: offers }) => ({
    state: 'ready' as const,
    offers: offers.map(({ productId, name, priceLabel, frequencyText, image, description, dose }) => ({
      productId,
      name,
      priceLabel,
      frequencyText,
      image,
      description,
      dose,
    })),
  }));
}
