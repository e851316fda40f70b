import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ALEX_TOKEN, SAM_TOKEN, useAccountApp } from '../../test/account.ts';
import { backends } from '../../test/backends.ts';
import { demo } from '../db/demo-data.ts';
import { leads } from '../db/schema/index.ts';
import { resetDatabase } from '../db/seed.ts';
import { FAILED_SAVE_ADDRESS, FAILED_UPDATE_ACCOUNT } from './profile.ts';

const BASICS = '/lapi/account/basics';
const UPDATE = '/lapi/account/update/';
const ADDRESS = '/lapi/account/address/';
const SUBSCRIPTIONS = '/lapi/account/subscriptions/';
const V2_UPDATE = '/lapi/v2/account/update';
const V2_DATA = '/lapi/v2/account/data';
const V2_ADDRESS = '/lapi/v2/account/change-address';
const V2_BILLING = '/lapi/v2/account/change-billing-address';

const alexShipping = {
  address: '412 Congress Ave',
  address2: 'Apt 5B',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};
const newAddress = { address: '700 Lavaca St', address2: '', city: 'Austin', state: 'TX', zip: '78701' };
const billingAddress = {
  address: '1 Bank Plaza',
  address2: 'Suite 9',
  city: 'Dallas',
  state: 'TX',
  zip: '75201',
};

/** 'MM/DD/YYYY' of the day `years` years before `today` (UTC), shifted by `days`. */
function birthday(today: Date, years: number, days = 0): string {
  const date = new Date(
    Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days),
  );
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

