// `pnpm bench:reset-timing`: does a password reset request take longer for an address with an account
// than for one without (ASVS V6: no account enumeration by timing)? Against one shop on the embedded
// database: 200 requests to the legacy reset call, alternating known and unknown addresses (each
// unknown one new), timed from the client; prints both medians and their difference (issue 11 wants
// under 5 ms). Through the legacy API directly: the gateway allows 10 reset requests an hour per address.
// Options: --requests N (default 200). Asserts nothing.
import { customer, encodeBody, LapiClient } from '@helmsman/lapi-client';
import { startShop } from '../app/e2e/start-shop.ts';

const args = process.argv.slice(2);
const requests = Number(args[args.indexOf('--requests') + 1] || 200);
const KNOWN = 'alex@helmsman.test';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const shop = await startShop({ LOG_LEVEL: 'info' });
try {
  const match = /"lapi":"(http:\/\/127\.0\.0\.1:\d+)"/.exec(shop.output());
  if (!match?.[1]) throw new Error('the shop did not log its embedded legacy API address');
  const paths = new LapiClient({ baseUrl: match[1] });
  const url = `${match[1]}${paths.pathOf(customer.requestPasswordReset)}`;
  await paths.close();
  const send = async (email: string) => {
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: encodeBody({
        clicks_id: null,
        email,
        token: process.env.LAPI_PUBLIC_TOKEN ?? 'pk_helmsman_local',
      }),
    });
    await response.text();
    if (!response.ok) throw new Error(`reset request answered ${response.status}`);
    return performance.now() - started;
  };
  // Warm up both paths (JIT, prepared statements).
  for (let i = 0; i < 20; i += 1) await send(i % 2 ? KNOWN : `warmup-${i}@nowhere.test`);
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    // Alternate which goes first, so work one leaves behind weighs on both equally.
    const knownFirst = i % 4 < 2;
    if (knownFirst === (i % 2 === 0)) known.push(await send(KNOWN));
    else unknown.push(await send(`nobody-${i}@nowhere.test`));
  }
  const [k, u] = [median(known), median(unknown)];
  console.log(`bench:reset-timing: ${requests} requests (${known.length} known, ${unknown.length} unknown)`);
  console.log(`  median known   ${k.toFixed(2)} ms`);
  console.log(`  median unknown ${u.toFixed(2)} ms`);
  console.log(`  difference     ${(k - u).toFixed(2)} ms (target: |difference| < 5 ms)`);
} finally {
  await shop.stop();
}
