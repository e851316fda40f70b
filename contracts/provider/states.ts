import type { Db } from '@helmsman/lapi-server';
import {
  accountFixtures,
  clinicalFixtures,
  commerceFixtures,
  createSessionForTest,
  demo,
  messagingFixtures,
  schema,
} from '@helmsman/lapi-server/testing';
import type { ProviderStateName, ProviderStates } from '../provider-states.ts';
import type { StateHandlers } from './pact-types.ts';

/**
 * How lapi-server makes each provider state true. Before each interaction the verifier resets the
 * database to the demo data (resetDatabase); a handler then adds what its state needs (a session with
 * the pact's fixed token) or checks that the demo data already holds it, and fails loudly otherwise:
 * a state that silently does nothing makes the verification prove nothing.
 *
 * The table is keyed by the vocabulary in provider-states.ts: a state without a handler does not compile.
 */
export type StateHandler<N extends ProviderStateName> = (params: ProviderStates[N], db: Db) => Promise<void>;
export type StateHandlerTable = { readonly [N in ProviderStateName]: StateHandler<N> };

export const stateHandlers: StateHandlerTable = {
  async 'a customer exists'({ email, password, leadsId }, db) {
    await requireLead(db, 'a customer exists', leadsId, email);
    const person = Object.values(demo).find((entry) => 'email' in entry && entry.email === email);
    if (!person || !('password' in person) || person.password !== password) {
      throw new StateError('a customer exists', `the demo password of ${email} is not the pact's`);
    }
  },

  async 'a customer is logged in'({ email, leadsId, token }, db) {
    await requireLead(db, 'a customer is logged in', leadsId, email);
    await createSessionForTest(db, leadsId, token);
  },

  async 'no session exists for the token'() {
    // The reset before each interaction empties the sessions table, and no handler creates this token.
  },

  async 'the customer has orders'({ leadsId, orders }, db) {
    const rows = await db.select().from(schema.orders);
    for (const { orderNumber, status } of orders) {
      const row = rows.find((order) => order.orderNumber === orderNumber);
      if (row?.leadId !== leadsId || row.status !== status) {
        throw new StateError(
          'the customer has orders',
          `no order ${orderNumber} (${status}) of lead ${leadsId}`,
        );
      }
    }
  },

  async 'the customer has a flag on an order'({ leadsId, type, ordersId }, db) {
    const rows = await db.select().from(schema.flags);
    if (!rows.some((flag) => flag.leadId === leadsId && flag.type === type && flag.ordersId === ordersId)) {
      throw new StateError('the customer has a flag on an order', `no ${type} flag on order ${ordersId}`);
    }
  },

  async 'the customer has subscriptions'({ leadsId, categories }, db) {
    const rows = await db.select().from(schema.subscriptions);
    for (const category of categories) {
      if (
        !rows.some((row) => row.leadId === leadsId && row.category === category && row.status === 'active')
      ) {
        throw new StateError('the customer has subscriptions', `no active ${category} subscription`);
      }
    }
  },

  async 'the customer has a pending order'({ leadsId, product, productCategory }, db) {
    const rows = await db.select().from(schema.pendingOrders);
    const found = rows.some(
      (row) => row.leadId === leadsId && row.product === product && row.productCategory === productCategory,
    );
    if (!found)
      throw new StateError('the customer has a pending order', `no pending ${product} (${productCategory})`);
  },

  // ---- Online visit & clinical ----
  async 'the customer has an online visit in progress'(
    { leadsId, category, currentQuestionId, answers, drug },
    db,
  ) {
    await clinicalFixtures.putVisitForTest(db, {
      leadsId,
      category: visitCategory('the customer has an online visit in progress', category),
      currentQuestionId,
      answers,
      drug,
    });
  },

  async 'the customer has an online visit waiting for review'({ leadsId, category }, db) {
    const state = 'the customer has an online visit waiting for review';
    await clinicalFixtures.submitVisitForTest(db, leadsId, visitCategory(state, category), { paid: true });
  },

  async 'the customer has a submitted online visit not paid for yet'({ leadsId, category }, db) {
    const state = 'the customer has a submitted online visit not paid for yet';
    await clinicalFixtures.submitVisitForTest(db, leadsId, visitCategory(state, category), { paid: false });
  },

  async 'the customer chose a treatment on their online visit'({ leadsId, category, ...choice }, db) {
    const state = 'the customer chose a treatment on their online visit';
    await clinicalFixtures.chooseTreatmentForTest(db, leadsId, visitCategory(state, category), choice);
  },

  async 'the customer has no online visit'({ leadsId }, db) {
    await clinicalFixtures.removeVisitsForTest(db, leadsId);
  },

  async 'the customer has no pending order of the category'({ leadsId, productCategory }, db) {
    await clinicalFixtures.removePendingOrdersForTest(db, leadsId, productCategory);
  },

  // ---- Commerce ----
  async 'the customer has a card on file'({ leadsId, last4, outcome }, db) {
    const number =
      outcome === 'approve' ? commerceFixtures.TEST_CARDS.approve : commerceFixtures.TEST_CARDS.decline;
    if (!number.endsWith(last4)) {
      throw new StateError(
        'the customer has a card on file',
        `the test card that will ${outcome} ends in ${number.slice(-4)}`,
      );
    }
    await commerceFixtures.storeTestCard(db, leadsId, number);
  },

  async 'the customer has no card on file'({ leadsId }, db) {
    await commerceFixtures.removeCardOnFile(db, leadsId);
  },

  async 'the customer has products in the cart'({ leadsId, items }, db) {
    await commerceFixtures.fillCart(db, leadsId, items);
  },

  async 'the customer has an empty cart'({ leadsId }, db) {
    await commerceFixtures.fillCart(db, leadsId, []);
  },

  async 'a coupon is available'({ code }, db) {
    const problem = await commerceFixtures.couponUnavailable(db, code, today());
    if (problem) throw new StateError('a coupon is available', problem);
  },

  async 'a coupon has expired'({ code }, db) {
    if (!(await commerceFixtures.couponHasExpired(db, code, today()))) {
      throw new StateError('a coupon has expired', `the demo data has no expired coupon ${code}`);
    }
  },

  async 'the customer has a subscription'({ leadsId, subscriptionId, status }, db) {
    if (status !== 'active' && status !== 'paused' && status !== 'cancelled') {
      throw new StateError('the customer has a subscription', `"${status}" is not a subscription status`);
    }
    if (!(await commerceFixtures.setSubscriptionStatus(db, leadsId, subscriptionId, status))) {
      throw new StateError(
        'the customer has a subscription',
        `lead ${leadsId} has no subscription ${subscriptionId}`,
      );
    }
  },

  async 'the customer has no subscription with the id'({ leadsId, subscriptionId }, db) {
    if (await commerceFixtures.hasSubscription(db, leadsId, subscriptionId)) {
      throw new StateError(
        'the customer has no subscription with the id',
        `lead ${leadsId} has ${subscriptionId}`,
      );
    }
  },

  // ---- Messaging, leads & uploads ----
  async 'the customer has a doctor'({ leadsId, doctorName, expectedReplyHours }, db) {
    await stateFrom('the customer has a doctor', () =>
      messagingFixtures.assignDoctorForTest(db, leadsId, doctorName, expectedReplyHours),
    );
  },

  async 'the customer has no doctor'({ leadsId }, db) {
    await messagingFixtures.removeDoctorForTest(db, leadsId);
  },

  async 'the customer has a message thread with their doctor'({ leadsId, messages }, db) {
    await stateFrom('the customer has a message thread with their doctor', () =>
      messagingFixtures.requireThreadForTest(db, leadsId, messages),
    );
  },

  async 'a customer has an upload'({ leadsId, uploadId }, db) {
    await messagingFixtures.putUploadForTest(db, leadsId, uploadId);
  },

  async 'an idempotency key was used for another request'({ leadsId, path, key }, db) {
    // A request hash no real request has, and the answer that request got.
    await db.insert(schema.idempotencyKeys).values({
      leadId: leadsId,
      route: path,
      key,
      requestHash: 'another request',
      responseStatus: 200,
      responseBody: { status: 'SUCCESS', data: null, message: '' },
      createdAt: new Date(),
    });
  },

  async 'the customer has registered a click'({ leadsId, clickId }, db) {
    await messagingFixtures.putClickForTest(db, leadsId, clickId);
  },

  async 'the clinic treats a category in these states'({ category, states }, db) {
    await messagingFixtures.setStatesAllowedForTest(db, category, states);
  },

  async 'the clinic does not treat the category'({ category }, db) {
    await messagingFixtures.setStatesAllowedForTest(db, category, []);
  },

  async 'the e-mail is on the wait list of a state'({ category, state, email }, db) {
    await messagingFixtures.putOnStateWaitlistForTest(db, category, state, email);
  },

  // ---- Account & identity ----
  async 'no customer has the e-mail'({ email }, db) {
    await accountFixtures.removeAccountWithEmail(db, email);
  },

  async 'a password reset was requested'({ email, leadsId, resetToken }, db) {
    await requireLead(db, 'a password reset was requested', leadsId, email);
    await accountFixtures.createResetForTest(db, leadsId, resetToken);
  },

  async 'no password reset exists for the token'() {
    // The reset before each interaction empties password_resets, and no handler creates this token.
  },

  async 'an e-mail change is waiting for confirmation'({ email, leadsId, newEmail, confirmationToken }, db) {
    await requireLead(db, 'an e-mail change is waiting for confirmation', leadsId, email);
    await accountFixtures.createEmailChangeForTest(db, leadsId, newEmail, confirmationToken);
  },

  async 'no e-mail change exists for the token'() {
    // The reset before each interaction empties email_changes, and no handler creates this token.
  },

  async 'the customer has a profile'({ leadsId, ...profile }, db) {
    await accountFixtures.setProfile(db, leadsId, profile);
  },

  async 'the customer has addresses on file'({ leadsId, shipping, billing }, db) {
    await accountFixtures.setAddresses(db, leadsId, shipping, billing);
  },

  async 'an SMS code was sent to the customer'({ leadsId, code }, db) {
    await accountFixtures.createSmsCodeForTest(db, leadsId, code);
  },

  async 'the customer has weight measurements'({ leadsId, measurements }, db) {
    await accountFixtures.setWeighIns(db, leadsId, measurements);
  },

  async 'the customer has no SKY GLP subscription'({ leadsId }, db) {
    await accountFixtures.leaveSkyGlp(db, leadsId);
  },
};

