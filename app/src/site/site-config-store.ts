import { defaultSiteConfig, type FeatureFlags, type SiteConfig } from '@helmsman/domain';
import { proxy } from 'valtio';
import type { SiteConfigQuery } from '../gql/hooks.ts';
import siteConfigOperation from '../graphql/site.graphql?raw';

/** doctorReplyHours stays in the gateway: it applies it to Query.messageThread itself. */
export type AppSiteConfig = Omit<SiteConfig, 'accentColor' | 'doctorReplyHours'>;

export interface SiteConfigState {
  /** 'loading' until the configuration arrives or every attempt failed (then the defaults apply). */
  status: 'loading' | 'loaded' | 'failed';
  config: AppSiteConfig;
}

/**
 * The deployment's site configuration (brand, support contact, features). It is public and changes
 * only with a deploy, so it is fetched once per page load, as the page starts (main.tsx), with a plain
 * POST of the SiteConfig operation: every page and the login and feature gates need it, and none of
 * them should wait for the GraphQL client and the data cache (~14 KiB gzip) to load first.
 */
export const siteConfigStore = proxy<SiteConfigState>({ status: 'loading', config: defaultSiteConfig });

/**
 * The SiteConfig operation exactly as the generated hooks send it (codegen indents the printed
 * document between a newline and four spaces), so a production gateway, which runs only the app's
 * documents matched by their text, knows it. A test holds it to `SiteConfigDocument`.
 */
export const siteConfigDocument = `\n    ${siteConfigOperation.trimEnd()}\n    `;

/** As the data cache retries a query: three attempts, 1 s and 2 s apart. */
const RETRY_DELAYS_MS = [1000, 2000];

export interface LoadSiteConfigOptions {
  fetch?: typeof globalThis.fetch;
  wait?: (ms: number) => Promise<void>;
}

/** Fetches the configuration into siteConfigStore; never rejects (failing, the defaults stay). */
export async function loadSiteConfig({
  fetch = globalThis.fetch,
  wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: LoadSiteConfigOptions = {}): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const config = await requestSiteConfig(fetch);
      Object.assign(siteConfigStore, { status: 'loaded', config });
      return;
    } catch {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined) {
        siteConfigStore.status = 'failed';
        return;
      }
      await wait(delay);
    }
  }
}

async function requestSiteConfig(fetch: typeof globalThis.fetch): Promise<AppSiteConfig> {
  const response = await fetch('/graphql', {
    method: 'POST',
    // The same request the generated hooks make: JSON, the CSRF header, no HTTP cache.
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      'x-graphql-yoga-csrf': '1',
    },
    body: JSON.stringify({ query: siteConfigDocument, operationName: 'SiteConfig' }),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`SiteConfig: HTTP ${response.status}`);
  const answer = (await response.json()) as { data?: SiteConfigQuery | null; errors?: unknown[] };
  if (!answer.data?.siteConfig || answer.errors?.length) throw new Error('SiteConfig: no data');
  return answer.data.siteConfig;
}

/** Whether a feature module is on, known for sure ('loading' until the configuration is known). */
export function featureStatus(state: SiteConfigState, feature: keyof FeatureFlags): 'loading' | 'on' | 'off' {
  if (state.status === 'loading') return 'loading';
  return state.config.features[feature] ? 'on' : 'off';
}
