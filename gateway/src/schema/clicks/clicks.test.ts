import { schema } from '@helmsman/lapi-server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';
import { createMemoryRateLimits } from '../../rate-limit/index.ts';

/** The load balancer in front of the gateway (TRUSTED_PROXIES): only its X-Forwarded-For is believed. */
const BALANCER = '10.0.0.5';

let gateway: GatewayHarness;
beforeAll(async () => {
  gateway = await startGatewayHarness({
    rateLimits: createMemoryRateLimits({ trustedProxies: ['10.0.0.0/8'] }),
  });
});
afterAll(() => gateway.close());

const REGISTER = 'mutation ($input: RegisterClickInput!) { registerClick(input: $input) { clickId } }';

function input(overrides: Record<string, unknown> = {}) {
  return {
    params: [
      { name: 'a', value: '7' },
      { name: 'campaigns_id', value: '42' },
      { name: 'utm_source', value: 'newsletter' },
    ],
    url: 'https://shop.test/orders?a=7&campaigns_id=42&utm_source=newsletter',
    referrer: 'https://mail.test/',
    userAgent: 'Mozilla/5.0 (iPhone) Mobile',
    deviceType: 'mobile',
    ...overrides,
  };
}

async function storedClick(id: string) {
  const rows = await gateway.database.db.select().from(schema.clicks);
  return rows.find((row) => String(row.id) === id);
}

describe('Mutation.registerClick', () => {
  it('registers an anonymous visit with every parameter and what the browser measured', async () => {
    const { body } = await gateway.graphql<{ registerClick: { clickId: string } }>(REGISTER, {
      variables: { input: input() },
    });
    const clickId = body.data?.registerClick.clickId ?? '';
    expect(clickId).toMatch(/^\d+$/);
    expect(await storedClick(clickId)).toMatchObject({
      leadId: null,
      a: '7',
      campaignsId: '42',
      url: 'https://shop.test/orders?a=7&campaigns_id=42&utm_source=newsletter',
      referrer: 'https://mail.test/',
      userAgent: 'Mozilla/5.0 (iPhone) Mobile',
      deviceType: 'mobile',
      extra: { utm_source: 'newsletter' },
    });
  });

  it('stays anonymous when a customer is logged in', async () => {
    const cookie = await gateway.login();
    const { body } = await gateway.graphql<{ registerClick: { clickId: string } }>(REGISTER, {
      cookie,
      variables: { input: input() },
    });
    expect((await storedClick(body.data?.registerClick.clickId ?? ''))?.leadId).toBeNull();
  });

  it("records the client's address: a trusted proxy's forwarded one, else the socket's", async () => {
    const register = async (clientIp: string, forwardedFor: string) => {
      const { body } = await gateway.graphql<{ registerClick: { clickId: string } }>(REGISTER, {
        variables: { input: input() },
        clientIp,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      return (await storedClick(body.data?.registerClick.clickId ?? ''))?.ipAddress;
    };
    // The client wrote the left-hand address itself; the balancer appended the one it saw.
    expect(await register(BALANCER, '192.0.2.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await register('198.51.100.23', '203.0.113.7')).toBe('198.51.100.23');
  });

  it("refuses what the browser never sends, with the spec's message, before the legacy API", async () => {
    const before = (await gateway.database.db.select().from(schema.clicks)).length;
    const refused = [
      { params: [{ name: 'token', value: 'mine' }] },
      { params: [{ name: 'leads_id', value: '1001' }] },
      { params: Array.from({ length: 60 }, (_, i) => ({ name: `p${i}`, value: 'x' })) },
      { params: [{ name: 'note', value: 'x'.repeat(501) }] },
      { userAgent: 'x'.repeat(5000) },
      { deviceType: 'fridge' },
    ];
    for (const overrides of refused) {
      const { body } = await gateway.graphql(REGISTER, { variables: { input: input(overrides) } });
      expect(body.errors?.[0]?.message).toBe('Failed to create click');
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await gateway.database.db.select().from(schema.clicks)).length).toBe(before);
  });
});
