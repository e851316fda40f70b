import { useConfirmEmailMutation } from '../gql/hooks.ts';

export { errorMessage } from '../graphql/fetcher.ts';

/** The e-mail confirmation mutation, as a module of its own (like password-reset.ts). */
export function confirmEmail(token: string) {
  return useConfirmEmailMutation.fetcher({ token })();
}