/** Runs a fixture, turning its error into a StateError that names the state. */
async function stateFrom(state: ProviderStateName, fixture: () => Promise<void>): Promise<void> {
  try {
    await fixture();
  } catch (error) {
    throw new StateError(state, (error as Error).message);
  }
}

/** Today's calendar date (UTC), as lapi-server's clock sees it. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The table in the shape Pact's Verifier takes, bound to one database. */
export function inProcessStateHandlers(db: Db, table: StateHandlerTable = stateHandlers): StateHandlers {
  return Object.fromEntries(
    Object.entries(table).map(([name, handler]) => [
      name,
      // Pact passes the parameters recorded in the pact; their shape is the vocabulary's.
      async (params: unknown) => {
        await (handler as StateHandler<ProviderStateName>)(params as never, db);
      },
    ]),
  );
}

/**
 * For a provider Pact cannot reset (PROVIDER_BASE_URL): every state is forwarded to the backend's own
 * state-change endpoint as Pact's standard request, `POST {"state", "params", "action"}`: "setup"
 * before the interaction, "teardown" after it (when a backend can put its test data back).
 */
export function forwardingStateHandlers(stateChangeUrl: string, names: readonly string[]): StateHandlers {
  const send = async (state: string, params: unknown, action: 'setup' | 'teardown') => {
    const response = await fetch(stateChangeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ state, params: params ?? {}, action }),
    });
    if (!response.ok) {
      throw new Error(
        `state ${action} "${state}" answered HTTP ${response.status}: ${await response.text()}`,
      );
    }
  };
  return Object.fromEntries(
    names.map((state) => [
      state,
      {
        setup: (params?: unknown) => send(state, params, 'setup'),
        teardown: (params?: unknown) => send(state, params, 'teardown'),
      },
    ]),
  );
}

