import {
  formatDate,
  formatUsd,
  frequencyText,
  priceLabel,
  quarterlySavingsCents,
  type RecurringFrequency,
} from '@helmsman/domain';
import { useState } from 'react';
import { Button } from '../../components/button/index.ts';
import { ActionDialog } from './action-dialog.tsx';
import { Choice, ChoiceGroup } from './choice.tsx';
import type { SubscriptionDialogProps } from './dialog-props.ts';

/** Monthly ↔ quarterly: both options with their texts and prices, the other one chosen to start with. */
export function FrequencyDialog(props: SubscriptionDialogProps) {
  const { subscription, open, onClose, pending, failure, finalFocus } = props;
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      busy={pending !== null}
      title={`How often should ${subscription.productName} ship?`}
      description={whenItApplies(subscription.status, subscription.nextShipDate)}
      failure={failure}
      finalFocus={finalFocus}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={pending !== null}>
            Not now
          </Button>
          <Button
            type="submit"
            form={formId(subscription.id)}
            loading={pending === 'change_frequency'}
            loadingText="Saving…"
          >
            Save frequency
          </Button>
        </>
      }
    >
      {subscription.frequencySwitch ? <FrequencyForm {...props} /> : null}
    </ActionDialog>
  );
}

const formId = (subscriptionId: string) => `subscription-${subscriptionId}-frequency`;

function whenItApplies(status: string, nextShipDate: string | null): string {
  if (status === 'paused') return 'It applies from the first shipment after you resume.';
  return nextShipDate
    ? `Your next shipment stays on ${formatDate(nextShipDate)}; the new frequency counts from there.`
    : 'The new frequency applies from your next shipment.';
}

function FrequencyForm({ subscription, run, onClose }: SubscriptionDialogProps) {
  const other = subscription.frequencySwitch;
  const [chosen, setChosen] = useState<RecurringFrequency>(other?.frequency ?? subscription.frequency);
  if (!other) return null;
  const options = [
    { frequency: subscription.frequency, priceCents: subscription.priceCents, current: true },
    { ...other, current: false },
  ].sort((a, b) => (a.frequency === 'MONTHLY' ? -1 : b.frequency === 'MONTHLY' ? 1 : 0));
  const monthly = options.find((option) => option.frequency === 'MONTHLY');
  const quarterly = options.find((option) => option.frequency === 'QUARTERLY');
  const savings = monthly && quarterly ? quarterlySavingsCents(monthly.priceCents, quarterly.priceCents) : 0;

  return (
    <form
      id={formId(subscription.id)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Keeping the current frequency is not a change: nothing to send.
        if (chosen === subscription.frequency) onClose();
        else void run({ subscriptionId: subscription.id, action: 'change_frequency', frequency: chosen });
      }}
    >
      <ChoiceGroup legend="Delivery frequency">
        {options.map((option) => (
          <Choice
            key={option.frequency}
            name="frequency"
            value={option.frequency}
            checked={chosen === option.frequency}
            onChange={() => setChosen(option.frequency)}
            label={`${frequencyText(option.frequency)}${option.current ? ' (current)' : ''}`}
            hint={
              option.frequency === 'QUARTERLY' && savings > 0
                ? `${priceLabel(option.priceCents / 100, option.frequency)}, saves ${formatUsd(savings)} every quarter`
                : priceLabel(option.priceCents / 100, option.frequency)
            }
          />
        ))}
      </ChoiceGroup>
    </form>
  );
}
