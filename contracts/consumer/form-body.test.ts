import { encodeBody } from '@helmsman/lapi-client';
import { describe, expect, it } from 'vitest';
import { FORM_CONTENT_TYPE, formBody, type JsonObject } from './form-body.ts';

/** The regex as Pact will apply it: to the decoded value of the `data` field. */
function accepts(example: JsonObject, candidate: unknown): boolean {
  return new RegExp(formBody(example).rule.regex).test(JSON.stringify(candidate));
}

describe('formBody', () => {
  const login = { email: 'alex@helmsman.test', password: 'Valhalla1' };

  it('gives the exact bytes the lapi client sends', () => {
    expect(formBody(login).body.toString('utf8')).toBe(encodeBody(login));
    expect(formBody({ password: 'x', email: 'y' }).body.toString('utf8')).toBe(
      'data=%7B%22email%22%3A%22y%22%2C%22password%22%3A%22x%22%7D',
    );
    expect(FORM_CONTENT_TYPE).toBe('application/x-www-form-urlencoded');
  });

  it('puts one regex rule on $.data whose example is the JSON sent', () => {
    const { rule, matchingRules } = formBody(login);
    expect(rule['pact:matcher:type']).toBe('regex');
    expect(rule.regex.startsWith('^') && rule.regex.endsWith('$')).toBe(true);
    expect(rule.value).toBe('{"email":"alex@helmsman.test","password":"Valhalla1"}');
    expect(matchingRules).toEqual({ body: { path: '$.data', rules: [rule] } });
  });

  it('accepts the example and same-shaped variants', () => {
    expect(accepts(login, login)).toBe(true);
    expect(accepts(login, { email: '', password: 'p "quoted" \\ \n ünïcødé ✓' })).toBe(true);
    expect(accepts({ leads_id: 1001 }, { leads_id: 0 })).toBe(true);
    expect(accepts({ leads_id: 1001 }, { leads_id: -42 })).toBe(true);
    expect(accepts({ amount: 24.99 }, { amount: 3 })).toBe(true);
    expect(accepts({ amount: 24.99 }, { amount: -0.5 })).toBe(true);
    expect(accepts({ on: true }, { on: false })).toBe(true);
    expect(accepts({ gone: null }, { gone: null })).toBe(true);
    expect(accepts({ ids: [1, 2] }, { ids: [] })).toBe(true);
    expect(accepts({ ids: [1, 2] }, { ids: [7, 8, 9] })).toBe(true);
    expect(
      accepts(
        { items: [{ id: 1, name: 'a' }] },
        {
          items: [
            { id: 2, name: 'b' },
            { id: 3, name: '' },
          ],
        },
      ),
    ).toBe(true);
    expect(
      accepts({ address: { city: 'Austin', zip: '78701' } }, { address: { city: 'Seattle', zip: '98101' } }),
    ).toBe(true);
    expect(accepts({}, {})).toBe(true);
  });

  it('rejects missing, extra and reordered keys', () => {
    expect(accepts(login, { email: 'a@b.c' })).toBe(false);
    expect(accepts(login, { ...login, leads_id: 1 })).toBe(false);
    expect(accepts(login, { password: 'x', email: 'y' })).toBe(false);
    expect(accepts({ address: { city: 'Austin', zip: '78701' } }, { address: { zip: '1', city: 'x' } })).toBe(
      false,
    );
    expect(accepts({}, { a: 1 })).toBe(false);
  });

  it('rejects values of the wrong kind', () => {
    expect(accepts({ leads_id: 1001 }, { leads_id: '1001' })).toBe(false);
    expect(accepts({ leads_id: 1001 }, { leads_id: 10.5 })).toBe(false);
    expect(accepts({ leads_id: 1001 }, { leads_id: null })).toBe(false);
    expect(accepts(login, { email: 1, password: 'x' })).toBe(false);
    expect(accepts(login, { email: null, password: 'x' })).toBe(false);
    expect(accepts({ amount: 24.99 }, { amount: '24.99' })).toBe(false);
    expect(accepts({ on: true }, { on: 'true' })).toBe(false);
    expect(accepts({ gone: null }, { gone: 'x' })).toBe(false);
    expect(accepts({ ids: [1, 2] }, { ids: ['1'] })).toBe(false);
    expect(accepts({ ids: [] }, { ids: [1] })).toBe(false);
    expect(accepts({ address: { city: 'Austin' } }, { address: 'Austin' })).toBe(false);
  });

  it('refuses examples it cannot describe', () => {
    expect(() => formBody({ mixed: [1, 'two'] })).toThrow(/not shaped like/);
    expect(() => formBody({ n: Number.NaN })).toThrow(/finite/);
  });
});