describe.each(backends)('account profile on %s', (backend) => {
  const context = useAccountApp(backend);
  const alex = (path: string, data: object = {}) => context.call(path, data, ALEX_TOKEN);
  const alexLead = async () => {
    const [row] = await context.database.db.select().from(leads).where(eq(leads.id, demo.alex.leadsId));
    return row;
  };

  beforeEach(async () => {
    context.clock.reset();
    context.mailer.sent.length = 0;
    await resetDatabase(context.database.db);
    await context.logInDemoCustomers();
  });

  describe('basics', () => {
    it("answers the customer's basics in the legacy spelling", async () => {
      const answer = await alex(BASICS, { leads_id: demo.alex.leadsId });
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope).toEqual({
        status: 'SUCCESS',
        message: '',
        data: {
          first_name: 'Alex',
          last_name: 'Berg',
          email: demo.alex.email,
          phone: '(512) 555-0142',
          dob: '06/12/1984',
          prospects_id: demo.alex.prospectsId,
          smsallow: 1,
        },
      });
    });

    it('answers null and 0 for what Sam never gave', async () => {
      const answer = await context.call(BASICS, {}, SAM_TOKEN);
      expect(answer.envelope.data).toMatchObject({ email: demo.sam.email, dob: null, smsallow: 0 });
    });
  });

  describe('update', () => {
    it('changes only the fields sent', async () => {
      const phone = (await alexLead())?.phone;
      const answer = await alex(UPDATE, { first_name: '  Alexander ' });
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope).toMatchObject({
        status: 'SUCCESS',
        message: 'Account updated.',
        data: { first_name: 'Alexander', last_name: 'Berg', phone, dob: '06/12/1984' },
      });
      expect((await alex(BASICS)).envelope.data).toMatchObject({ first_name: 'Alexander', phone });
    });

    it('stores the date of birth and answers it as MM/DD/YYYY', async () => {
      const answer = await alex(UPDATE, { dob: '02/29/1988' });
      expect(answer.envelope.data).toMatchObject({ dob: '02/29/1988' });
      expect((await alexLead())?.dob).toBe('1988-02-29');
    });

    it('applies the age rule of 19 to 99 on the day of the call', async () => {
      const today = context.clock.now();
      for (const dob of [birthday(today, 19), birthday(today, 99), birthday(today, 100, 1)]) {
        expect((await alex(UPDATE, { dob })).httpStatus, dob).toBe(200);
      }
      for (const dob of [birthday(today, 19, 1), birthday(today, 100)]) {
        const answer = await alex(UPDATE, { dob });
        expect(answer.httpStatus, dob).toBe(400);
        expect(answer.envelope).toEqual({
          status: 'FAILURE',
          message: FAILED_UPDATE_ACCOUNT,
          data: {
            field: 'dob',
            message: 'You must be between 19 and 99 years old.',
            fields: { dob: 'You must be between 19 and 99 years old.' },
          },
        });
      }
    });

    it.each([
      [{ dob: '' }, 'dob', 'You must enter a date of birth.'],
      [{ dob: '6/12/1984' }, 'dob', 'Date format must be MM/DD/YYYY.'],
      [{ dob: '13/12/1984' }, 'dob', 'Invalid date'],
      [{ email: 'alex@' }, 'email', 'Invalid Email'],
      [{ first_name: ' ' }, 'first_name', 'First name is required'],
      [{ phoneNo: '555-0142' }, 'phoneNo', 'Phone number must be a 10-digit U.S. number'],
    ])('answers 400 to %j naming the field, and changes nothing', async (data, field, message) => {
      const before = await alexLead();
      const answer = await alex(UPDATE, data);
      expect(answer.httpStatus).toBe(400);
      expect(answer.envelope).toMatchObject({
        status: 'FAILURE',
        message: FAILED_UPDATE_ACCOUNT,
        data: { field, message },
      });
      expect(await alexLead()).toEqual(before);
    });

    it("answers 409 to another customer's e-mail, in any case, and changes nothing", async () => {
      const before = await alexLead();
      for (const email of [demo.sam.email, ' SAM@helmsman.TEST']) {
        const answer = await alex(UPDATE, { email, first_name: 'Changed' });
        expect(answer.httpStatus).toBe(409);
        expect(answer.envelope).toMatchObject({
          status: 'FAILURE',
          message: 'An account with this e-mail already exists.',
          data: { field: 'email' },
        });
      }
      expect(await alexLead()).toEqual(before);
    });

    it('sets a first phone without the password (the online visit asks for it), formatted', async () => {
      await context.database.db.update(leads).set({ phone: null }).where(eq(leads.id, demo.alex.leadsId));
      const answer = await alex(UPDATE, { phoneNo: '512-555-0177' });
      expect(answer.httpStatus).toBe(200);
      expect((await alexLead())?.phone).toBe('(512) 555-0177');
      // Once on file, another number needs change-contact.
      const again = await alex(UPDATE, { phoneNo: '512-555-0188' });
      expect(again.httpStatus).toBe(400);
      expect((await alexLead())?.phone).toBe('(512) 555-0177');
    });

    it('keeps the same e-mail without a conflict or a notice', async () => {
      expect((await alex(UPDATE, { email: demo.alex.email })).httpStatus).toBe(200);
      expect(context.mailer.sent).toEqual([]);
    });
  });

  describe('address', () => {
    it('saves the shipping address with billing the same when billing_* is absent', async () => {
      const answer = await alex(ADDRESS, { ...newAddress, state: 'tx', smsallow: 0 });
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope).toEqual({
        status: 'SUCCESS',
        message: 'Address saved.',
        data: {
          shipping_address: { ...newAddress, country: 'US' },
          billing_address: { ...newAddress, country: 'US' },
          billing_same_as_shipping: true,
          smsallow: 0,
        },
      });
      expect((await alex(BASICS)).envelope.data).toMatchObject({ smsallow: 0 });
    });

    it('saves a billing address of its own, and blank billing fields mean "same as shipping"', async () => {
      const billing = Object.fromEntries(
        Object.entries(billingAddress).map(([key, value]) => [`billing_${key}`, value]),
      );
      const answer = await alex(ADDRESS, { ...newAddress, ...billing, smsallow: 1 });
      expect(answer.envelope.data).toMatchObject({
        billing_address: { ...billingAddress, country: 'US' },
        billing_same_as_shipping: false,
      });
      const blanks = Object.fromEntries(Object.keys(billing).map((key) => [key, '']));
      const reset = await alex(ADDRESS, { ...newAddress, ...blanks });
      expect(reset.envelope.data).toMatchObject({ billing_same_as_shipping: true, smsallow: 1 });
    });

    it.each([
      [{ zip: '7870' }, 'zip', 'Invalid ZIP code format'],
      [{ zip: '787011' }, 'zip', 'Invalid ZIP code format'],
      [{ zip: '7870A' }, 'zip', 'Invalid ZIP code format'],
      [{ state: 'XX' }, 'state', 'State must be a two-letter U.S. state code'],
      [{ city: '' }, 'city', 'City is required'],
      [{ address: undefined }, 'address', 'address is required'],
      [{ billing_city: 'Dallas' }, 'billing_address', 'Billing address is required'],
      [{ smsallow: '1' }, 'smsallow', 'smsallow must be 0 or 1'],
    ])(
      "answers 400 'Failed to save address.' to %j naming the field, and changes nothing",
      async (change, field, message) => {
        const before = await alexLead();
        const answer = await alex(ADDRESS, { ...newAddress, ...change });
        expect(answer.httpStatus).toBe(400);
        expect(answer.envelope).toMatchObject({
          status: 'FAILURE',
          message: FAILED_SAVE_ADDRESS,
          data: { field, message },
        });
        expect(await alexLead()).toEqual(before);
      },
    );
  });

  describe('subscriptions', () => {
    it("lists Alex's subscriptions with legacy prices and images", async () => {
      const answer = await alex(SUBSCRIPTIONS, { leads_id: demo.alex.leadsId });
      expect(answer.envelope).toEqual({
        status: 'SUCCESS',
        message: '',
        data: [
          {
            id: 7001,
            product_id: 41,
            product_name: 'Sleep Gummies',
            category: 'sleep',
            frequency: 'MONTHLY',
            status: 'active',
            next_ship_date: '2026-12-14',
            price: '17.50',
            img: '/images/supp-sleep.webp',
          },
          {
            id: 7002,
            product_id: demo.products.semaglutide,
            product_name: 'Semaglutide Weight Programme 0.25 mg',
            category: 'SKY GLP',
            frequency: 'MONTHLY',
            status: 'active',
            next_ship_date: '2026-12-20',
            price: '299.00',
            img: '/images/treatment-glp.webp',
          },
        ],
      });
    });

    it('is an empty list for Sam', async () => {
      expect((await context.call(SUBSCRIPTIONS, {}, SAM_TOKEN)).envelope.data).toEqual([]);
    });
  });

  describe('v2 account data', () => {
    it("answers Alex's account page: profile, addresses, smsallow, the card's summary", async () => {
      const answer = await alex(V2_DATA, { leads_id: demo.alex.leadsId });
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope.data).toEqual({
        profile: {
          leads_id: demo.alex.leadsId,
          prospects_id: demo.alex.prospectsId,
          first_name: 'Alex',
          last_name: 'Berg',
          email: demo.alex.email,
          phone: '(512) 555-0142',
          dob: '06/12/1984',
          phone_verified: true,
          pending_email: null,
        },
        shipping_address: alexShipping,
        billing_address: alexShipping,
        billing_same_as_shipping: true,
        smsallow: 1,
        payment_method: { brand: 'visa', last4: '0002', exp_month: 9, exp_year: 2028 },
      });
      expect(JSON.stringify(answer.envelope)).not.toMatch(/tok_|processor/);
    });

    it('answers null for the card Sam never stored', async () => {
      const answer = await context.call(V2_DATA, {}, SAM_TOKEN);
      expect(answer.envelope.data).toMatchObject({
        payment_method: null,
        profile: { email: demo.sam.email },
      });
    });
  });

  describe('v2 account update', () => {
    it('updates the profile from `prospect`, partially', async () => {
      const phone = (await alexLead())?.phone;
      // The phone as on file, in another spelling: no change (a new one needs change-contact).
      const digits = phone?.replace(/\D/g, '') ?? '';
      const spelled = `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`;
      const answer = await alex(V2_UPDATE, { prospect: { last_name: 'Berg-Lund', phone: spelled } });
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope.data).toMatchObject({
        first_name: 'Alex',
        last_name: 'Berg-Lund',
        phone,
        email: demo.alex.email,
      });
    });

    it("answers 409 to Sam's e-mail", async () => {
      const answer = await alex(V2_UPDATE, { prospect: { email: demo.sam.email } });
      expect(answer.httpStatus).toBe(409);
      expect(answer.envelope.message).toBe('An account with this e-mail already exists.');
    });

    it('answers 400 naming the field inside `prospect`', async () => {
      const answer = await alex(V2_UPDATE, { prospect: { first_name: '' } });
      expect(answer.httpStatus).toBe(400);
      expect(answer.envelope).toMatchObject({
        message: FAILED_UPDATE_ACCOUNT,
        data: { field: 'prospect.first_name', message: 'First name is required' },
      });
    });
  });

  describe('v2 addresses', () => {
    it('changes the billing address alone, and then the shipping address alone', async () => {
      const billing = await alex(V2_BILLING, { address: billingAddress });
      expect(billing.httpStatus).toBe(200);
      expect(billing.envelope.data).toMatchObject({
        shipping_address: alexShipping,
        billing_address: { ...billingAddress, country: 'US' },
        billing_same_as_shipping: false,
      });
      const shipping = await alex(V2_ADDRESS, { address: newAddress });
      expect(shipping.envelope.data).toMatchObject({
        shipping_address: { ...newAddress, country: 'US' },
        billing_address: { ...billingAddress, country: 'US' },
      });
      const data = await alex(V2_DATA);
      expect(data.envelope.data).toMatchObject({ shipping_address: { address: '700 Lavaca St' } });
    });

    it("answers 400 'Failed to save address.' naming the nested field", async () => {
      for (const path of [V2_ADDRESS, V2_BILLING]) {
        const answer = await alex(path, { address: { ...newAddress, zip: '1234' } });
        expect(answer.httpStatus).toBe(400);
        expect(answer.envelope).toEqual({
          status: 'FAILURE',
          message: FAILED_SAVE_ADDRESS,
          data: {
            field: 'address.zip',
            message: 'Invalid ZIP code format',
            fields: { 'address.zip': 'Invalid ZIP code format' },
          },
        });
      }
    });
  });
});
