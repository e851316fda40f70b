import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.ts';
import { endsSession } from '../errors/index.ts';

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
          const ended = result.errors.some(endsSession);
          if (ended && args.contextValue.session) await args.contextValue.sessionCookie.clear();
        },
      };
    },
  };
}
