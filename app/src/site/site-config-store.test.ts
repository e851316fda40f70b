import { defaultSiteConfig } from '@helmsman/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteConfigDocument } from '../gql/hooks.ts';
import { featureStatus, loadSiteConfig, siteConfigDocument, siteConfigStore } from './site-config-store.ts';

const configured = {
  ...defaultSiteConfig,
  brand: 'Northwind',
  features: { onlineVisit: false, login: true },
  loggedInRedirect: '/orders',
};

function answering(...answers: (() => Response)[]) {
  const requests: RequestInit[] = [];
  const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
    requests.push(init ?? {});
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

const ok = () => Response.json({ data: { siteConfig: configured } });
const down = () => new Response('Bad gateway', { status: 502 });
const noWait = async () => {};

/** A page as the gateway serves it: the configuration inline in #site-config (or something else there). */
function pageWith(text: string | null) {
  return {
    getElementById: (id: string) => (id === 'site-config' && text !== null ? { textContent: text } : null),
  };
}

describe('loadSiteConfig', () => {
  afterEach(() => {
    Object.assign(siteConfigStore, { status: 'loading', config: defaultSiteConfig });
  });

  it('sends the text the generated hooks send (a production gateway runs only those)', () => {
    expect(siteConfigDocument).toBe(String(SiteConfigDocument));
  });

  it('takes the configuration the page carries, at once and without a request', async () => {
    const { fetch, requests } = answering(ok);
    const { doctorReplyHours: _hours, accentColor: _color, ...inline } = configured;
    const loading = loadSiteConfig({ fetch, wait: noWait, document: pageWith(JSON.stringify(inline)) });
    // Synchronously: the first render (which hydrates the prerendered page) already has it.
    expect(siteConfigStore.status).toBe('loaded');
    expect(siteConfigStore.config.brand).toBe('Northwind');
    await loading;
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['no element', null],
    ['no JSON', '{"brand":'],
    ['a missing field', JSON.stringify({ ...configured, supportEmail: undefined })],
    ['a feature that is not a boolean', JSON.stringify({ ...configured, features: { login: 'yes' } })],
  ])('asks the gateway when the page carries %s', async (_case, text) => {
    const { fetch, requests } = answering(ok);
    await loadSiteConfig({ fetch, wait: noWait, document: pageWith(text) });
    expect(requests).toHaveLength(1);
    expect(siteConfigStore.config.brand).toBe('Northwind');
  });

  it('asks for the SiteConfig operation as the generated hooks would, with the CSRF header', async () => {
    const { fetch, requests } = answering(ok);
    await loadSiteConfig({ fetch, wait: noWait });
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers).toMatchObject({
      'x-graphql-yoga-csrf': '1',
      'content-type': 'application/json',
    });
    const body = JSON.parse(String(request?.body));
    expect(body.operationName).toBe('SiteConfig');
    expect(body.query).toBe(String(SiteConfigDocument));
    expect(siteConfigStore.status).toBe('loaded');
    expect(siteConfigStore.config.brand).toBe('Northwind');
    expect(featureStatus(siteConfigStore, 'onlineVisit')).toBe('off');
  });

  it('is loading until it knows, so gates do not guess', () => {
    expect(featureStatus(siteConfigStore, 'login')).toBe('loading');
  });

  it('tries three times, 1 s and 2 s apart, as the data cache retries', async () => {
    const waits: number[] = [];
    const { fetch, requests } = answering(down, down, ok);
    await loadSiteConfig({ fetch, wait: async (ms) => void waits.push(ms) });
    expect(requests).toHaveLength(3);
    expect(waits).toEqual([1000, 2000]);
    expect(siteConfigStore.config.loggedInRedirect).toBe('/orders');
  });

  it('keeps the defaults once every attempt failed, and gates open on them', async () => {
    const { fetch, requests } = answering(down, () => Response.json({ errors: [{ message: 'x' }] }));
    await loadSiteConfig({ fetch, wait: noWait });
    expect(requests).toHaveLength(3);
    expect(siteConfigStore.status).toBe('failed');
    expect(siteConfigStore.config).toEqual(defaultSiteConfig);
    expect(featureStatus(siteConfigStore, 'login')).toBe('on');
  });
});
