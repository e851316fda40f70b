import { messages } from '@helmsman/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { alexAccount, jordanAccount, raviAccount } from '../../../../../stories/fixtures/index.ts';
import type { SubmitResult } from '../../forms/index.ts';
import {
  accountArgs,
  never,
  openForm,
  retype,
  submitPasswordChange,
  WithRefetch,
} from './account-screen.fixtures.tsx';
import { AccountScreen } from './account-screen.tsx';
import type { BillingAddressValues, ProfileChange, ShippingAddressValues } from './types.ts';

/** The account's edit forms (profile, addresses, password): validation, busy, saved and refused. */
const meta = {
  title: 'Screens/AccountForms',
  component: AccountScreen,
  args: accountArgs,
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /accounts after 'Edit profile', with every field emptied and then a mistyped e-mail. */
export const ProfileWithValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const form = await openForm(canvas, userEvent, 'Edit profile');
    await expect(form.getByLabelText('First name')).toHaveFocus();
    for (const label of ['First name', 'Last name', 'Email', 'Phone'])
      await userEvent.clear(form.getByLabelText(label));
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));

    await expect(await form.findByText('First name is required')).toBeVisible();
    await expect(form.getByText('Last name is required')).toBeVisible();
    await expect(form.getByText('Email is required')).toBeVisible();
    await expect(form.getByText('Phone number is required')).toBeVisible();
    await expect(form.getByLabelText('First name')).toHaveFocus();

    await userEvent.type(form.getByLabelText('Email'), 'alex@');
    await expect(await form.findByText('Invalid Email')).toBeVisible();
    await expect(form.getByLabelText('Email')).toHaveAccessibleDescription(
      'A new address takes effect once you confirm it from the link we e-mail there. Invalid Email',
    );
    await expect(args.onUpdateProfile).not.toHaveBeenCalled();
  },
};

/** /accounts while a profile change is being saved: Save is busy, Cancel waits. */
export const ProfileSubmitting: Story = {
  args: { onUpdateProfile: fn(never) },
  play: async ({ canvas, userEvent, args }) => {
    const form = await openForm(canvas, userEvent, 'Edit profile');
    await retype(form, userEvent, 'Phone', ' (512) 555-0199 ');
    await userEvent.type(form.getByLabelText('Current password'), 'Valhalla1');
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(args.onUpdateProfile).toHaveBeenCalledOnce());
    await expect(args.onUpdateProfile).toHaveBeenCalledWith({
      ...alexAccount.profile,
      phone: '(512) 555-0199',
      currentPassword: 'Valhalla1',
    } satisfies ProfileChange);
    await expect(await form.findByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** /accounts after a profile change was saved: the section closes onto the new data, focus returns to Edit. */
export const ProfileSaved: Story = {
  render: WithRefetch,
  play: async ({ canvas, userEvent }) => {
    const form = await openForm(canvas, userEvent, 'Edit profile');
    await retype(form, userEvent, 'Last name', 'Berg-Reyes');
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(canvas.queryByRole('form', { name: 'Edit profile' })).toBeNull());
    await expect(canvas.getByRole('region', { name: 'Profile' })).toHaveTextContent('Alex Berg-Reyes');
    // Focus returns in an effect after the section has closed.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Edit profile' })).toHaveFocus());
  },
};

/** /accounts when the server rejects one field (the e-mail belongs to another account): shown under it. */
export const ProfileWithServerFieldError: Story = {
  args: {
    onUpdateProfile: fn(
      async (): Promise<SubmitResult> => ({
        fieldErrors: { email: 'Another account already uses this email.' },
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const form = await openForm(canvas, userEvent, 'Edit profile');
    await retype(form, userEvent, 'Email', 'jordan.lee@helmsman.test');
    await userEvent.type(form.getByLabelText('Current password'), 'Valhalla1');
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));

    const email = form.getByLabelText('Email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'A new address takes effect once you confirm it from the link we e-mail there. Another account already uses this email.',
      ),
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    // The form stays open with what was typed; editing the field clears the server's message.
    await userEvent.type(email, 'x');
    await expect(form.queryByText('Another account already uses this email.')).toBeNull();
  },
};

/**
 * /accounts, a new e-mail typed without the current password: asked for, nothing sent; with it, the
 * change goes out with the password (issue 11: a session alone must not move the account away).
 */
export const ProfileContactChangeNeedsPassword: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const form = await openForm(canvas, userEvent, 'Edit profile');
    await retype(form, userEvent, 'Email', 'alex.new@helmsman.test');
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));

    const password = form.getByLabelText('Current password');
    await expect(
      await form.findByText('Enter your current password to change your e-mail or phone.'),
    ).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(args.onUpdateProfile).not.toHaveBeenCalled();

    await userEvent.type(password, 'Valhalla1');
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));
    await waitFor(() =>
      expect(args.onUpdateProfile).toHaveBeenCalledWith({
        ...alexAccount.profile,
        email: 'alex.new@helmsman.test',
        currentPassword: 'Valhalla1',
      } satisfies ProfileChange),
    );
  },
};

