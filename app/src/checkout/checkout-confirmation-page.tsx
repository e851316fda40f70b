import { CheckoutConfirmationScreen } from '@helmsman/ui';
import { useSnapshot } from 'valtio';
import { useParams } from 'wouter';
import { useMeQuery } from '../gql/hooks.ts';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { CheckoutFrame } from './checkout-frame.tsx';
import { checkoutStore } from './checkout-store.ts';

/**
 * /checkout/confirmation/:orderNumber: the order is placed. Whether it started a subscription is known
 * in the tab that placed it; a reload (or another tab) offers /subscriptions anyway.
 */
export function CheckoutConfirmationPage() {
  useDocumentTitle('Order placed');
  return (
    <CheckoutFrame>
      <Confirmation />
    </CheckoutFrame>
  );
}

function Confirmation() {
  const { orderNumber = '' } = useParams<{ orderNumber: string }>();
  const { lastOrder } = useSnapshot(checkoutStore);
  const email = useMeQuery().data?.me?.email ?? null;
  return (
    <CheckoutConfirmationScreen
      orderNumber={orderNumber}
      hasSubscription={lastOrder?.orderNumber === orderNumber ? lastOrder.hasSubscription : true}
      email={email}
    />
  );
}
