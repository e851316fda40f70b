import { defaultSiteConfig, type FeatureFlags, type SiteConfig } from '@helmsman/domain';
import { proxy } from 'valtio';
import type { SiteConfigQuery } from '../gql/hooks.ts';
import siteConfigOperation from '../graphql/site.graphql?raw';

/**
 * doctorReplyHours and questionnaireV1 stay in the gateway: it applies them itself (Query.messageThread,
 * the visit's questionnaire calls).
 */
export type AppSiteConfig = Omit<SiteConfig, 'accentColor' | 'doctorReplyHours' | 'questionnaireV1'>;

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
  /** Where the inline configuration may be (absent in tests without a DOM). */
  document?: PageElements;
}

/** What reading the page needs of `document`. */
export interface PageElements {
  getElementById(id: string): { textContent: string | null } | null;
}

/** The element the gateway inlines the configuration in (gateway/src/http/app-pages.ts). */
export const INLINE_SITE_CONFIG_ID = 'site-config';

/**
 * The configuration the gateway wrote into the page (the SiteConfig query's answer, as JSON): read
 * synchronously, so the first render already has it, as the prerendered HTML was rendered with it.
 * Null when the page has none (Vite's dev server) or it is not what the query answers.
 */
export function readInlineSiteConfig(document: PageElements): AppSiteConfig | null {
  const text = document.getElementById(INLINE_SITE_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const config = JSON.parse(text) as unknown;
    return isAppSiteConfig(config) ? config : null;
  } catch {
    return null;
  }
}

function isAppSiteConfig(value: unknown): value is AppSiteConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  const features = config.features as Record<string, unknown> | null | undefined;
  return (
    ['brand', 'tagline', 'title', 'supportEmail', 'supportPhone', 'loggedInRedirect'].every(
      (key) => typeof config[key] === 'string',
    ) &&
    typeof features === 'object' &&
    features !== null &&
    Object.keys(defaultSiteConfig.features).every((key) => typeof features[key] === 'boolean')
  );
}

/**
 * Fetches the configuration into siteConfigStore, unless the page carries it inline; never rejects
 * (failing, the defaults stay).
 */
export async function loadSiteConfig({
  fetch = globalThis.fetch,
  wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  document = globalThis.document,
}: LoadSiteConfigOptions = {}): Promise<void> {
  const inline = document ? readInlineSiteConfig(document) : null;
  if (inline) {
    Object.assign(siteConfigStore, { status: 'loaded', config: inline });
    return;
  }
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
