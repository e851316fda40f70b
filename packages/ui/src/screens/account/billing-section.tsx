import { useMemo } from 'react';
import { css } from '#styled-system/css';
import { ReceiptIcon } from '../../icons/index.ts';
import { AccountSection, Details, NotOnFile } from './account-section.tsx';
import { AddressLines, sameAddress, toFormAddress } from './address-lines.tsx';
import { BillingForm } from './lazy-forms.ts';
import type { AccountAddressView, AccountCallbacks } from './types.ts';

export function BillingSection({
  billing,
  shipping,
  onSubmit,
}: {
  billing: AccountAddressView | null;
  shipping: AccountAddressView | null;
  onSubmit: AccountCallbacks['onUpdateBilling'];
}) {
  const matchesShipping = sameAddress(billing, shipping);
  const initialValues = useMemo(
    () => ({
      ...toFormAddress(billing),
      // A customer without a billing address most likely pays from home: offer the shipping one.
      sameAsShipping: shipping !== null && (billing === null || matchesShipping),
    }),
    [billing, shipping, matchesShipping],
  );

  return (
    <AccountSection
      title="Billing address"
      description="The address your card is registered to."
      icon={<ReceiptIcon />}
      editLabel={billing ? 'Edit' : 'Add'}
      renderForm={(close) => (
        <BillingForm initialValues={initialValues} shipping={shipping} onSubmit={onSubmit} close={close} />
      )}
    >
      {billing ? (
        <Details
          items={[
            {
              term: 'Bill to',
              value: matchesShipping ? (
                <>
                  <span className={noteStyle}>Same as shipping address</span>
                  <AddressLines address={billing} />
                </>
              ) : (
                <AddressLines address={billing} />
              ),
            },
          ]}
        />
      ) : (
        <NotOnFile>No billing address on file yet.</NotOnFile>
      )}
    </AccountSection>
  );
}

const noteStyle = css({ display: 'block', textStyle: 'sm', color: 'fg.muted', mb: '1' });
