import {
  type AddressValues,
  type CardSummary,
  type ChangePasswordValues,
  defaultSiteConfig,
  type ProfileValues,
} from '@helmsman/domain';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { PageState } from '../../components/page-state/index.ts';
import { TitleBar } from '../../components/title-bar/index.ts';
import type { SubmitResult } from '../../forms/index.ts';
import {
  CreditCardIcon,
  KeyRoundIcon,
  LogOutIcon,
  MapPinIcon,
  ReceiptIcon,
  UserRoundIcon,
} from '../../icons/index.ts';
import { lazyPart, whenIdle } from '../../lib/lazy-part.ts';
import { CardSummaryLine } from '../payment-method/card-summary-line.tsx';
import { AccountSection, Details } from './account-section.tsx';
import { AddressLines, toFormAddress } from './address-lines.tsx';

/** An address on file, as the app normalises it from the account data. */
export interface AccountAddressView {
  address: string;
  address2: string | null;
  city: string;
  /** USPS code, e.g. 'IL'. */
  state: string;
  zip: string;
}

export interface AccountView {
  profile: ProfileValues;
  /** A new e-mail address waiting for confirmation from the link mailed to it; `profile.email` until then. */
  pendingEmail?: string | null;
  /** 'MM/DD/YYYY' as the legacy API gives it; shown when known, not editable here. */
  dateOfBirth?: string | null;
  shipping: AccountAddressView | null;
  billing: AccountAddressView | null;
  /** Text-message updates (the legacy `smsallow`). */
  smsOptIn: boolean;
  /** Brand, last four and expiry only. */
  paymentMethod: CardSummary | null;
}

/** The shipping form's values: domain `addressSchema`, `smsallow` being the SMS opt-in. */
export type ShippingAddressValues = AddressValues;

/**
 * The billing form's values. With `sameAsShipping` the address fields are the shipping address on
 * file, so the app can always send the billing_* fields as they are.
 */
export type BillingAddressValues = Omit<AddressValues, 'smsallow'> & { sameAsShipping: boolean };

export type AccountScreenState =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry?: () => void }
  | { state: 'ready'; account: AccountView };

/**
 * Each callback gets schema-cleaned values and resolves once the change is saved and the account
 * data refetched (`undefined`; the section closes and shows the new data, the app shows the
 * 'Account updated successfully' toast), or with `{ formError }` / `{ fieldErrors }` to show.
 */
/** The profile form's answer: with the current password when the e-mail or phone changes. */
export type ProfileChange = ProfileValues & { currentPassword?: string | undefined };

export interface AccountCallbacks {
  onUpdateProfile: (values: ProfileChange) => Promise<SubmitResult>;
  onUpdateShipping: (values: ShippingAddressValues) => Promise<SubmitResult>;
  onUpdateBilling: (values: BillingAddressValues) => Promise<SubmitResult>;
  onChangePassword: (values: ChangePasswordValues) => Promise<SubmitResult>;
  /**
   * Ends every session of the customer, this one included. Resolves `undefined` once done (the app
   * then leaves for /login), or with `{ formError }` to show under the button.
   */
  onLogoutEverywhere: () => Promise<SubmitResult>;
}

export type AccountScreenProps = AccountScreenState & AccountCallbacks & { brand?: string };

/** The edit forms (account-forms.tsx): loaded when the page is idle, or when Edit is pressed. */
const loadForms = () => import('./account-forms.tsx');
const ProfileForm = lazyPart(loadForms, 'ProfileForm');
const ShippingForm = lazyPart(loadForms, 'ShippingForm');
const BillingForm = lazyPart(loadForms, 'BillingForm');
const PasswordForm = lazyPart(loadForms, 'PasswordForm');

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

