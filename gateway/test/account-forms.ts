import { resetDatabase } from '@helmsman/lapi-server/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type GatewayHarness, startGatewayHarness } from './harness.ts';

/** The account page's query and form mutations, for the tests of src/schema/account/. */
export const ACCOUNT_FIELDS = `
  profile { firstName lastName email phone dateOfBirth }
  shippingAddress { address address2 city state zip country }
  billingAddress { address address2 city state zip country }
  billingSameAsShipping smsOptIn
  paymentMethod { brand last4 expMonth expYear }`;
const RESULT = `ok error { message fieldErrors { field message } } account { ${ACCOUNT_FIELDS} }`;

export const ACCOUNT = `{ account { ${ACCOUNT_FIELDS} } }`;
export const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { ${RESULT} } }`;
export const UPDATE_SHIPPING = `mutation ($input: UpdateShippingAddressInput!) { updateShippingAddress(input: $input) { ${RESULT} } }`;
export const UPDATE_BILLING = `mutation ($input: UpdateBillingAddressInput!) { updateBillingAddress(input: $input) { ${RESULT} } }`;
export const UPDATE_CARD = `mutation ($input: UpdatePaymentMethodInput!) { updatePaymentMethod(input: $input) { ${RESULT} } }`;
export const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) {
  ok error { message fieldErrors { field message } } } }`;

interface Address {
  address: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
}
export interface Account {
  profile: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    dateOfBirth: string | null;
  };
  shippingAddress: Address | null;
  billingAddress: Address | null;
  billingSameAsShipping: boolean;
  smsOptIn: boolean;
  paymentMethod: { brand: string; last4: string; expMonth: number; expYear: number } | null;
}
export interface FormResult {
  ok: boolean;
  error: { message: string; fieldErrors: { field: string; message: string }[] } | null;
  account?: Account | null;
}

export const alexProfile = {
  firstName: 'Alex',
  lastName: 'Berg',
  email: 'alex@helmsman.test',
  phone: '(512) 555-0142',
};
export const austin = {
  address: '412 Congress Ave',
  address2: 'Apt 5B',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
};
export const visa = {
  ccnum: '4242424242424242',
  ccexp: '12/30',
  cccvv: '123',
  consent: true,
  shipping: 'standard',
};
export const passwords = { oldPassword: 'Valhalla1', password: 'Asgard123', passwordConfirm: 'Asgard123' };

export const fieldErrorsOf = (result: FormResult) =>
  Object.fromEntries((result.error?.fieldErrors ?? []).map(({ field, message }) => [field, message]));

/**
 * A harness for one test file of the account forms: started before its tests, with the demo data
 * back before each test, and every line the GraphQL layer and the legacy API log, at every level
 * (`logLines`: the card must be in none).
 */
export function useAccountGateway() {
  const logLines: string[] = [];
  const capture = () => pino({ level: 'trace' }, { write: (line: string) => logLines.push(line) });
  let harness: GatewayHarness;
  beforeAll(async () => {
    harness = await startGatewayHarness({
      logger: capture(),
      graphqlLogger: capture(),
      lapiLogger: capture(),
    });
  });
  afterAll(() => harness.close());
  beforeEach(async () => {
    await resetDatabase(harness.database.db);
    logLines.length = 0;
  });

  /** The harness once started (the tests run after beforeAll). */
  const gateway = {
    login: (...args: Parameters<GatewayHarness['login']>) => harness.login(...args),
    graphql: ((...args: Parameters<GatewayHarness['graphql']>) =>
      harness.graphql(...args)) as GatewayHarness['graphql'],
    get database() {
      return harness.database;
    },
  };

  async function account(cookie: string): Promise<Account> {
    const { body } = await gateway.graphql<{ account: Account }>(ACCOUNT, { cookie });
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data.account;
  }

  async function mutate(mutation: string, name: string, input: object, cookie: string): Promise<FormResult> {
    const { body } = await gateway.graphql<Record<string, FormResult>>(mutation, {
      variables: { input },
      cookie,
    });
    const result = body.data?.[name];
    if (!result) throw new Error(JSON.stringify(body.errors));
    return result;
  }

  return { gateway, logLines, account, mutate };
}
