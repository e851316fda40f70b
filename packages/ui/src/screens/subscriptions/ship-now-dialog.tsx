import { formatUsd, SHIPMENT_INTERVAL_MONTHS } from '@helmsman/domain';
import { Button } from '../../components/button/index.ts';
import { ActionDialog } from './action-dialog.tsx';
import type { SubscriptionDialogProps } from './dialog-props.ts';

/** Ship now charges the card on file at once: the customer confirms the amount first. */
export function ShipNowDialog({
  subscription,
  open,
  onClose,
  pending,
  failure,
  run,
  finalFocus,
}: SubscriptionDialogProps) {
  const months = SHIPMENT_INTERVAL_MONTHS[subscription.frequency];
  const cadence = months === 1 ? 'every month' : `every ${months} months`;
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      busy={pending !== null}
      title={`Ship ${subscription.productName} now?`}
      description={`We'll charge ${formatUsd(subscription.priceCents)} to your card on file and ship today. After that, shipments continue ${cadence} from today.`}
      failure={failure}
      finalFocus={finalFocus}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={pending !== null}>
            Not now
          </Button>
          <Button
            loading={pending === 'ship_now'}
            loadingText="Ordering…"
            onClick={() => void run({ subscriptionId: subscription.id, action: 'ship_now' })}
          >
            Ship now
          </Button>
        </>
      }
    />
  );
}
