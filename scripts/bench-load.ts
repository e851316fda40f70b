// `pnpm bench:load`: the customer area under load. One shop on the embedded database (or Postgres with
// --throwaway-postgres), alex and sam logged in, half the connections each, every connection cycling
// through the app's own reads and writes as the pages send them:
//   Shell, Dashboard, Orders, Subscriptions, MessageThread, Cart (reads);
//   AddToCart then RemoveFromCart, AddMeasurement (alex) and MarkMessagesRead (writes).
// Prints req/s, p50, p99, and errors: non-2xx, timeouts, and 2xx answers that carry GraphQL errors.
// Defaults: 60 s at 50 connections (issue 11 point 11). Options: --seconds N, --connections N,
// --throwaway-postgres. Asserts nothing; exits 1 when there were errors, so a script can tell.

import { createDatabase, startPostgres } from '@helmsman/lapi-server/testing';
import autocannon from 'autocannon';
import { startShop } from '../app/e2e/start-shop.ts';
import {
  AddMeasurementDocument,
  AddToCartDocument,
  CartDocument,
  DashboardDocument,
  MarkMessagesReadDocument,
  MessageThreadDocument,
  OrdersDocument,
  RemoveFromCartDocument,
  ShellDocument,
  SubscriptionsDocument,
} from '../app/src/gql/hooks.ts';
import { catalogue } from '../packages/domain/src/catalogue.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const seconds = option('--seconds', 60);
const connections = option('--connections', 50);
const CSRF = { 'x-graphql-yoga-csrf': '1' };

const postgres = args.includes('--throwaway-postgres') ? await startPostgres() : null;
const shop = await startShop({
  LOG_LEVEL: 'warn',
  ...(postgres ? { DATABASE_URL: await createDatabase(postgres.url, 'bench_load') } : {}),
});

async function logIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CSRF },
    body: JSON.stringify({
      query: 'mutation ($input: LoginInput!) { login(input: $input) { ok } }',
      variables: { input: { email, password } },
    }),
  });
  const match = /(?:__Host-)?helmsman_session=[^;]+/.exec(response.headers.get('set-cookie') ?? '');
  if (!match) throw new Error(`login of ${email} failed: ${await response.text()}`);
  return match[0];
}

interface Tally {
  graphqlErrors: number;
  firstError?: string;
}

/** The app's requests in the order a visit might send them, for one customer. */
function visit(cookie: string, tally: Tally, withHealthData: boolean) {
  const today = new Date().toISOString().slice(0, 10);
  const product = catalogue.find((entry) => entry.quantity_supported) ?? catalogue[0];
  const productId = String(product?.product_id);
  const operation = (document: { toString(): string }, operationName: string, variables?: object) => ({
    method: 'POST' as const,
    path: '/graphql',
    headers: { 'content-type': 'application/json', cookie, ...CSRF },
    body: JSON.stringify({ query: document.toString(), operationName, ...(variables && { variables }) }),
    onResponse: (_status: number, body: string) => {
      if (body.includes('"errors"')) {
        tally.graphqlErrors += 1;
        tally.firstError ??= `${operationName}: ${body.slice(0, 300)}`;
      }
    },
  });
  return [
    operation(ShellDocument, 'Shell'),
    operation(DashboardDocument, 'Dashboard'),
    operation(OrdersDocument, 'Orders'),
    operation(AddToCartDocument, 'AddToCart', { productId, quantity: 1 }),
    operation(CartDocument, 'Cart'),
    operation(RemoveFromCartDocument, 'RemoveFromCart', { productId }),
    operation(SubscriptionsDocument, 'Subscriptions'),
    operation(MessageThreadDocument, 'MessageThread'),
    operation(MarkMessagesReadDocument, 'MarkMessagesRead'),
    ...(withHealthData
      ? [
          operation(AddMeasurementDocument, 'AddMeasurement', {
            input: { weightLbs: 180 + Math.round(Math.random() * 100) / 10, measuredOn: today },
          }),
        ]
      : []),
  ];
}

try {
  const customers = [
    { cookie: await logIn('alex@helmsman.test', 'Valhalla1'), healthData: true },
    { cookie: await logIn('sam@helmsman.test', 'Valhalla2'), healthData: false },
  ];
  const tallies = customers.map((): Tally => ({ graphqlErrors: 0 }));
  console.log(
    `bench:load: ${seconds} s at ${connections} connections (${postgres ? 'Postgres' : 'PGlite'}), alex and sam, mixed reads and writes`,
  );
  const results = await Promise.all(
    customers.map((customer, index) =>
      autocannon({
        url: shop.url,
        connections: Math.ceil(connections / customers.length),
        duration: seconds,
        timeout: 10,
        requests: visit(customer.cookie, tallies[index] as Tally, customer.healthData),
      }),
    ),
  );
  const total = results.reduce((sum, result) => sum + result.requests.total, 0);
  const non2xx = results.reduce((sum, result) => sum + result.non2xx, 0);
  const failures = results.reduce((sum, result) => sum + result.errors + result.timeouts, 0);
  const graphqlErrors = tallies.reduce((sum, tally) => sum + tally.graphqlErrors, 0);
  const p = (key: 'p50' | 'p99') => Math.max(...results.map((result) => result.latency[key]));
  console.log(`  requests        ${total} (${Math.round(total / seconds)} req/s)`);
  console.log(`  latency         p50 ${p('p50')} ms, p99 ${p('p99')} ms (the slower of the two customers)`);
  console.log(
    `  errors          ${non2xx} non-2xx, ${failures} socket errors or timeouts, ${graphqlErrors} GraphQL errors`,
  );
  for (const tally of tallies) if (tally.firstError) console.log(`  first error     ${tally.firstError}`);
  process.exitCode = non2xx + failures + graphqlErrors === 0 ? 0 : 1;
} finally {
  await shop.stop();
  await postgres?.stop();
}
