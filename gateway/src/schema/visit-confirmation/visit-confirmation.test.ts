import {
  defaultSiteConfig,
  defaultVisitTreatment,
  messages,
  visitConfirmationMessages,
} from '@helmsman/domain';
import { LapiFailure, LapiNetworkError, messaging } from '@helmsman/lapi-client';
import { demo, schema } from '@helmsman/lapi-server/testing';
import type { GraphQLResolveInfo } from 'graphql';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answeringLapi } from '../../../test/answering-lapi.ts';
import { type GatewayHarness, startGatewayHarness } from '../../../test/harness.ts';
import type { GatewayContext } from '../../context.ts';
import { RATE_LIMITS } from '../../rate-limit/limits.ts';
import { createMemoryRateLimits } from '../../rate-limit/rate-limits.ts';
import { submitVisitFeedback } from './resolvers/Mutation/submitVisitFeedback.ts';

const CONFIRMATION = `query ($category: String!, $orderNumber: ID!) {
  visitConfirmation(category: $category, orderNumber: $orderNumber) {
    category order { number totalCents items { name } }
    doctor { name credentials photoUrl } replyTime { hours source } } }`;
const SURVEY = `mutation ($input: SubmitVisitSurveyInput!) { submitVisitSurvey(input: $input) {
  ok error { message fieldErrors { field message } } } }`;
const FEEDBACK = `mutation ($input: SubmitVisitFeedbackInput!) { submitVisitFeedback(input: $input) {
  ok error { message fieldErrors { field message } } } }`;

interface Confirmation {
  visitConfirmation: {
    category: string;
    order: { number: string; totalCents: number; items: { name: string }[] };
    doctor: { name: string; credentials: string; photoUrl: string | null } | null;
    replyTime: { hours: number; source: 'DOCTOR' | 'SITE' };
  } | null;
}
interface Result {
  ok: boolean;
  error: { message: string; fieldErrors: { field: string; message: string }[] } | null;
}

const FEEDBACK_PER_CUSTOMER = 3;

/** Every log line of the gateway, its GraphQL layer and the legacy API, at every level. */
const logLines: string[] = [];
const capture = () => pino({ level: 'trace' }, { write: (line: string) => logLines.push(line) });

let gateway: GatewayHarness;
let alex: string;
let sam: string;
/** Treatment orders of the visits (the demo seeds gummy orders only): alex's ED and sleep, sam's ED. */
let alexEd: number;
let alexSleep: number;
let samEd: number;
beforeAll(async () => {
  gateway = await startGatewayHarness({
    logger: capture(),
    graphqlLogger: capture(),
    lapiLogger: capture(),
    rateLimits: createMemoryRateLimits({
      table: { ...RATE_LIMITS, visitFeedbackPerCustomer: { points: FEEDBACK_PER_CUSTOMER, seconds: 3600 } },
    }),
  });
  alex = await gateway.login();
  sam = await gateway.login('sam@helmsman.test', 'Valhalla2');
  alexEd = await treatmentOrder(demo.alex.leadsId, defaultVisitTreatment('ed').product_id);
  alexSleep = await treatmentOrder(demo.alex.leadsId, defaultVisitTreatment('sleep').product_id);
  samEd = await treatmentOrder(demo.sam.leadsId, defaultVisitTreatment('ed').product_id);
});
afterAll(() => gateway.close());

/** The lead's newest row of a table (the gateway's tests read the legacy tables without drizzle's operators). */
const newest = <Row extends { id: number; leadId: number }>(rows: Row[], leadId: number) =>
  rows.filter((row) => row.leadId === leadId).sort((a, b) => b.id - a.id)[0];

/**
 * An order of one treatment, written as /order/create/ writes it (the line copies the product), without
 * the doctor assignment an order through the API brings: sam keeps having no doctor.
 */
