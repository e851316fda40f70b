import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { toSubmissionErrors, visibleFieldError } from './submission.ts';

describe('toSubmissionErrors', () => {
  it('treats undefined as success', () => {
    expect(toSubmissionErrors(undefined)).toBeUndefined();
    expect(toSubmissionErrors({})).toBeUndefined();
  });

  it('puts the form error under FORM_ERROR and keeps field errors by name', () => {
    expect(
      toSubmissionErrors({
        formError: 'The e-mail or password is incorrect.',
        fieldErrors: { email: 'Unknown' },
      }),
    ).toEqual({ [FORM_ERROR]: 'The e-mail or password is incorrect.', email: 'Unknown' });
  });
});

describe('visibleFieldError', () => {
  it('hides validation errors until the field is touched', () => {
    expect(visibleFieldError({ touched: false, error: 'Email is required' })).toBeUndefined();
    expect(visibleFieldError({ touched: true, error: 'Email is required' })).toBe('Email is required');
  });

  it('shows a server error until the field is edited', () => {
    expect(visibleFieldError({ submitError: 'Unknown', dirtySinceLastSubmit: false })).toBe('Unknown');
    expect(visibleFieldError({ submitError: 'Unknown', dirtySinceLastSubmit: true })).toBeUndefined();
  });

  it('prefers the validation error over a stale server error', () => {
    expect(visibleFieldError({ touched: true, error: 'Invalid Email', submitError: 'Unknown' })).toBe(
      'Invalid Email',
    );
  });
});
