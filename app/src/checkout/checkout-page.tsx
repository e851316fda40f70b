import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { checkoutStore, firstStepNotDone } from './checkout-store.ts';

/** /checkout (the cart's Checkout): the first step not done in this tab's checkout. */
export function CheckoutPage() {
  const state = useSnapshot(checkoutStore);
  return <Redirect to={firstStepNotDone(state)} replace />;
}