/** /accounts when the current password given for an e-mail or phone change is wrong: shown under it. */
export const ProfileWrongCurrentPassword: Story = {
  args: {
    onUpdateProfile: fn(
      async (): Promise<SubmitResult> => ({
        formError: 'Failed to update account.',
        fieldErrors: { currentPassword: 'The current password is incorrect.' },
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const form = await openForm(canvas, userEvent, 'Edit profile');
    await retype(form, userEvent, 'Phone', '(512) 555-0199');
    await userEvent.type(form.getByLabelText('Current password'), 'Valhalla9');
    await userEvent.click(form.getByRole('button', { name: 'Save profile' }));

    const password = form.getByLabelText('Current password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'Needed only to change your e-mail or phone. The current password is incorrect.',
      ),
    );
    await expect(form.getByRole('alert')).toHaveTextContent('Failed to update account.');
  },
};

/** /accounts, 'Add shipping address' pressed with nothing filled in, then a four-digit ZIP. */
export const ShippingWithValidationErrors: Story = {
  args: { account: raviAccount },
  play: async ({ canvas, userEvent, args }) => {
    const form = await openForm(canvas, userEvent, 'Add shipping address', 'Edit shipping address');
    await expect(form.getByLabelText('State')).toHaveDisplayValue('Select a state');
    await userEvent.click(form.getByRole('button', { name: 'Save address' }));

    await expect(await form.findByText('Address is required')).toBeVisible();
    await expect(form.getByText('City is required')).toBeVisible();
    await expect(form.getByText('State is required')).toBeVisible();
    await expect(form.getByText('ZIP code is required')).toBeVisible();
    await expect(form.getByLabelText('State')).toHaveAccessibleDescription('State is required');
    await expect(form.getByLabelText('Street address')).toHaveFocus();
    // The second line is optional.
    await expect(form.getByLabelText('Apartment, suite, etc. (optional)')).not.toHaveAttribute(
      'aria-invalid',
    );

    await userEvent.type(form.getByLabelText('ZIP code'), '6061');
    await expect(await form.findByText('Invalid ZIP code format')).toBeVisible();
    await expect(form.getByLabelText('ZIP code')).toHaveAccessibleDescription('Invalid ZIP code format');
    await userEvent.type(form.getByLabelText('ZIP code'), '00');
    await expect(form.getByText('Invalid ZIP code format')).toBeVisible();
    await expect(args.onUpdateShipping).not.toHaveBeenCalled();
  },
};

/** /accounts after a move: new address picked from the state list, texts turned off, saved. */
export const ShippingSaved: Story = {
  render: WithRefetch,
  play: async ({ canvas, userEvent, args }) => {
    const form = await openForm(canvas, userEvent, 'Edit shipping address');
    await expect(form.getByLabelText('State')).toHaveValue('TX');
    await expect(form.getByLabelText('Street address')).toHaveAttribute(
      'autocomplete',
      'shipping address-line1',
    );
    await retype(form, userEvent, 'Street address', '1600 Champa St');
    await userEvent.clear(form.getByLabelText('Apartment, suite, etc. (optional)'));
    await retype(form, userEvent, 'City', 'Denver');
    await userEvent.selectOptions(form.getByLabelText('State'), 'Colorado');
    await retype(form, userEvent, 'ZIP code', '80202');
    await userEvent.click(form.getByLabelText('Text me order and shipping updates'));
    await userEvent.click(form.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(args.onUpdateShipping).toHaveBeenCalledOnce());
    await expect(args.onUpdateShipping).toHaveBeenCalledWith({
      address: '1600 Champa St',
      address2: '',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      smsallow: false,
    } satisfies ShippingAddressValues);
    const shipping = canvas.getByRole('region', { name: 'Shipping address' });
    await waitFor(() => expect(shipping).toHaveTextContent('Denver, CO 80202'));
    await expect(shipping).toHaveTextContent('Text updatesOff');
  },
};

/** /accounts when saving the address failed: 'Failed to save address.' above the fields, nothing lost. */
export const ShippingWithServerError: Story = {
  args: {
    onUpdateShipping: fn(async (): Promise<SubmitResult> => ({ formError: messages.failedSaveAddress })),
  },
  play: async ({ canvas, userEvent }) => {
    const form = await openForm(canvas, userEvent, 'Edit shipping address');
    await userEvent.type(form.getByLabelText('Apartment, suite, etc. (optional)'), ' rear door');
    await userEvent.click(form.getByRole('button', { name: 'Save address' }));

    await expect(await form.findByRole('alert')).toHaveTextContent('Failed to save address.');
    await expect(form.getByLabelText('Apartment, suite, etc. (optional)')).toHaveValue('Apt 5B rear door');
    await expect(form.getByRole('button', { name: 'Save address' })).not.toHaveAttribute('aria-busy');
  },
};

/** /accounts, billing address 'Same as shipping': no fields to fill, the shipping address is sent. */
export const BillingSameAsShipping: Story = {
  args: { account: { ...jordanAccount, billing: null } },
  play: async ({ canvas, userEvent, args }) => {
    const form = await openForm(canvas, userEvent, 'Add billing address', 'Edit billing address');
    const same = form.getByLabelText('Same as shipping address');
    await expect(same).toBeChecked();
    await expect(form.queryByLabelText('Street address')).toBeNull();
    await expect(form.getByText('88 Pearl St')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(args.onUpdateBilling).toHaveBeenCalledOnce());
    await expect(args.onUpdateBilling).toHaveBeenCalledWith({
      address: '88 Pearl St',
      address2: 'Floor 3',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      sameAsShipping: true,
    } satisfies BillingAddressValues);
  },
};

/** /accounts, billing address of its own: unticking 'Same as shipping' shows the fields, which validate. */
export const BillingWithValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const form = await openForm(canvas, userEvent, 'Edit billing address');
    await userEvent.click(form.getByLabelText('Same as shipping address'));
    const zip = form.getByLabelText('ZIP code');
    await expect(zip).toHaveAttribute('autocomplete', 'billing postal-code');
    await userEvent.clear(zip);
    await userEvent.type(zip, '787');
    await userEvent.clear(form.getByLabelText('City'));
    await userEvent.click(form.getByRole('button', { name: 'Save address' }));

    await expect(await form.findByText('City is required')).toBeVisible();
    await expect(form.getByText('Invalid ZIP code format')).toBeVisible();
    await expect(form.getByLabelText('City')).toHaveFocus();
    await expect(args.onUpdateBilling).not.toHaveBeenCalled();
  },
};

