import { readFileSync } from 'node:fs';
import { LapiClient } from '@helmsman/lapi-client';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { appTrustedDocuments, TRUSTED_DOCUMENTS_FILE } from '../../../scripts/trusted-documents.ts';
import { CSRF_HEADER, createGatewayYoga, type GatewayYogaOptions } from '../yoga.ts';
import { readTrustedDocuments, UNTRUSTED_OPERATION } from './trusted-documents.ts';

const lapi = new LapiClient({ baseUrl: 'http://127.0.0.1:1', timeoutMs: 500 });
afterAll(() => lapi.close());

type Answer = {
  status: number;
  body: { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] };
};

function gateway(options: Partial<GatewayYogaOptions> = {}) {
  const yoga = createGatewayYoga({
    lapi,
    logger: pino({ level: process.env.DEBUG_LOG ?? 'silent' }),
    ...options,
  });
  return async (query: string): Promise<Answer> => {
    const response = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, body: await response.json() };
  };
}

const SITE_CONFIG = readTrustedDocuments().find((text) => text.includes('query SiteConfig')) as string;
const INTROSPECTION = '{ __schema { types { name } } }';

describe('trusted documents (production)', () => {
  it('are the app operations exactly as the app sends them (pnpm codegen rewrites the file)', async () => {
    const committed = JSON.parse(readFileSync(TRUSTED_DOCUMENTS_FILE, 'utf8'));
    expect(committed).toEqual(await appTrustedDocuments());
    expect(Object.keys(committed).length).toBeGreaterThan(20);
  });

  it('run, and nothing else does: not a probe, not introspection, not the same operation reworded', async () => {
    const production = gateway({ trustedDocuments: readTrustedDocuments() });
    const trusted = await production(SITE_CONFIG);
    expect(trusted.body.errors).toBeUndefined();
    expect(trusted.body.data?.siteConfig).toMatchObject({ brand: expect.any(String) });

    for (const query of ['{ __typename }', INTROSPECTION, SITE_CONFIG.replace('brand', 'brand brand')]) {
      const refused = await production(query);
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe(UNTRUSTED_OPERATION);
      expect(refused.body.data).toBeUndefined();
    }
  });
});

describe('introspection', () => {
  it('is refused outside development, while __typename still answers', async () => {
    const shop = gateway();
    const refused = await shop(INTROSPECTION);
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors?.[0]?.message).toMatch(/introspection/i);
    expect((await shop('{ __typename }')).body.data).toEqual({ __typename: 'Query' });
  });

  it('answers in development (GraphiQL)', async () => {
    const answer = await gateway({ development: true })(INTROSPECTION);
    expect(answer.body.errors).toBeUndefined();
    expect(JSON.stringify(answer.body.data)).toContain('PaymentCard');
  });
});

describe('the armor limits', () => {
  const shop = gateway();
  const nest = (levels: number) =>
    `siteConfig ${'{ features '.repeat(levels)}{ login }${' }'.repeat(levels)}`;

  it('refuse a document deeper than 8 levels', async () => {
    const answer = await shop(`{ ${nest(8)} }`);
    expect(answer.body.errors?.map((error) => error.message).join(' ')).toMatch(/depth/i);
  });

  it('refuse more than 15 aliases, and allow 15', async () => {
    const aliases = (count: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `a${i}: siteConfig { brand }`).join(' ')} }`;
    expect((await shop(aliases(15))).body.errors).toBeUndefined();
    expect((await shop(aliases(16))).body.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('refuse a document over 2,000 tokens', async () => {
    const answer = await shop(`{ siteConfig { ${'brand '.repeat(2100)} } }`);
    expect(answer.body.errors?.[0]?.message).toMatch(/token/i);
  });

  it('refuse a document whose cost is over 5,000', async () => {
    // Each spread costs its fragment's fields again (graphql merges them, the cost limit counts them):
    // 600 spreads of 10 fields stay under the token limit and cost over 5,000.
    const fields = 'brand tagline title supportEmail supportPhone loggedInRedirect';
    const fragment = `fragment F on SiteConfig { ${fields} features { login onlineVisit } }`;
    const answer = await shop(`{ siteConfig { ${'...F '.repeat(600)} } } ${fragment}`);
    expect(answer.body.errors?.map((error) => error.message).join(' ')).toMatch(/cost/i);
  });
});
