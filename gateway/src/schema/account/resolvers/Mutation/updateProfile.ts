import { profileSchema, validateWith } from '@helmsman/domain';
import { customer } from '@helmsman/lapi-client';
import type { MutationResolvers } from './../../../types.generated.js';
import { changeAccount, invalidForm } from '../../legacy-form-failure.ts';

const validate = validateWith(profileSchema);

export const updateProfile: NonNullable<MutationResolvers['updateProfile']> = async (
  _parent,
  { input },
  ctx,
) => {
  const lapi = ctx.customerLapi();
  const fieldErrors = validate(input);
  if (fieldErrors) return invalidForm(fieldErrors);
  const profile = profileSchema.cast(input);
  return changeAccount(lapi, () =>
    lapi.call(customer.updateProfile, {
      prospect: {
        first_name: profile.firstName,
        last_name: profile.lastName,
        email: profile.email,
        phone: profile.phone,
      },
    }),
  );
};
