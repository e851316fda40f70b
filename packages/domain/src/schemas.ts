import * as yup from 'yup';
import {
  AGE_MAX,
  AGE_MIN,
  CARD_EXPIRY_MAX_LENGTH,
  CARD_NUMBER_MAX_DIGITS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ZIP_LENGTH,
} from './constants.ts';

/**
 * Form schemas of spec section 5. Where the spec gives a message it is used character for character;
 * where it shows none ("not shown") the message is ours and says what to fix.
 */

const email = yup.string().trim().required('Email is required').email('Invalid Email');

export const loginSchema = yup.object({
  email,
  password: yup.string().required('Password is required'),
});
export type LoginValues = yup.InferType<typeof loginSchema>;

export const resetRequestSchema = yup.object({ email });
export type ResetRequestValues = yup.InferType<typeof resetRequestSchema>;

export const updatePasswordSchema = yup.object({
  password: yup.string().required('Password is required'),
  passwordConfirm: yup
    .string()
    .required('Password confirm is required')
    .oneOf([yup.ref('password')], 'Passwords must match'),
});
export type UpdatePasswordValues = yup.InferType<typeof updatePasswordSchema>;

const newPassword = yup
  .string()
  .required('Password is required')
  .min(PASSWORD_MIN_LENGTH, 'Please enter a password more than 6')
  .max(PASSWORD_MAX_LENGTH, 'Please enter a password less than 16');

export const changePasswordSchema = yup.object({
  oldPassword: yup.string().required('Current password is required'),
  password: newPassword,
  passwordConfirm: yup
    .string()
    .required('Password confirm is required')
    .oneOf([yup.ref('password')], 'Passwords must match'),
});
export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;

export const signupSchema = yup.object({
  email: yup.string().trim().required('Field required').email('Invalid Email'),
  first_name: yup.string().trim().required('Field required'),
  last_name: yup.string().trim().required('Field required'),
  password: newPassword,
  consent: yup
    .boolean()
    .oneOf([true], 'Continue your online visit by checking the box above')
    .required('Continue your online visit by checking the box above'),
});
export type SignupValues = yup.InferType<typeof signupSchema>;

const MM_YY = /^(0[1-9]|1[0-2])\/\d{2}$/;

export const cardSchema = yup.object({
  ccnum: yup
    .string()
    .required('Card number is required')
    .matches(/^\d+$/, 'Card number must be digits only')
    .max(CARD_NUMBER_MAX_DIGITS, 'Max 16 digits allowed'),
  ccexp: yup
    .string()
    .required('Not a valid expiration date')
    .max(CARD_EXPIRY_MAX_LENGTH, 'Not a valid expiration date')
    .matches(MM_YY, 'Not a valid expiration date'),
  cccvv: yup.string().required('Card security code is Required'),
  consent: yup
    .boolean()
    .oneOf([true], 'Continue your payment by checking the box above')
    .required('Continue your payment by checking the box above'),
  shipping: yup.string().required('Shipping is required'),
});
export type CardValues = yup.InferType<typeof cardSchema>;

export const zipSchema = yup
  .string()
  .required('ZIP code is required')
  .length(ZIP_LENGTH, 'Invalid ZIP code format');

export const addressSchema = yup.object({
  address: yup.string().trim().required('Address is required'),
  address2: yup.string().trim().optional(),
  city: yup.string().trim().required('City is required'),
  state: yup.string().trim().required('State is required'),
  zip: zipSchema,
  smsallow: yup.boolean().default(false),
});
export type AddressValues = yup.InferType<typeof addressSchema>;

export const phoneSchema = yup.string().trim().required('Phone number is required');

/** The customer's own details on /accounts (camelCase, as the gateway's Customer type names them). */
export const profileSchema = yup.object({
  firstName: yup.string().trim().required('First name is required'),
  lastName: yup.string().trim().required('Last name is required'),
  email,
  phone: phoneSchema,
});
export type ProfileValues = yup.InferType<typeof profileSchema>;

/** Age in whole years on `today` of someone born on `birth` (both calendar dates). */
export function ageOn(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birth.getUTCMonth() ||
    (today.getUTCMonth() === birth.getUTCMonth() && today.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** 'MM/DD/YYYY' → a UTC date, or null when it is not a real calendar date (e.g. 02/30/2000). */
export function parseUsDate(value: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [, mm, dd, yyyy] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(yyyy, mm - 1, dd));
  const real = date.getUTCFullYear() === yyyy && date.getUTCMonth() === mm - 1 && date.getUTCDate() === dd;
  return real ? date : null;
}

export function dateOfBirthSchema(today: () => Date = () => new Date()) {
  return yup
    .string()
    .required('You must enter a date of birth.')
    .length(10, 'Date format must be MM/DD/YYYY.')
    .test('valid-date', 'Invalid date', (value) => value === undefined || parseUsDate(value) !== null)
    .test('age', `You must be between ${AGE_MIN} and ${AGE_MAX} years old.`, (value) => {
      const birth = value === undefined ? null : parseUsDate(value);
      if (birth === null) return true; // reported by the rules above
      const age = ageOn(birth, today());
      return age >= AGE_MIN && age <= AGE_MAX;
    });
}

/** Field errors keyed by field path, the shape react-final-form and GraphQL `fieldErrors` use. */
export type FieldErrors = Record<string, string>;

/**
 * Validates `values` against a yup schema and returns the first message per field, or undefined when
 * valid. Usable as a react-final-form `validate` and on the server for the same input.
 */
export function validateWith<S extends yup.AnySchema>(schema: S) {
  return (values: unknown): FieldErrors | undefined => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return undefined;
    } catch (error) {
      if (!(error instanceof yup.ValidationError)) throw error;
      const errors: FieldErrors = {};
      const details = error.inner.length > 0 ? error.inner : [error];
      for (const detail of details) {
        const path = detail.path ?? '';
        if (!(path in errors)) errors[path] = detail.message;
      }
      return errors;
    }
  };
}