/** /accounts after 'Change password' pressed with nothing typed, then passwords too short, too long and different. */
export const PasswordWithValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const form = await openForm(canvas, userEvent, 'Change password');
    await expect(form.getByLabelText('Current password')).toHaveFocus();
    await userEvent.click(form.getByRole('button', { name: 'Change password' }));

    await expect(await form.findByText('Current password is required')).toBeVisible();
    await expect(form.getByText('Password is required')).toBeVisible();
    await expect(form.getByText('Password confirm is required')).toBeVisible();

    const password = form.getByLabelText('New password');
    await userEvent.type(password, 'abc12');
    await expect(await form.findByText('Please enter a password more than 6')).toBeVisible();
    await expect(password).toHaveAccessibleDescription(
      '6 to 16 characters. Please enter a password more than 6',
    );
    await userEvent.type(password, 'defghijklmnop');
    await expect(await form.findByText('Please enter a password less than 16')).toBeVisible();

    await userEvent.clear(password);
    await userEvent.type(password, 'Valhalla2');
    await userEvent.type(form.getByLabelText('Confirm new password'), 'Valhalla3');
    await userEvent.tab();
    await expect(await form.findByText('Passwords must match')).toBeVisible();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

/** /accounts while the new password is being saved. */
export const PasswordSubmitting: Story = {
  args: { onChangePassword: fn(never) },
  play: async ({ canvas, userEvent, args }) => {
    const form = await openForm(canvas, userEvent, 'Change password');
    await submitPasswordChange(form, userEvent, 'Valhalla1', 'Valhalla2');

    await waitFor(() =>
      expect(args.onChangePassword).toHaveBeenCalledWith({
        oldPassword: 'Valhalla1',
        password: 'Valhalla2',
        passwordConfirm: 'Valhalla2',
      }),
    );
    await expect(await form.findByRole('button', { name: 'Changing…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** /accounts when the current password was wrong: the server's message under that field. */
export const PasswordWithServerFieldError: Story = {
  args: {
    onChangePassword: fn(
      async (): Promise<SubmitResult> => ({
        fieldErrors: { oldPassword: 'Your current password is incorrect.' },
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const form = await openForm(canvas, userEvent, 'Change password');
    await submitPasswordChange(form, userEvent, 'Valhalla0', 'Valhalla2');

    await waitFor(() =>
      expect(form.getByLabelText('Current password')).toHaveAccessibleDescription(
        'Your current password is incorrect.',
      ),
    );
    await expect(form.getByLabelText('New password')).toHaveValue('Valhalla2');
  },
};

/** /accounts after the password was changed: the form closes (nothing typed is kept) and focus returns. */
export const PasswordChanged: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const form = await openForm(canvas, userEvent, 'Change password');
    await submitPasswordChange(form, userEvent, 'Valhalla1', 'Valhalla2');

    await waitFor(() => expect(canvas.queryByRole('form', { name: 'Change password' })).toBeNull());
    await expect(args.onChangePassword).toHaveBeenCalledOnce();
    // Focus returns in an effect after the section has closed.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Change password' })).toHaveFocus());
    await expect(canvas.queryByDisplayValue('Valhalla2')).toBeNull();
  },
};