async function treatmentOrder(leadId: number, productId: number): Promise<number> {
  const { db } = gateway.database;
  const product = (await db.select().from(schema.products)).find((row) => row.productId === productId);
  if (!product) throw new Error(`No product ${productId}`);
  const [order] = await db
    .insert(schema.orders)
    .values({
      leadId,
      status: 'Processing',
      orderDate: '2026-12-01',
      totalCents: product.priceCents,
      shipAddress: '412 Congress Ave',
      shipCity: 'Austin',
      shipState: 'TX',
      shipZip: '78701',
    })
    .returning();
  if (!order) throw new Error('No order written');
  await db.insert(schema.orderItems).values({
    orderNumber: order.orderNumber,
    productId,
    productName: product.productName,
    productImage: product.img,
    category: product.category,
    priceCents: product.priceCents,
  });
  return order.orderNumber;
}

const confirmation = (orderNumber: number | string, cookie: string, category = 'ed') =>
  gateway.graphql<Confirmation>(CONFIRMATION, { variables: { category, orderNumber }, cookie });

describe('the visit confirmation', () => {
  it("shows the customer's order, their doctor and the doctor's reply time", async () => {
    const { body } = await confirmation(alexEd, alex);
    expect(body.errors).toBeUndefined();
    expect(body.data?.visitConfirmation).toMatchObject({
      category: 'ed',
      order: { number: String(alexEd), items: [{ name: 'Sildenafil 50 mg' }] },
      doctor: { name: demo.doctor.name, credentials: 'MD' },
      replyTime: { source: 'DOCTOR' },
    });
  });

  it("says no doctor yet, with the site's reply time, for a customer without one", async () => {
    const { body } = await confirmation(samEd, sam);
    expect(body.data?.visitConfirmation).toMatchObject({
      order: { number: String(samEd) },
      doctor: null,
      replyTime: { hours: defaultSiteConfig.doctorReplyHours, source: 'SITE' },
    });
  });

  it("finds nothing for another customer's order, a made-up number or one that is no number", async () => {
    for (const orderNumber of [samEd, demo.sam.orders.shipped, 999999, 'DROP TABLE']) {
      const { body } = await confirmation(orderNumber, alex);
      expect(body.errors).toBeUndefined();
      expect(body.data?.visitConfirmation).toBeNull();
    }
  });

  it("finds nothing for the customer's own gummy order, nor for another visit's treatment order", async () => {
    for (const [orderNumber, category] of [
      [demo.alex.orders.shipped, 'ed'],
      [alexSleep, 'ed'],
      [alexEd, 'sleep'],
    ] as const) {
      const { body } = await confirmation(orderNumber, alex, category);
      expect(body.errors).toBeUndefined();
      expect(body.data?.visitConfirmation).toBeNull();
    }
    const sleep = await confirmation(alexSleep, alex, 'sleep');
    expect(sleep.body.data?.visitConfirmation?.order.items).toEqual([{ name: 'Doxepin 3 mg' }]);
  });

  it('needs a login and a category with an online visit', async () => {
    const anonymous = await gateway.graphql(CONFIRMATION, {
      variables: { category: 'ed', orderNumber: demo.alex.orders.shipped },
    });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const unknown = await confirmation(demo.alex.orders.shipped, alex, 'gummies');
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the survey and the rating', () => {
  it("stores the survey under the legacy API's question ids, and refuses an answer off the list", async () => {
    const sent = await gateway.graphql<{ submitVisitSurvey: Result }>(SURVEY, {
      variables: { input: { answers: { ease: 5, timeMinutes: 15, comment: '  Quick.  ' } } },
      cookie: sam,
    });
    expect(sent.body.data?.submitVisitSurvey).toEqual({ ok: true, error: null });
    const stored = newest(await gateway.database.db.select().from(schema.surveyResponses), demo.sam.leadsId);
    expect(stored).toMatchObject({
      survey: 'online_visit',
      answers: { ease: 5, time_minutes: 15, comment: 'Quick.' },
    });

    const refused = await gateway.graphql<{ submitVisitSurvey: Result }>(SURVEY, {
      variables: { input: { answers: { ease: 9 } } },
      cookie: sam,
    });
    expect(refused.body.data?.submitVisitSurvey.error?.fieldErrors).toEqual([
      { field: 'ease', message: visitConfirmationMessages.chooseEase },
    ]);
  });

  it("stores a rating, and refuses one out of range with spec section 8's message", async () => {
    const rated = await gateway.graphql<{ submitVisitFeedback: Result }>(FEEDBACK, {
      variables: { input: { rating: 4, comment: 'Clear and fast.' } },
      cookie: alex,
    });
    expect(rated.body.data?.submitVisitFeedback).toEqual({ ok: true, error: null });
    const stored = newest(await gateway.database.db.select().from(schema.feedback), demo.alex.leadsId);
    expect(stored).toMatchObject({ rating: 4, comment: 'Clear and fast.', context: 'online_visit' });

    const refused = await gateway.graphql<{ submitVisitFeedback: Result }>(FEEDBACK, {
      variables: { input: { rating: 0, comment: 'x'.repeat(1001) } },
      cookie: alex,
    });
    expect(refused.body.data?.submitVisitFeedback).toEqual({
      ok: false,
      error: {
        message: messages.failedSubmitFeedback,
        fieldErrors: [
          { field: 'rating', message: visitConfirmationMessages.chooseRating },
          { field: 'comment', message: visitConfirmationMessages.feedbackCommentTooLong },
        ],
      },
    });
  });

  it('writes neither the answers nor the comments to any log', async () => {
    const words = `Only for the survey ${Date.now()}`;
    await gateway.graphql(SURVEY, {
      variables: { input: { answers: { ease: 2, comment: words } } },
      cookie: alex,
    });
    await gateway.graphql(FEEDBACK, { variables: { input: { rating: 2, comment: words } }, cookie: alex });
    await gateway.graphql(FEEDBACK, { variables: { input: { rating: 9, comment: words } }, cookie: alex });
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.includes(words))).toEqual([]);
  });

  it('limits the survey and the rating together per customer', async () => {
    const cookie = await gateway.login('sam@helmsman.test', 'Valhalla2');
    // Sam sent one survey above; two more fill the budget.
    for (let i = 1; i < FEEDBACK_PER_CUSTOMER; i += 1) {
      const answer = await gateway.graphql<{ submitVisitFeedback: Result }>(FEEDBACK, {
        variables: { input: { rating: 5 } },
        cookie,
      });
      expect(answer.body.data?.submitVisitFeedback.ok).toBe(true);
    }
    const limited = await gateway.graphql(SURVEY, { variables: { input: { answers: { ease: 3 } } }, cookie });
    expect(limited.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('a rating the legacy API does not store', () => {
  const failing = (failure: Error) => {
    const lapi = answeringLapi(new Map(), new Map([[messaging.feedback, failure]]));
    const ctx = {
      siteConfig: defaultSiteConfig,
      customerLapi: () => lapi,
      session: { leadsId: demo.alex.leadsId },
      rateLimits: createMemoryRateLimits(),
      logger: pino({ level: 'silent' }),
    } as unknown as GatewayContext;
    // The generated type also allows a `{ resolve }` object; this resolver is a function.
    const resolve = submitVisitFeedback as (
      parent: object,
      args: { input: { rating: number } },
      context: GatewayContext,
      info: GraphQLResolveInfo,
    ) => Promise<unknown>;
    return resolve({}, { input: { rating: 5 } }, ctx, {} as GraphQLResolveInfo);
  };

  it("answers 'Failed to submit feedback. Please try again.' whatever went wrong, unmasked", async () => {
    for (const failure of [
      new LapiFailure('boom', '/feedback/', 500, 'relation "feedback" does not exist'),
      new LapiFailure('refused', '/feedback/', 400, messages.failedSubmitFeedback),
      new LapiNetworkError('socket hang up', '/feedback/'),
    ]) {
      expect(await failing(failure)).toEqual({
        ok: false,
        error: { message: messages.failedSubmitFeedback, fieldErrors: [] },
      });
    }
  });

  it('is UNAUTHENTICATED when the session has ended', async () => {
    await expect(
      failing(new LapiFailure('expired', '/feedback/', 401, 'Session expired')),
    ).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
