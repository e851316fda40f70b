import { describe, expect, it } from 'vitest';
import { passwordUpdateSchema } from './password-reset.ts';
import { validateWith } from './schemas.ts';

describe('password update with a reset token', () => {
  const validate = validateWith(passwordUpdateSchema);

  it("keeps the form's rules and messages", () => {
    expect(validate({ token: 'abc_DEF-123' })).toEqual({
      password: 'Password is required',
      passwordConfirm: 'Password confirm is required',
    });
    expect(validate({ token: 'abc', password: 'Ragnarok1', passwordConfirm: 'Ragnarok2' })).toEqual({
      passwordConfirm: 'Passwords must match',
    });
    expect(validate({ token: 'abc', password: 'Ragnarok1', passwordConfirm: 'Ragnarok1' })).toBeUndefined();
  });

  it('refuses a token that no e-mailed link can carry', () => {
    const values = { password: 'Ragnarok1', passwordConfirm: 'Ragnarok1' };
    for (const token of ['', 'a b', 'a/b', 'x'.repeat(513), undefined])
      expect(validate({ ...values, token })).toEqual({ token: 'This password reset link is not valid.' });
  });
});
