import { describe, expect, it } from 'vitest';
import type { AccountFieldsFragment } from '../gql/hooks.ts';
import { toAccountView } from './account-view.ts';

const austin = { address: '412 Congress Ave', address2: 'Apt 5B', city: 'Austin', state: 'TX', zip: '78701' };
const alex: AccountFieldsFragment = {
  profile: {
    firstName: 'Alex',
    lastName: 'Berg',
    email: 'alex@helmsman.test',
    pendingEmail: null,
    phone: '(512) 555-0142',
    dateOfBirth: '06/12/1984',
  },
  shippingAddress: austin,
  billingAddress: austin,
  billingSameAsShipping: true,
  smsOptIn: true,
  paymentMethod: { brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
};

describe('toAccountView', () => {
  it("gives the profile form exactly its fields, so what it sends back is the mutation's input", () => {
    const view = toAccountView(alex);
    expect(view.profile).toEqual({
      firstName: 'Alex',
      lastName: 'Berg',
      email: 'alex@helmsman.test',
      phone: '(512) 555-0142',
    });
    expect(view.dateOfBirth).toBe('06/12/1984');
    expect(view.pendingEmail).toBeNull();
  });

  it('names the e-mail waiting for confirmation, apart from the one on file', () => {
    const pendingEmail = { email: 'alex.new@helmsman.test', expiresAt: '2026-11-27T10:00:00.000Z' };
    const view = toAccountView({ ...alex, profile: { ...alex.profile, pendingEmail } });
    expect(view.profile.email).toBe('alex@helmsman.test');
    expect(view.pendingEmail).toBe('alex.new@helmsman.test');
  });

  it('shows a missing phone as empty and reads the card brand as the design system names it', () => {
    const view = toAccountView({
      ...alex,
      profile: { ...alex.profile, phone: null },
      paymentMethod: { brand: 'jcb', last4: '0005', expMonth: 1, expYear: 2031 },
    });
    expect(view.profile.phone).toBe('');
    expect(view.paymentMethod).toEqual({ brand: 'unknown', last4: '0005', expMonth: 1, expYear: 2031 });
    expect(toAccountView(alex).paymentMethod?.brand).toBe('visa');
  });

  it('keeps addresses, the SMS opt-in and a missing card as they are', () => {
    const view = toAccountView({ ...alex, billingAddress: null, smsOptIn: false, paymentMethod: null });
    expect(view).toMatchObject({ shipping: austin, billing: null, smsOptIn: false, paymentMethod: null });
  });
});