function ProfileSection({
  profile,
  dateOfBirth,
  pendingEmail,
  onSubmit,
}: {
  profile: ProfileValues;
  dateOfBirth: string | null;
  pendingEmail: string | null;
  onSubmit: AccountCallbacks['onUpdateProfile'];
}) {
  return (
    <AccountSection
      title="Profile"
      description="How we address you and reach you about your care and orders."
      icon={<UserRoundIcon />}
      renderForm={(close) => (
        <Suspense fallback={<PageState state="loading" />}>
          <ProfileForm profile={profile} onSubmit={onSubmit} close={close} />
        </Suspense>
      )}
    >
      <Details
        items={[
          { term: 'Name', value: `${profile.firstName} ${profile.lastName}` },
          {
            term: 'Email',
            value: pendingEmail ? (
              <>
                {profile.email}
                <span className={styles.pending}>
                  Changing to <strong>{pendingEmail}</strong>: open the link we sent there to confirm it.
                </span>
              </>
            ) : (
              profile.email
            ),
          },
          { term: 'Phone', value: profile.phone || <NotOnFile /> },
          ...(dateOfBirth ? [{ term: 'Date of birth', value: dateOfBirth }] : []),
        ]}
      />
    </AccountSection>
  );
}

function ShippingSection({
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
      renderForm={(close) => (
        <Suspense fallback={<PageState state="loading" />}>
          <ShippingForm initialValues={initialValues} onSubmit={onSubmit} close={close} />
        </Suspense>
      )}
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

function sameAddress(a: AccountAddressView | null, b: AccountAddressView | null): boolean {
  if (!a || !b) return false;
  const same = (x: string | null, y: string | null) =>
    (x ?? '').trim().toLowerCase() === (y ?? '').trim().toLowerCase();
  return (
    same(a.address, b.address) &&
    same(a.address2, b.address2) &&
    same(a.city, b.city) &&
    same(a.state, b.state) &&
    same(a.zip, b.zip)
  );
}

function BillingSection({
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
        <Suspense fallback={<PageState state="loading" />}>
          <BillingForm initialValues={initialValues} shipping={shipping} onSubmit={onSubmit} close={close} />
        </Suspense>
      )}
    >
      {billing ? (
        <Details
          items={[
            {
              term: 'Bill to',
              value: matchesShipping ? (
                <>
                  <span className={styles.note}>Same as shipping address</span>
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

function PaymentMethodSection({ card }: { card: CardSummary | null }) {
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

function PasswordSection({ onSubmit }: { onSubmit: AccountCallbacks['onChangePassword'] }) {
  return (
    <AccountSection
      title="Password"
      description="Used to log in to your account."
      icon={<KeyRoundIcon />}
      editLabel="Change"
      renderForm={(close) => (
        <Suspense fallback={<PageState state="loading" />}>
          <PasswordForm onSubmit={onSubmit} close={close} />
        </Suspense>
      )}
    >
      <Details
        items={[
          {
            term: 'Password',
            value: (
              <>
                <span aria-hidden="true">••••••••</span>
                <span className={css({ srOnly: true })}>Set, hidden for your security</span>
              </>
            ),
          },
        ]}
      />
    </AccountSection>
  );
}

function SessionsSection({
  onLogoutEverywhere,
}: {
  onLogoutEverywhere: AccountCallbacks['onLogoutEverywhere'];
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const logOutEverywhere = async () => {
    setBusy(true);
    setError(null);
    const result = await onLogoutEverywhere();
    // On success the app leaves the page; on failure the button is back with the reason.
    if (result) {
      setBusy(false);
      setError(result.formError ?? 'Something went wrong.');
    }
  };
  return (
    <AccountSection
      title="Logged-in devices"
      description="You are logged out after 30 minutes without activity, and 12 hours after you log in."
      icon={<LogOutIcon />}
    >
      <p className={styles.muted}>
        Lost a phone, or logged in on a shared computer? End every session of your account, this one included.
      </p>
      {error ? <InlineMessage status="error">{error}</InlineMessage> : null}
      <div>
        <Button
          variant="outline"
          size="sm"
          loading={busy}
          loadingText="Logging out…"
          onClick={logOutEverywhere}
        >
          Log out everywhere
        </Button>
      </div>
    </AccountSection>
  );
}

function NotOnFile({ children = 'Not on file' }: { children?: string }) {
  return <span className={styles.muted}>{children}</span>;
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
  note: css({ display: 'block', textStyle: 'sm', color: 'fg.muted', mb: '1' }),
  muted: css({ color: 'fg.muted' }),
  pending: css({ display: 'block', textStyle: 'sm', color: 'fg.muted', mt: '1' }),
};
