import { account } from '@helmsman/lapi-client';
import { MatchersV3 } from '@pact-foundation/pact';
import { instant, sessionToken } from './formats.ts';
import {
  acknowledged,
  customerInteraction,
  describePactCases,
  envelope,
  interaction,
  staleTokenInteraction,
} from './lapi-pact.ts';
import { alexLander, alexOrderHistory } from './order-history.ts';
import { alex, alexPendingEdOrder, customerExists } from './people.ts';

const { eachLike, integer, string } = MatchersV3;

describePactCases('account', [
  interaction({
    call: account.login,
    scenario: 'with the right e-mail and password',
    given: [customerExists(alex)],
    input: { email: alex.email, password: alex.password },
    willRespondWith: {
      status: 200,
      body: envelope.success({
        leads_id: integer(alex.leadsId),
        token: sessionToken('V2hhdCBhIG5pY2UgbG9uZyB0b2tlbiB0aGlzIGlzIQ'),
        // Extension: the session's absolute end, which the gateway's cookie follows.
        expires_at: instant('2026-11-26T22:00:00.000Z'),
      }),
    },
    expected: {
      returns: {
        leads_id: alex.leadsId,
        token: 'V2hhdCBhIG5pY2UgbG9uZyB0b2tlbiB0aGlzIGlzIQ',
        expires_at: new Date('2026-11-26T22:00:00.000Z'),
      },
    },
  }),
  interaction({
    call: account.login,
    scenario: 'with a wrong password',
    given: [customerExists(alex)],
    input: { email: alex.email, password: 'NotMyPassword1' },
    willRespondWith: { status: 401, body: envelope.failure('Invalid email or password.') },
    expected: { throws: { httpStatus: 401, serverMessage: 'Invalid email or password.' } },
  }),

  customerInteraction(alex, {
    call: account.verifyAuthentication,
    scenario: 'with a live session',
    input: {},
    willRespondWith: {
      status: 200,
      body: envelope.success({
        leads_id: integer(alex.leadsId),
        email: string(alex.email),
        first_name: string(alex.firstName),
        last_name: string(alex.lastName),
        prospects_id: integer(alex.prospectsId),
      }),
    },
    expected: {
      returns: {
        leads_id: alex.leadsId,
        email: alex.email,
        first_name: alex.firstName,
        last_name: alex.lastName,
        prospects_id: alex.prospectsId,
      },
    },
  }),
  staleTokenInteraction(account.verifyAuthentication, {}),

  customerInteraction(alex, {
    call: account.ordersDetails,
    scenario: 'of a customer with orders, a flag and subscriptions',
    given: alexOrderHistory,
    input: {},
    willRespondWith: { status: 200, body: envelope.successInMessage(alexLander.body) },
    expected: { returns: alexLander.returns },
  }),
  staleTokenInteraction(account.ordersDetails, {}),

  customerInteraction(alex, {
    call: account.pendingOrders,
    scenario: 'of a customer with an unpaid online visit',
    given: [alexPendingEdOrder],
    input: {},
    willRespondWith: {
      status: 200,
      body: envelope.success(
        eachLike({ product: string('Sildenafil 50 mg'), product_category: string('ed') }),
      ),
    },
    expected: { returns: [{ product: 'Sildenafil 50 mg', product_category: 'ed' }] },
  }),
  staleTokenInteraction(account.pendingOrders, {}),

  customerInteraction(alex, {
    call: account.logout,
    scenario: 'with a live session',
    input: {},
    ...acknowledged,
  }),
  staleTokenInteraction(account.logout, {}),

  customerInteraction(alex, {
    call: account.logoutEverywhere,
    scenario: 'with a live session',
    input: {},
    ...acknowledged,
  }),
  staleTokenInteraction(account.logoutEverywhere, {}),
]);
