import { reportError } from '../errors/report.ts';
import { useRegisterClickMutation } from '../gql/hooks.ts';
import { clickFailure, registerVisit } from './click-registration.ts';

interface NavigatorWithHints extends Navigator {
  userAgentData?: { mobile?: boolean };
}

/** How this document was reached ('navigate', 'reload', 'back_forward'), where the browser says. */
function navigationType(): string | undefined {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type;
}

/**
 * Called once per page load, after the legacy URL rewrite (so /#/page?a=1 carries its parameters),
 * outside React so that no re-render or StrictMode double effect registers twice. `url` is the address
 * the visit arrived at (main.tsx takes it before this module loads, in case the page moved on since).
 */
export function registerThisVisit(url: URL = new URL(location.href)): Promise<void> {
  return registerVisit(
    {
      url,
      referrer: document.referrer,
      userAgent: navigator.userAgent,
      mobileHint: (navigator as NavigatorWithHints).userAgentData?.mobile,
      navigationType: navigationType(),
      storage: sessionStorage,
    },
    {
      send: async (input) => {
        const answer = await useRegisterClickMutation.fetcher({ input })();
        return answer.registerClick.clickId;
      },
      report: (error, attempt) =>
        reportError(clickFailure(error, attempt), { component: 'ClickRegistration', attempt }),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    },
  );
}
