import type { SignupValues } from '@helmsman/domain';
import type { SubmitResult } from '@helmsman/ui';
import { mergeVisitorCart } from '../cart/merge-visitor-cart.ts';
import { queryClient } from '../data-provider.tsx';
import { useMeQuery, useSignUpMutation } from '../gql/hooks.ts';
import { submitForm } from '../graphql/form-result.ts';
import { storedClickId } from '../session/click-registration.ts';
import { loginSucceeded } from '../state/login-store.ts';

/**
 * Checkout's inline sign-up (/account/create/): the gateway creates the account and starts the session
 * as a login does; then the app is logged in as after a login, and the visitor's cart joins the new
 * account's. The click id of this tab's visit goes with it, so the visit that brought them counts.
 */
export async function signUp(values: SignupValues): Promise<SubmitResult> {
  let leadsId: string | null = null;
  const outcome = await submitForm(
    async () => {
      const { signUp: result } = await useSignUpMutation.fetcher({
        input: {
          email: values.email,
          firstName: values.first_name,
          lastName: values.last_name,
          password: values.password,
          consent: values.consent,
          clickId: storedClickId(),
        },
      })();
      return { ...result, ok: result.ok && result.customer != null };
    },
    'Sign-up failed.',
    ({ customer }) => {
      if (!customer) return;
      queryClient.setQueryData(useMeQuery.getKey(), { me: customer });
      leadsId = customer.leadsId;
    },
  );
  if (outcome || leadsId === null) return outcome;
  // The session cookie is set: the cart merges first, so the shipping step shows the customer's cart
  // whole rather than an empty one for a moment.
  await mergeVisitorCart();
  loginSucceeded(leadsId);
  return undefined;
}
