import type { AddressValues, ChangePasswordValues, ProfileValues } from '@helmsman/domain';
import { useField } from 'react-final-form';
import { css } from '#styled-system/css';
import { CheckboxField, EmailField, formRules, PasswordField, TextField } from '../../forms/index.ts';
import { AccountForm, fieldRow } from './account-form.tsx';
import { AddressFields } from './address-fields.tsx';
import { AddressLines, toFormAddress } from './address-lines.tsx';
import type {
  AccountAddressView,
  AccountCallbacks,
  BillingAddressValues,
  ShippingAddressValues,
} from './types.ts';

/*
 * The account sections' edit forms, a chunk of their own: the overview shows the details, and
 * react-final-form, the fields and their machines (~12 KiB gzip) load when the page is idle or an
 * Edit button is pressed.
 */

const profileRules = formRules<ProfileValues>((forms) => forms.profileSchema);

/** The profile form's values: the domain's, and the current password an e-mail or phone change needs. */
type ProfileFormValues = ProfileValues & { currentPassword?: string };

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your e-mail or phone.';

const phoneDigits = (phone: string | null | undefined) => (phone ?? '').replace(/\D/g, '').slice(-10);

/** Whether the e-mail or the phone differs from what is on file (then the current password is needed). */
export function changesContact(values: Partial<ProfileValues>, onFile: ProfileValues): boolean {
  const email = (values.email ?? '').trim().toLowerCase();
  return email !== onFile.email.toLowerCase() || phoneDigits(values.phone) !== phoneDigits(onFile.phone);
}

export function ProfileForm({
  profile,
  onSubmit,
  close,
}: {
  profile: ProfileValues;
  onSubmit: AccountCallbacks['onUpdateProfile'];
  close: () => void;
}) {
  const validate = async (values: ProfileFormValues) => {
    const errors = await profileRules.validate(values);
    if (!changesContact(values, profile) || values.currentPassword) return errors;
    return { ...errors, currentPassword: CURRENT_PASSWORD_REQUIRED };
  };
  return (
    <AccountForm<ProfileFormValues>
      label="Edit profile"
      initialValues={profile}
      validate={validate}
      onSubmit={async ({ currentPassword, ...values }) => {
        const clean = await profileRules.cast(values);
        // Sent only with a change that needs it: the password goes no further than it must.
        return onSubmit(changesContact(clean, profile) ? { ...clean, currentPassword } : clean);
      }}
      onSaved={close}
      onCancel={close}
      submitLabel="Save profile"
      busyLabel="Saving…"
    >
      <div className={fieldRow}>
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <TextField name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <div className={fieldRow}>
        <EmailField
          name="email"
          label="Email"
          helperText="A new address takes effect once you confirm it from the link we e-mail there."
        />
        <TextField name="phone" label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
      </div>
      <div className={fieldRow}>
        <PasswordField
          name="currentPassword"
          label="Current password"
          helperText="Needed only to change your e-mail or phone."
        />
      </div>
    </AccountForm>
  );
}

const addressRules = formRules<Partial<AddressValues>>((forms) => forms.addressSchema);

/** Schema-cleaned, with an emptied second line sent as '' so the app clears it rather than keeping it. */
async function cleanAddress(values: Partial<AddressValues>): Promise<AddressValues> {
  const address = await addressRules.cast(values);
  return { ...address, address2: address.address2 ?? '' };
}

export function ShippingForm({
  initialValues,
  onSubmit,
  close,
}: {
  initialValues: Partial<ShippingAddressValues>;
  onSubmit: AccountCallbacks['onUpdateShipping'];
  close: () => void;
}) {
  return (
    <AccountForm<ShippingAddressValues>
      label="Edit shipping address"
      initialValues={initialValues}
      validate={addressRules.validate}
      onSubmit={async (values) => onSubmit(await cleanAddress(values))}
      onSaved={close}
      onCancel={close}
      submitLabel="Save address"
      busyLabel="Saving…"
    >
      <AddressFields group="shipping" />
      <CheckboxField
        name="smsallow"
        label="Text me order and shipping updates"
        helperText="Message and data rates may apply. Reply STOP to opt out at any time."
      />
    </AccountForm>
  );
}

const validateBilling = async (values: BillingAddressValues) =>
  values.sameAsShipping ? undefined : addressRules.validate(values);

export function BillingForm({
  initialValues,
  shipping,
  onSubmit,
  close,
}: {
  initialValues: BillingAddressValues;
  shipping: AccountAddressView | null;
  onSubmit: AccountCallbacks['onUpdateBilling'];
  close: () => void;
}) {
  const submit = async (values: BillingAddressValues) => {
    const source = values.sameAsShipping && shipping ? toFormAddress(shipping) : values;
    const { smsallow: _ignored, ...address } = await cleanAddress(source);
    return onSubmit({ ...address, sameAsShipping: values.sameAsShipping && shipping !== null });
  };

  return (
    <AccountForm<BillingAddressValues>
      label="Edit billing address"
      initialValues={initialValues}
      validate={validateBilling}
      onSubmit={submit}
      onSaved={close}
      onCancel={close}
      submitLabel="Save address"
      busyLabel="Saving…"
    >
      {shipping ? <CheckboxField name="sameAsShipping" label="Same as shipping address" /> : null}
      <BillingFields shipping={shipping} />
    </AccountForm>
  );
}

/** The address fields, or the shipping address that will be used while 'Same as shipping' is ticked. */
function BillingFields({ shipping }: { shipping: AccountAddressView | null }) {
  const { input } = useField<boolean>('sameAsShipping', { type: 'checkbox', subscription: { value: true } });
  if (input.checked && shipping) {
    return (
      <div className={sameAs}>
        <AddressLines address={shipping} />
      </div>
    );
  }
  return <AddressFields group="billing" />;
}

const passwordRules = formRules<ChangePasswordValues>((forms) => forms.changePasswordSchema);

export function PasswordForm({
  onSubmit,
  close,
}: {
  onSubmit: AccountCallbacks['onChangePassword'];
  close: () => void;
}) {
  return (
    <AccountForm<ChangePasswordValues>
      label="Change password"
      initialValues={{}}
      validate={passwordRules.validate}
      onSubmit={async (values) => onSubmit(await passwordRules.cast(values))}
      onSaved={close}
      onCancel={close}
      submitLabel="Change password"
      busyLabel="Changing…"
    >
      <PasswordField name="oldPassword" label="Current password" autoComplete="current-password" />
      <PasswordField
        name="password"
        label="New password"
        autoComplete="new-password"
        helperText="6 to 16 characters."
      />
      <PasswordField name="passwordConfirm" label="Confirm new password" autoComplete="new-password" />
    </AccountForm>
  );
}

const sameAs = css({
  px: '4',
  py: '3',
  bg: 'bg.subtle',
  borderRadius: 'l2',
  borderWidth: '1px',
  borderColor: 'border.default',
});
