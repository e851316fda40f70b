import { defaultSiteConfig } from '@helmsman/domain';
import { useEffect } from 'react';
import { css } from '#styled-system/css';
import { PageState } from '../../components/page-state/index.ts';
import { TitleBar } from '../../components/title-bar/index.ts';
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
    <div className={styles.page}>
      <TitleBar
        title="Account"
        brand={brand}
        subtitle="Your details, addresses, payment method and password."
      />
      <AccountContent {...props} />
    </div>
  );
}

function AccountContent(props: AccountScreenProps) {
  useEffect(() => whenIdle(() => void loadForms()), []);
  switch (props.state) {
    case 'loading':
      return <PageState state="loading" label="Loading your account…" />;
    case 'error':
      return (
        <PageState
          state="error"
          title="We couldn't load your account"
          message={props.message}
          onRetry={props.onRetry}
        />
      );
    case 'ready':
      return (
        <div className={styles.grid}>
          <div className={styles.wide}>
            <ProfileSection
              profile={props.account.profile}
              dateOfBirth={props.account.dateOfBirth ?? null}
              pendingEmail={props.account.pendingEmail ?? null}
              onSubmit={props.onUpdateProfile}
            />
          </div>
          <ShippingSection
            shipping={props.account.shipping}
            smsOptIn={props.account.smsOptIn}
            onSubmit={props.onUpdateShipping}
          />
          <BillingSection
            billing={props.account.billing}
            shipping={props.account.shipping}
            onSubmit={props.onUpdateBilling}
          />
          <PaymentMethodSection card={props.account.paymentMethod} />
          <PasswordSection onSubmit={props.onChangePassword} />
          <SessionsSection onLogoutEverywhere={props.onLogoutEverywhere} />
        </div>
      );
  }
}

const styles = {
  page: css({ maxW: '5xl', mx: 'auto', px: { base: '4', md: '8' }, py: { base: '6', md: '10' } }),
  grid: css({
    display: 'grid',
    gap: { base: '5', md: '6' },
    alignItems: 'start',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
  }),
  wide: css({ gridColumn: { lg: '1 / -1' } }),
};