/**
 * pact-js only logs a state handler's error and answers the verifier 200, so the interaction runs
 * against a provider in the wrong state and may even pass. This wrapper records every failure, and
 * the verification test fails on any.
 */
export function recordingFailures(handlers: StateHandlers, failures: string[]): StateHandlers {
  type Step = (params?: unknown) => Promise<unknown>;
  const recorded =
    (state: string, step: Step): Step =>
    async (params) => {
      try {
        return await step(params);
      } catch (error) {
        failures.push(`"${state}" ${JSON.stringify(params ?? {})}: ${(error as Error).message}`);
        throw error;
      }
    };
  return Object.fromEntries(
    Object.entries(handlers).map(([state, handler]) => {
      if (typeof handler === 'function') return [state, recorded(state, handler as Step)];
      const { setup, teardown } = handler as { setup?: Step; teardown?: Step };
      return [
        state,
        {
          ...(setup && { setup: recorded(state, setup) }),
          ...(teardown && { teardown: recorded(state, teardown) }),
        },
      ];
    }),
  );
}

async function requireLead(db: Db, state: ProviderStateName, leadsId: number, email: string): Promise<void> {
  const leads = await db.select({ id: schema.leads.id, email: schema.leads.email }).from(schema.leads);
  if (!leads.some((lead) => lead.id === leadsId && lead.email === email)) {
    throw new StateError(state, `lapi-server's demo data has no lead ${leadsId} <${email}>`);
  }
}

const visitCategories = ['ed', 'sleep', 'hair', 'SKY GLP'] as const;

function visitCategory(state: ProviderStateName, category: string): (typeof visitCategories)[number] {
  const known = visitCategories.find((candidate) => candidate === category);
  if (!known) throw new StateError(state, `"${category}" is not an online visit category`);
  return known;
}

class StateError extends Error {
  constructor(state: ProviderStateName, detail: string) {
    super(
      `provider state "${state}" cannot be set up: ${detail}. Add it to the demo data or to this handler.`,
    );
  }
}
