import type { CardSummary } from '@helmsman/domain';
import { Button } from '../../components/button/index.ts';
import { CreditCardIcon } from '../../icons/index.ts';
import { CardSummaryLine } from '../payment-method/card-summary-line.tsx';
import { AccountSection, NotOnFile } from './account-section.tsx';

/** Read-only here: the card is changed on its own page, /accounts/editPaymentMethod. */
export function PaymentMethodSection({ card }: { card: CardSummary | null }) {
  return (
    <AccountSection
      title="Payment method"
      description="Charged for your orders and subscription renewals."
      icon={<CreditCardIcon />}
    >
      {card ? <CardSummaryLine card={card} /> : <NotOnFile>No card on file yet.</NotOnFile>}
      <div>
        <Button asChild variant="outline" size="sm">
          <a href="/accounts/editPaymentMethod">{card ? 'Update payment method' : 'Add payment method'}</a>
        </Button>
      </div>
    </AccountSection>
  );
}
