import type { CardSummary, CardValues, SignupValues } from '@helmsman/domain';
import type { SubmitResult } from '../../forms/index.ts';
import type { AccountAddressView } from '../account/types.ts';
import type { CartItemView } from '../cart/cart-drawer.tsx';
import type { OrderActionResult } from '../orders/types.ts';

/** Checkout's steps in order (spec section 4: 1 Shipping, 2 Upsell, 3 Payment). */
export const CHECKOUT_STEPS = [
  { id: 'shipping', label: 'Shipping', href: '/checkout/shipping' },
  { id: 'upsell', label: 'Upsell', href: '/checkout/upsell' },
  { id: 'payment', label: 'Payment', href: '/checkout/payment' },
] as const;

export type CheckoutStep = (typeof CHECKOUT_STEPS)[number]['id'];

/** The cart as checkout's order summary shows it. */
export interface CheckoutSummaryView {
  items: CartItemView[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** The applied coupon's code, shown beside the discount. */
  couponCode?: string | null;
}

/** A shipping address (the legacy address payload's names): the account's address view. */
export type CheckoutAddressView = AccountAddressView;

/** The logged-in customer on the shipping step: who they are and the address on file, if any. */
export interface CheckoutCustomerView {
  firstName: string;
  lastName: string;
  email: string;
  shippingAddress: CheckoutAddressView | null;
}

export type CheckoutLoadState =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry?: () => void };

export type CheckoutShippingScreenProps = (
  | CheckoutLoadState
  | {
      state: 'ready';
      summary: CheckoutSummaryView;
      /** null for a visitor: the inline sign-up comes first, then the address. */
      customer: CheckoutCustomerView | null;
      /** The address typed earlier in this checkout (kept in memory), over the one on file. */
      address?: CheckoutAddressView | null;
    }
) & {
  /** Creates the account (and logs in). Resolve undefined once `customer` follows, or the refusal. */
  onSignUp: (values: SignupValues) => Promise<SubmitResult>;
  /** Opens the login slider ('Already have an account? Log in'). */
  onLogIn: () => void;
  /** Saves the address and goes on to the upsell step, or resolves the refusal. */
  onSubmitAddress: (values: CheckoutAddressView) => Promise<SubmitResult>;
  /** Where 'Browse products' goes when the cart is empty. */
  shopHref?: string;
};

/** An offer of the upsell step (`/leads/upsells`). */
export interface UpsellOfferView {
  productId: string;
  name: string;
  priceLabel: string;
  frequencyText: string;
  image: string | null;
  description: string;
  dose: string;
}

export type CheckoutUpsellScreenProps = (
  | { state: 'loading' }
  /** The offers failed: their message ('Unable to retrieve available products…'); checkout goes on. */
  | { state: 'error'; message: string; onRetry?: () => void }
  | { state: 'ready'; offers: UpsellOfferView[] }
) & {
  summary?: CheckoutSummaryView | null;
  /** Adds an offer to the cart; the button is busy until it settles, then says how it went. */
  onAdd: (productId: string) => Promise<OrderActionResult>;
  /** Goes on to payment (whether or not an offer was added). */
  onContinue: () => void;
};

/** What pays: the card on file, or a new card (cardSchema's values, number digits only). */
export type CheckoutPayment = { card: 'saved' } | { card: 'new'; values: CardValues };

export type CheckoutPaymentScreenProps = (
  | CheckoutLoadState
  | {
      state: 'ready';
      summary: CheckoutSummaryView;
      /** Where it ships (the shipping step's address). */
      shippingAddress: CheckoutAddressView;
      /** The card on file: only brand, last four and expiry ever reach the page. */
      savedCard: CardSummary | null;
    }
) & {
  /**
   * Places the order. The button is busy until it settles: resolve undefined once the app has moved
   * on to the confirmation, or `{ formError }` with the order's error (shown in an alert).
   */
  onPlaceOrder: (payment: CheckoutPayment) => Promise<SubmitResult>;
  /** The legacy card payload's `shipping` (the shipping method); 'standard' by default. */
  shippingMethod?: string;
  brand?: string;
  /** Where 'Browse products' goes when the cart is empty. */
  shopHref?: string;
};

export interface CheckoutConfirmationScreenProps {
  orderNumber: string;
  /** The order started subscriptions: say when they renew and link to /subscriptions. */
  hasSubscription?: boolean;
  /** Where the receipt went. */
  email?: string | null;
}
