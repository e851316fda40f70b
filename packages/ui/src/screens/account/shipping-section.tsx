import { useMemo } from 'react';
import { MapPinIcon } from '../../icons/index.ts';
import { AccountSection, Details, NotOnFile } from './account-section.tsx';
import { AddressLines, toFormAddress } from './address-lines.tsx';
import { ShippingForm } from './lazy-forms.ts';
import type { AccountAddressView, AccountCallbacks } from './types.ts';

export function ShippingSection({
  shipping,
  smsOptIn,
  onSubmit,
}: {
  shipping: AccountAddressView | null;
  smsOptIn: boolean;
  onSubmit: AccountCallbacks['onUpdateShipping'];
}) {
  const initialValues = useMemo(
    () => ({ ...toFormAddress(shipping), smsallow: smsOptIn }),
    [shipping, smsOptIn],
  );
  return (
    <AccountSection
      title="Shipping address"
      description="Where your orders and refills are delivered."
      icon={<MapPinIcon />}
      editLabel={shipping ? 'Edit' : 'Add'}
      renderForm={(close) => <ShippingForm initialValues={initialValues} onSubmit={onSubmit} close={close} />}
    >
      {shipping ? (
        <Details
          items={[
            { term: 'Ship to', value: <AddressLines address={shipping} /> },
            { term: 'Text updates', value: smsOptIn ? 'On' : 'Off' },
          ]}
        />
      ) : (
        <NotOnFile>No shipping address on file yet.</NotOnFile>
      )}
    </AccountSection>
  );
}
