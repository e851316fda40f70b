import { defaultSiteConfig } from '@helmsman/domain';
import { useEffect } from 'react';
import { css } from '#styled-system/css';
import { type Loaded, PageStates } from '../../components/page-state/index.ts';
import { CustomerPage } from '../../layouts/customer-page/index.ts';
import { whenIdle } from '../../lib/lazy-part.ts';
import { BillingSection } from './billing-section.tsx';
import { loadForms } from './lazy-forms.ts';
import { PasswordSection } from './password-section.tsx';
import { PaymentMethodSection } from './payment-method-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { ShippingSection } from './shipping-section.tsx';
import type { AccountScreenProps } from './types.ts';

/** /accounts: the customer's details, addresses, payment method and password. */
export function AccountScreen(props: AccountScreenProps) {
  const { brand = defaultSiteConfig.brand } = props;
  return (
    <CustomerPage
      title="Account"
      brand={brand}
      subtitle="Your details, addresses, payment method and password."
    >
      <AccountContent {...props} />
    </CustomerPage>
  );
}

function AccountContent(props: AccountScreenProps) {
  useEffect(() => whenIdle(() => void loadForms()), []);
  return (
    <PageStates of={props} subject="your account">
      {(ready) => <AccountSections {...ready} />}
    </PageStates>
  );
}

function AccountSections({ account, ...callbacks }: Loaded<AccountScreenProps>) {
  return (
    <div className={styles.grid}>
      <div className={styles.wide}>
        <ProfileSection
          profile={account.profile}
          dateOfBirth={account.dateOfBirth ?? null}
          pendingEmail={account.pendingEmail ?? null}
          onSubmit={callbacks.onUpdateProfile}
        />
      </div>
      <ShippingSection
        shipping={account.shipping}
        smsOptIn={account.smsOptIn}
        onSubmit={callbacks.onUpdateShipping}
      />
      <BillingSection
        billing={account.billing}
        shipping={account.shipping}
        onSubmit={callbacks.onUpdateBilling}
      />
      <PaymentMethodSection card={account.paymentMethod} />
      <PasswordSection onSubmit={callbacks.onChangePassword} />
      <SessionsSection onLogoutEverywhere={callbacks.onLogoutEverywhere} />
    </div>
  );
}

const styles = {
  grid: css({
    display: 'grid',
    gap: { base: '5', md: '6' },
    alignItems: 'start',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  }),
  wide: css({ gridColumn: { lg: '1 / -1' } }),
};
