import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.ts';

/**
 * When any resolver found the session ended (UNAUTHENTICATED), the cookie is cleared in the same
 * response, so one stale cookie costs one request, not one per page.
 */
export function useClearEndedSession(): Plugin<GatewayContext> {
  return {
    onExecute() {
      return {
        async onExecuteDone({ args, result }) {
          if (!('errors' in result) || !result.errors) return;
          const ended = result.errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED');
          if (ended && args.contextValue.session) await args.contextValue.sessionCookie.clear();
        },
      };
    },
  };
}
