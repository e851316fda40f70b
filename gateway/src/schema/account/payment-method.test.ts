import { describe, expect, it } from 'vitest';
import {
  type FormResult,
  fieldErrorsOf,
  UPDATE_CARD,
  useAccountGateway,
  visa,
} from '../../../test/account-forms.ts';

/** The account page's card form: what reaches the legacy API, what comes back, what is logged. */
const { gateway, account, mutate, logLines } = useAccountGateway();

describe('Mutation.updatePaymentMethod', () => {
  it('replaces the card and answers only its brand, last four and expiry', async () => {
    const cookie = await gateway.login();
    const { body } = await gateway.graphql<{ updatePaymentMethod: FormResult }>(UPDATE_CARD, {
      variables: { input: visa },
      cookie,
    });
    expect(body.data?.updatePaymentMethod).toMatchObject({ ok: true, error: null });
    expect(body.data?.updatePaymentMethod.account?.paymentMethod).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
    });
    expect(JSON.stringify(body)).not.toContain(visa.ccnum);
    expect((await account(cookie)).paymentMethod?.last4).toBe('4242');
  });

  it('refuses the card form with the spec messages', async () => {
    const cookie = await gateway.login();
    const result = await mutate(
      UPDATE_CARD,
      'updatePaymentMethod',
      { ccnum: '42424242424242421', ccexp: '12/2030', cccvv: '', consent: false, shipping: 'standard' },
      cookie,
    );
    expect(result.ok).toBe(false);
    expect(fieldErrorsOf(result)).toEqual({
      ccnum: 'Max 16 digits allowed',
      ccexp: 'Not a valid expiration date',
      cccvv: 'Card security code is Required',
      consent: 'Continue your payment by checking the box above',
    });
    const empty = await mutate(UPDATE_CARD, 'updatePaymentMethod', { ...visa, ccnum: '' }, cookie);
    expect(fieldErrorsOf(empty)).toEqual({ ccnum: 'Card number is required' });
    expect((await account(cookie)).paymentMethod?.last4).toBe('0002');
  });

  it("gives the processor's description of a card it refuses, keeping the card on file", async () => {
    const cookie = await gateway.login();
    const bad = await mutate(
      UPDATE_CARD,
      'updatePaymentMethod',
      { ...visa, ccnum: '4242424242424241' },
      cookie,
    );
    expect(bad).toMatchObject({ ok: false, error: { message: 'Your card number is incorrect.' } });
    const expired = await mutate(UPDATE_CARD, 'updatePaymentMethod', { ...visa, ccexp: '01/20' }, cookie);
    expect(expired.error?.message).toBe('Your card has expired.');
    expect((await account(cookie)).paymentMethod?.last4).toBe('0002');
  });

  it('never logs the card number or the security code, saved or refused', async () => {
    const cookie = await gateway.login();
    const cvv = '987';
    await mutate(UPDATE_CARD, 'updatePaymentMethod', { ...visa, cccvv: cvv }, cookie);
    await mutate(
      UPDATE_CARD,
      'updatePaymentMethod',
      { ...visa, ccnum: '4000000000000002', cccvv: cvv },
      cookie,
    );
    await mutate(UPDATE_CARD, 'updatePaymentMethod', { ...visa, ccexp: '13/99', cccvv: cvv }, cookie);
    // A variable of the wrong type is refused by GraphQL itself, before any resolver.
    await gateway.graphql(UPDATE_CARD, {
      variables: { input: { ...visa, cccvv: cvv, ccnum: Number(visa.ccnum) } },
      cookie,
    });
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('\n');
    // As a number of its own: '987' inside a timestamp or a pid is no leak (it made this test flaky).
    for (const secret of [visa.ccnum, '4000000000000002', cvv])
      expect(log).not.toMatch(new RegExp(`(?<![0-9])${secret}(?![0-9])`));
  });

  it('does not echo a card number of the wrong type, or a card missing a field, back in the error', async () => {
    const cookie = await gateway.login();
    const wrongType = await gateway.graphql(UPDATE_CARD, {
      variables: { input: { ...visa, ccnum: Number(visa.ccnum) } },
      cookie,
    });
    expect(wrongType.body.errors?.[0]?.message).toBe(
      'Variable "$input" got an invalid value at "input.ccnum"; String cannot represent a non string value.',
    );
    const { ccexp: _, ...withoutExpiry } = visa;
    const missing = await gateway.graphql(UPDATE_CARD, { variables: { input: withoutExpiry }, cookie });
    expect(missing.body.errors?.[0]?.message).toMatch(/"ccexp" of required type "String!" was not provided/);
    for (const answer of [wrongType, missing]) {
      expect(JSON.stringify(answer.body)).not.toContain(visa.ccnum);
      expect(JSON.stringify(answer.body)).not.toContain(visa.cccvv);
    }
  });
});
