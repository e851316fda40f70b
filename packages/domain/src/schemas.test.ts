import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  cardSchema,
  changePasswordSchema,
  dateOfBirthSchema,
  loginSchema,
  profileSchema,
  resetRequestSchema,
  signupSchema,
  updatePasswordSchema,
  validateWith,
} from './schemas.ts';

describe('login schema', () => {
  const validate = validateWith(loginSchema);
  it('requires a valid e-mail and a password', () => {
    expect(validate({})).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(validate({ email: 'alex@', password: 'x' })).toEqual({ email: 'Invalid Email' });
    expect(validate({ email: ' alex@helmsman.test ', password: 'Valhalla1' })).toBeUndefined();
  });
});

describe('password reset schemas (spec section 5)', () => {
  it('request: Email is required / Invalid Email', () => {
    const validate = validateWith(resetRequestSchema);
    expect(validate({ email: '' })).toEqual({ email: 'Email is required' });
    expect(validate({ email: 'nope' })).toEqual({ email: 'Invalid Email' });
  });

  it('update: required fields and matching confirmation', () => {
    const validate = validateWith(updatePasswordSchema);
    expect(validate({})).toEqual({
      password: 'Password is required',
      passwordConfirm: 'Password confirm is required',
    });
    expect(validate({ password: 'abcdefg', passwordConfirm: 'abcdefh' })).toEqual({
      passwordConfirm: 'Passwords must match',
    });
    expect(validate({ password: 'abcdefg', passwordConfirm: 'abcdefg' })).toBeUndefined();
  });
});

describe('change password schema', () => {
  const validate = validateWith(changePasswordSchema);
  it('bounds the new password to 6..16 characters', () => {
    expect(validate({ oldPassword: 'x', password: 'abcde', passwordConfirm: 'abcde' })).toEqual({
      password: 'Please enter a password more than 6',
    });
    expect(validate({ oldPassword: 'x', password: 'a'.repeat(17), passwordConfirm: 'a'.repeat(17) })).toEqual(
      {
        password: 'Please enter a password less than 16',
      },
    );
    expect(validate({ oldPassword: 'x', password: 'abcdef', passwordConfirm: 'abcdef' })).toBeUndefined();
  });
  it('requires the current password, the new one and a matching confirmation', () => {
    expect(validate({})).toEqual({
      oldPassword: 'Current password is required',
      password: 'Password is required',
      passwordConfirm: 'Password confirm is required',
    });
    expect(validate({ oldPassword: 'x', password: 'abcdef', passwordConfirm: 'abcdeg' })).toEqual({
      passwordConfirm: 'Passwords must match',
    });
  });
});

describe('card schema', () => {
  const validate = validateWith(cardSchema);
  const card = {
    ccnum: '4242424242424242',
    ccexp: '12/30',
    cccvv: '123',
    consent: true,
    shipping: 'standard',
  };
  it('accepts a complete card', () => {
    expect(validate(card)).toBeUndefined();
  });
  it('gives the spec messages', () => {
    expect(validate({ ...card, ccnum: '42424242424242421' })).toEqual({ ccnum: 'Max 16 digits allowed' });
    expect(validate({ ...card, ccexp: '13/30' })).toEqual({ ccexp: 'Not a valid expiration date' });
    expect(validate({ ...card, ccexp: '12/2030' })).toEqual({ ccexp: 'Not a valid expiration date' });
    expect(validate({ ...card, ccnum: '' })).toEqual({ ccnum: 'Card number is required' });
    expect(validate({ ...card, ccnum: '4242 4242' })).toEqual({ ccnum: 'Card number must be digits only' });
    expect(validate({ ...card, ccexp: '12/300' })).toEqual({ ccexp: 'Not a valid expiration date' });
    expect(validate({ ...card, ccexp: '' })).toEqual({ ccexp: 'Not a valid expiration date' });
    expect(validate({ ...card, cccvv: '' })).toEqual({ cccvv: 'Card security code is Required' });
    expect(validate({ ...card, consent: false })).toEqual({
      consent: 'Continue your payment by checking the box above',
    });
  });
});

describe('address and signup schemas', () => {
  it('requires exactly five ZIP characters', () => {
    const validate = validateWith(addressSchema);
    const address = { address: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };
    expect(validate(address)).toBeUndefined();
    expect(validate({ ...address, zip: '7870' })).toEqual({ zip: 'Invalid ZIP code format' });
    expect(validate({ ...address, zip: '787011' })).toEqual({ zip: 'Invalid ZIP code format' });
  });

  it('requires address, city, state and ZIP; address2 is optional', () => {
    const validate = validateWith(addressSchema);
    expect(validate({ address: ' ', city: '', zip: '' })).toEqual({
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zip: 'ZIP code is required',
    });
    expect(
      validate({ address: '1 Main St', address2: 'Apt 5B', city: 'Austin', state: 'TX', zip: '78701' }),
    ).toBeUndefined();
  });

  it('requires names, e-mail and consent', () => {
    const validate = validateWith(signupSchema);
    expect(validate({ password: 'abcdef', consent: false })).toEqual({
      email: 'Field required',
      first_name: 'Field required',
      last_name: 'Field required',
      consent: 'Continue your online visit by checking the box above',
    });
  });
});

describe('date of birth', () => {
  const schema = dateOfBirthSchema(() => new Date('2026-11-22T00:00:00Z'));
  const message = (value: string) => {
    try {
      schema.validateSync(value);
      return undefined;
    } catch (error) {
      return (error as Error).message;
    }
  };
  it('gives the spec messages', () => {
    expect(message('')).toBe('You must enter a date of birth.');
    expect(message('1/2/1990')).toBe('Date format must be MM/DD/YYYY.');
    expect(message('02/30/1990')).toBe('Invalid date');
    expect(message('05/17/1990')).toBeUndefined();
  });
  it('accepts ages 19 to 99 only', () => {
    expect(message('11/22/2007')).toBeUndefined(); // 19 today
    expect(message('11/23/2007')).toMatch(/between 19 and 99/); // 18
    expect(message('11/23/1926')).toBeUndefined(); // 99
    expect(message('11/22/1926')).toMatch(/between 19 and 99/); // 100
  });
});

describe('profile schema', () => {
  const validate = validateWith(profileSchema);
  it('requires names, a valid e-mail and a phone number', () => {
    expect(validate({})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
    expect(
      validate({ firstName: 'Alex', lastName: 'Morgan', email: 'alex@', phone: '(312) 555-0142' }),
    ).toEqual({ email: 'Invalid Email' });
    expect(
      validate({ firstName: ' Alex ', lastName: 'Morgan', email: 'alex@helmsman.test', phone: '3125550142' }),
    ).toBeUndefined();
  });
});
