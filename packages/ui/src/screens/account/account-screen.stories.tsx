import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { alexAccount, jordanAccount, raviAccount } from '../../../../../stories/fixtures/index.ts';
import { errorStory, loadingStory } from '../../../../../stories/src/page-load-stories.ts';
import type { SubmitResult } from '../../forms/index.ts';
import { accountArgs, never, openForm } from './account-screen.fixtures.tsx';
import { AccountScreen } from './account-screen.tsx';

/** What is on file, the page states and the session controls; the edit forms are in AccountForms. */
const meta = {
  title: 'Screens/Account',
  component: AccountScreen,
  args: accountArgs,
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /accounts while the account data is being fetched (spec section 4: a spinner). */
export const Loading: Story = loadingStory('Loading your account…', async (canvas) => {
  await expect(canvas.queryByRole('region')).toBeNull();
});

/** /accounts when the account data could not be fetched: the error message, and 'Try again'. */
export const Error: Story = errorStory();

/** /accounts for a customer with everything on file. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    const profile = canvas.getByRole('region', { name: 'Profile' });
    await expect(profile).toHaveTextContent('Alex Berg');
    await expect(profile).toHaveTextContent('alex@helmsman.test');
    await expect(profile).toHaveTextContent('(512) 555-0142');
    await expect(profile).not.toHaveTextContent('Date of birth');

    const shipping = canvas.getByRole('region', { name: 'Shipping address' });
    await expect(shipping).toHaveTextContent('Austin, TX 78701');
    await expect(shipping).toHaveTextContent('Text updatesOn');
    await expect(canvas.getByRole('region', { name: 'Billing address' })).toHaveTextContent(
      'Same as shipping address',
    );

    const payment = canvas.getByRole('region', { name: 'Payment method' });
    await expect(within(payment).getByText('Visa •••• 0002, expires 09/28')).toBeVisible();
    await expect(within(payment).getByRole('link', { name: 'Update payment method' })).toHaveAttribute(
      'href',
      '/accounts/editPaymentMethod',
    );
    // One edit button per editable section, each with its own name.
    for (const name of ['Edit profile', 'Edit shipping address', 'Edit billing address', 'Change password']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

/** /accounts when the legacy API knows the customer's date of birth (from the online visit): shown, not editable. */
export const WithDateOfBirth: Story = {
  args: { account: { ...alexAccount, dateOfBirth: '06/12/1984' } },
  play: async ({ canvas, userEvent }) => {
    const profile = canvas.getByRole('region', { name: 'Profile' });
    await expect(profile).toHaveTextContent('Date of birth06/12/1984');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit profile' }));
    await expect(canvas.queryByLabelText(/date of birth/i)).toBeNull();
  },
};

/** /accounts for a customer who ships to the office and pays from home. */
export const SeparateBillingAddress: Story = {
  args: { account: jordanAccount },
  play: async ({ canvas }) => {
    const billing = canvas.getByRole('region', { name: 'Billing address' });
    await expect(billing).toHaveTextContent('4107 Avenue H');
    await expect(billing).not.toHaveTextContent('Same as shipping address');
    await expect(canvas.getByText('Mastercard •••• 4444, expires 03/27')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Shipping address' })).toHaveTextContent(
      'Text updatesOff',
    );
  },
};

/** /accounts for a new customer: no address or card yet, so the sections offer to add them. */
export const NothingOnFile: Story = {
  args: { account: raviAccount },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('No shipping address on file yet.')).toBeVisible();
    await expect(canvas.getByText('No card on file yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add payment method' })).toHaveAttribute(
      'href',
      '/accounts/editPaymentMethod',
    );
    // Without a shipping address there is nothing to copy: the billing form asks for the fields.
    await userEvent.click(canvas.getByRole('button', { name: 'Add billing address' }));
    const billing = canvas.getByRole('form', { name: 'Edit billing address' });
    await expect(within(billing).queryByLabelText('Same as shipping address')).toBeNull();
    await expect(within(billing).getByLabelText('Street address')).toHaveFocus();
  },
};

/** /accounts after a new e-mail was asked for: the address on file stays, the pending one is named. */
export const ProfileEmailChangePending: Story = {
  args: { account: { ...alexAccount, pendingEmail: 'alex.new@helmsman.test' } },
  play: async ({ canvas }) => {
    const profile = canvas.getByRole('region', { name: 'Profile' });
    await expect(profile).toHaveTextContent('alex@helmsman.test');
    await expect(profile).toHaveTextContent(
      'Changing to alex.new@helmsman.test: open the link we sent there to confirm it.',
    );
  },
};

/** /accounts, 'Log out everywhere' pressed: busy until the app has ended every session and left. */
export const LogoutEverywhere: Story = {
  args: { onLogoutEverywhere: fn(never) },
  play: async ({ canvas, userEvent, args }) => {
    const devices = within(canvas.getByRole('region', { name: 'Logged-in devices' }));
    await expect(
      devices.getByText(/30 minutes without activity, and 12 hours after you log in/),
    ).toBeVisible();
    await userEvent.click(devices.getByRole('button', { name: 'Log out everywhere' }));
    await expect(args.onLogoutEverywhere).toHaveBeenCalledOnce();
    await expect(await devices.findByRole('button', { name: 'Logging out…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** /accounts when the sessions could not be ended (a legacy API without the call): the reason, and the button back. */
export const LogoutEverywhereFailed: Story = {
  args: {
    onLogoutEverywhere: fn(
      async (): Promise<SubmitResult> => ({
        formError:
          "We can't log out your other devices from here right now. Please try again later or contact support.",
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const devices = within(canvas.getByRole('region', { name: 'Logged-in devices' }));
    await userEvent.click(devices.getByRole('button', { name: 'Log out everywhere' }));
    await expect(await devices.findByRole('alert')).toHaveTextContent("We can't log out your other devices");
    await expect(devices.getByRole('button', { name: 'Log out everywhere' })).toBeEnabled();
  },
};

/** /accounts after opening an editor and pressing Cancel: nothing is sent, focus returns to Edit. */
export const EditCancelled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const form = await openForm(canvas, userEvent, 'Edit profile');
    await userEvent.type(form.getByLabelText('First name'), 'xyz');
    await userEvent.click(form.getByRole('button', { name: 'Cancel' }));

    await expect(canvas.getByRole('button', { name: 'Edit profile' })).toHaveFocus();
    await expect(canvas.getByRole('region', { name: 'Profile' })).toHaveTextContent('Alex Berg');
    await expect(args.onUpdateProfile).not.toHaveBeenCalled();
  },
};

/** /accounts on a 360px phone: sections stack in one column, the address fields fit the card. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const profile = canvas.getByRole('region', { name: 'Profile' });
    const shipping = canvas.getByRole('region', { name: 'Shipping address' });
    await expect(shipping.getBoundingClientRect().top).toBeGreaterThan(
      profile.getBoundingClientRect().bottom,
    );
    const form = await openForm(canvas, userEvent, 'Edit shipping address');
    // City takes its own line; state and ZIP share the next.
    const city = form.getByLabelText('City').getBoundingClientRect();
    const state = form.getByLabelText('State').getBoundingClientRect();
    const zip = form.getByLabelText('ZIP code').getBoundingClientRect();
    await expect(state.top).toBeGreaterThan(city.bottom);
    await expect(Math.abs(state.top - zip.top)).toBeLessThan(2);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
