import { useState } from 'react';
import { fn, type userEvent, within } from 'storybook/test';
import { alexAccount } from '../../../../../stories/fixtures/index.ts';
import type { SubmitResult } from '../../forms/index.ts';
import { AccountScreen } from './account-screen.tsx';
import type {
  AccountCallbacks,
  AccountScreenProps,
  AccountView,
  BillingAddressValues,
  ProfileChange,
  ShippingAddressValues,
} from './types.ts';

/** A change the app saved (and refetched the account after). */
const saved = async (): Promise<SubmitResult> => undefined;
/** A change the app is still sending: the form stays busy. */
export const never = () => new Promise<SubmitResult>(() => {});

/** Alex's account with every change saved; a story replaces the callback it is about. */
export const accountArgs = {
  state: 'ready' as const,
  account: alexAccount,
  onUpdateProfile: fn(saved),
  onUpdateShipping: fn(saved),
  onUpdateBilling: fn(saved),
  onChangePassword: fn(saved),
  onLogoutEverywhere: fn(saved),
};

type Canvas = ReturnType<typeof within>;
type User = Pick<typeof userEvent, 'click' | 'clear' | 'type'>;

/** Presses a section's edit button ('Edit profile', 'Add billing address') and returns its form. */
export async function openForm(canvas: Canvas, user: User, button: string, form = button): Promise<Canvas> {
  await user.click(canvas.getByRole('button', { name: button }));
  return within(canvas.getByRole('form', { name: form }));
}

/** Replaces what a field holds with `text`. */
export async function retype(form: Canvas, user: User, label: string, text: string) {
  await user.clear(form.getByLabelText(label));
  await user.type(form.getByLabelText(label), text);
}

/** Fills the password form (the new one typed twice) and presses 'Change password'. */
export async function submitPasswordChange(form: Canvas, user: User, current: string, next: string) {
  await user.type(form.getByLabelText('Current password'), current);
  await user.type(form.getByLabelText('New password'), next);
  await user.type(form.getByLabelText('Confirm new password'), next);
  await user.click(form.getByRole('button', { name: 'Change password' }));
}

/**
 * The screen as the app wires it: each save resolves after the account data is refetched, so the
 * section closes onto the new data. The spies in `args` still see every call.
 */
export function WithRefetch(args: AccountScreenProps) {
  const [account, setAccount] = useState<AccountView>(args.state === 'ready' ? args.account : alexAccount);
  const after =
    <V,>(call: (values: V) => Promise<SubmitResult>, update: (values: V) => Partial<AccountView>) =>
    async (values: V) => {
      const result = await call(values);
      if (!result) setAccount((current) => ({ ...current, ...update(values) }));
      return result;
    };
  const callbacks: AccountCallbacks = {
    onUpdateProfile: after(args.onUpdateProfile, ({ currentPassword: _, ...profile }: ProfileChange) => ({
      profile,
    })),
    onUpdateShipping: after(args.onUpdateShipping, ({ smsallow, ...address }: ShippingAddressValues) => ({
      shipping: { ...address, address2: address.address2 || null },
      smsOptIn: smsallow,
    })),
    onUpdateBilling: after(
      args.onUpdateBilling,
      ({ sameAsShipping: _, ...address }: BillingAddressValues) => ({
        billing: { ...address, address2: address.address2 || null },
      }),
    ),
    onChangePassword: args.onChangePassword,
    onLogoutEverywhere: args.onLogoutEverywhere,
  };
  return <AccountScreen {...args} {...callbacks} state="ready" account={account} />;
}
