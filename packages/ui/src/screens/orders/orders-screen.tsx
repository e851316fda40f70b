import { defaultSiteConfig } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { EmptyState } from '../../components/empty-state/index.ts';
import { type Loaded, PageStates } from '../../components/page-state/index.ts';
import { PackageOpenIcon } from '../../icons/index.ts';
import { CustomerPage } from '../../layouts/customer-page/index.ts';
import { PastOrders } from './past-orders.tsx';
import { PendingOrders } from './pending-orders.tsx';
import { isProblem } from './section-problem.tsx';
import type { OrdersScreenProps } from './types.ts';
import { useOrderAction } from './use-order-action.ts';

/** /orders: pending orders to finish, then past orders, newest first as given. */
export function OrdersScreen(props: OrdersScreenProps) {
  const { brand = defaultSiteConfig.brand } = props;
  return (
    <CustomerPage
      width="medium"
      title="Orders"
      brand={brand}
      subtitle="Track deliveries and look back at what you ordered."
    >
      <PageStates of={props} subject="your orders">
        {(ready) => <OrdersSections {...ready} />}
      </PageStates>
    </CustomerPage>
  );
}

/** The loaded page. It keeps where each action stands: one of each kind at a time, as the app sends them. */
function OrdersSections(props: Loaded<OrdersScreenProps>) {
  const finish = useOrderAction(props.onFinish);
  const buyAgain = useOrderAction(props.onBuyAgain);
  const retryPayment = useOrderAction(props.onRetryPayment);
  const { pending, orders } = props;
  if (!isProblem(pending) && !isProblem(orders) && pending.length === 0 && orders.length === 0) {
    return <NoOrders />;
  }
  return (
    <div className={styles.sections}>
      <PendingOrders
        pending={pending}
        onFinish={props.onFinish && finish.run}
        finishUnavailable={props.finishUnavailable ?? null}
        finishing={finish.status?.state === 'pending' ? finish.status.orderNumber : null}
        onRetry={props.onRetry}
      />
      <PastOrders
        orders={orders}
        onRetry={props.onRetry}
        actions={{
          billingProblemOrder: props.billingProblemOrder ?? null,
          onBuyAgain: props.onBuyAgain && buyAgain.run,
          buyAgain: buyAgain.status,
          onRetryPayment: props.onRetryPayment && retryPayment.run,
          retryPayment: retryPayment.status,
          highlightedOrder: props.highlightedOrder ?? null,
        }}
      />
    </div>
  );
}

function NoOrders() {
  return (
    <EmptyState.Root>
      <EmptyState.Indicator>
        <PackageOpenIcon />
      </EmptyState.Indicator>
      <EmptyState.Title>No orders yet</EmptyState.Title>
      <EmptyState.Description>
        When you place an order, it shows up here with its status, tracking and receipt.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button asChild>
          <a href="/">Browse products</a>
        </Button>
      </EmptyState.Actions>
    </EmptyState.Root>
  );
}

const styles = {
  sections: css({ display: 'flex', flexDirection: 'column', gap: { base: '8', md: '10' } }),
};
