import { profileSchema, validateWith } from '@helmsman/domain';
import { customer, LapiFailure, type SessionLapiClient } from '@helmsman/lapi-client';
import type { GatewayContext } from '../../../../context.ts';
import { FIX_FIELDS, formError, formErrorOf } from '../../../../errors/index.ts';
import { withPasswordCheck } from '../../../../rate-limit/password-check.ts';
import type { AccountResult, MutationResolvers } from './../../../types.generated.js';
import { changeAccount, invalidForm, loadAccount } from '../../account-changes.ts';

const validate = validateWith(profileSchema);

export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password to change your e-mail or phone.';
/** Where the legacy API lacks lapi-server's change-contact extension: no change without the password. */
export const CONTACT_CHANGE_UNAVAILABLE =
  "Your e-mail and phone can't be changed here right now. Please contact support to change them.";

const digits = (phone: string | null) => (phone ?? '').replace(/\D/g, '').slice(-10);

/**
 * Names go through the legacy profile update. A different e-mail or phone (issue 11, point 3: a
 * stolen session alone must not move the account away) needs the current password and goes through
 * lapi-server's change-contact extension: the phone changes at once, the e-mail once confirmed from
 * the new address. Contact first, so a wrong password changes nothing at all.
 */
export const updateProfile: NonNullable<MutationResolvers['updateProfile']> = async (
  _parent,
  { input },
  ctx,
) => {
  const lapi = ctx.customerLapi();
  const fieldErrors = validate(input);
  if (fieldErrors) return invalidForm(fieldErrors);
  const profile = profileSchema.cast(input);

  const onFile = (await loadAccount(lapi)).profile;
  const email = profile.email.toLowerCase();
  const emailChanges = email !== onFile.email.toLowerCase();
  const phoneChanges = digits(profile.phone) !== digits(onFile.phone ?? null);
  if (emailChanges || phoneChanges) {
    const password = input.currentPassword ?? '';
    if (password === '') return invalidForm({ currentPassword: CURRENT_PASSWORD_REQUIRED });
    const refused = await changeContact(ctx, lapi, {
      password,
      ...(emailChanges && { email }),
      ...(phoneChanges && { phone: profile.phone }),
    });
    if (refused) return refused;
  }
  return changeAccount(lapi, () =>
    lapi.call(customer.updateProfile, {
      prospect: { first_name: profile.firstName, last_name: profile.lastName },
    }),
  );
};

/**
 * The current-password check of an e-mail or phone change, under the password-check limits
 * (rate-limit/password-check.ts): null when done, else the form's answer.
 */
async function changeContact(
  ctx: GatewayContext,
  lapi: SessionLapiClient,
  change: { password: string; email?: string; phone?: string },
): Promise<AccountResult | null> {
  try {
    await withPasswordCheck(ctx, 'contact change', 'password', () =>
      lapi.call(customer.changeContact, change),
    );
    return null;
  } catch (error) {
    if (error instanceof LapiFailure && error.httpStatus === 404) {
      ctx.logger.warn('updateProfile: the legacy API has no /account/change-contact/ (extension)');
      return { ok: false, error: formError(CONTACT_CHANGE_UNAVAILABLE), account: null };
    }
    const refusal = formErrorOf(error);
    // The legacy `password` field is the form's current password (the form has no new password here).
    const fieldErrors = refusal.fieldErrors.map((fieldError) =>
      fieldError.field === 'password' ? { ...fieldError, field: 'currentPassword' } : fieldError,
    );
    return { ok: false, error: { message: refusal.message || FIX_FIELDS, fieldErrors }, account: null };
  }
}
