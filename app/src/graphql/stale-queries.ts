import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type * as hooks from '../gql/hooks.ts';
import {
  useAccountQuery,
  useCartQuery,
  useCheckoutQuery,
  useDashboardQuery,
  useHealthDataQuery,
  useMeQuery,
  useMessageThreadQuery,
  useOrdersQuery,
  useShellQuery,
  useSubscriptionsQuery,
} from '../gql/hooks.ts';
import type * as visitHooks from '../gql/visit-hooks.ts';

/** The mutation hooks of both generated modules (codegen.ts), by operation name. */
type MutationHooks = {
  [Hook in keyof typeof hooks as Hook extends `use${infer Name}Mutation`
    ? Name
    : never]: (typeof hooks)[Hook];
} & {
  [Hook in keyof typeof visitHooks as Hook extends `use${infer Name}Mutation`
    ? Name
    : never]: (typeof visitHooks)[Hook];
};

/** Every mutation of the app's operations (src/graphql/*.graphql), by its operation name. */
export type MutationName = keyof MutationHooks & string;

type VariablesOf<Name extends MutationName> = MutationHooks[Name] extends {
  fetcher: (variables: infer Variables, ...rest: never[]) => unknown;
}
  ? Variables
  : never;

/** The queries a mutation makes stale: a list, or one that depends on what the mutation was asked. */
type Stale<Name extends MutationName> =
  | readonly QueryKey[]
  | ((variables: VariablesOf<Name> | undefined) => readonly QueryKey[]);

const shell = useShellQuery.getKey();
const dashboard = useDashboardQuery.getKey();
const orders = useOrdersQuery.getKey();
const cart = useCartQuery.getKey();
const checkout = useCheckoutQuery.getKey();
const subscriptionReaders = [shell, dashboard, useHealthDataQuery.getKey()];

/**
 * Which cached queries each mutation makes stale, beyond what its page writes into the cache from the
 * mutation's own answer (the account, the cart, the subscription, the visit step, the measurement).
 * One table for the whole app, so a page never names another page's queries, and a new mutation
 * without an entry is a compile error: its author has to say what it changes. An empty list says
 * "nothing else shows what this changes".
 */
export const staleQueries: { readonly [Name in MutationName]: Stale<Name> } = {
  // The menu header shows the name.
  UpdateProfile: [useMeQuery.getKey(), shell],
  UpdateShippingAddress: [],
  UpdateBillingAddress: [],
  // The menu's attention flag (an expired card) follows the card on file, and a declined order offers
  // 'Retry payment' once the card changed (on /orders and the dashboard).
  UpdatePaymentMethod: [shell, orders, dashboard],
  ChangePassword: [],
  ConfirmEmail: [],
  AddToCart: [cart, shell],
  RemoveFromCart: [],
  // The answer is the cart (written into Cart and the badge); the checkout shows the cart too.
  UpdateCartQuantity: [checkout],
  ApplyCoupon: [checkout],
  MergeVisitorCart: [checkout],
  RegisterClick: [],
  // The health-data page puts the weigh-in into its log; nothing else is derived from weights.
  AddMeasurement: [],
  // The dashboard previews the latest messages.
  SendMessage: [dashboard],
  // What counts unread messages: the menu's badge and the dashboard's preview.
  MarkMessagesRead: [shell, dashboard],
  SubmitVisitAnswer: [],
  VisitBack: [],
  // The treatment page writes the saved preferences into its own query; the payment step names the
  // treatment they choose (every category's, by name as PlaceVisitOrder's below).
  SaveVisitPreferences: [['VisitCheckout']],
  // A public list of addresses: no query of the session's shows it.
  JoinStateWaitlist: [],
  // Starting a visit changes no cached query: the question page asks where the visit stands itself.
  StartVisit: [],
  // The visit's phone step: a first phone goes on file (the account page shows it); a verified code
  // changes nothing a query shows.
  SendPhoneCode: [useAccountQuery.getKey()],
  VerifyPhoneCode: [],
  // The confirmation's survey and rating: no query shows them.
  SubmitVisitSurvey: [],
  SubmitVisitFeedback: [],
  ResumeOrder: [],
  // Even a failure may have added some lines before the cart refused one.
  BuyAgain: [cart, shell],
  // Paid, the order is no longer declined and the billing flag is gone; a monthly or quarterly order
  // also starts its subscription. A declined retry is recorded too: the order stops offering a retry.
  RetryPayment: [orders, dashboard, shell, useSubscriptionsQuery.getKey()],
  RequestPasswordReset: [],
  UpdatePassword: [],
  // Login writes the customer into Me; logging out clears the whole cache (session/end-session.ts).
  Login: [],
  // Sign-up is a login: the page writes the customer into Me.
  SignUp: [],
  Logout: [],
  LogoutEverywhere: [],
  // The shipping address on file: the checkout's and the account page's.
  SaveCheckoutAddress: [checkout, useAccountQuery.getKey()],
  // A new order (/orders, the dashboard), its subscriptions, an emptied cart (the badge is the shell's);
  // a declined card leaves a Declined order and the billing flag (the shell's attention flag).
  // A new card that paid becomes the card on file (the account page, the checkout's saved card).
  PlaceOrder: [
    cart,
    checkout,
    shell,
    orders,
    useSubscriptionsQuery.getKey(),
    dashboard,
    useAccountQuery.getKey(),
  ],
  // The visit's treatment order: as PlaceOrder without the cart, plus the doctor's first message (and
  // perhaps a first doctor) in the thread, and the step's own card on file.
  PlaceVisitOrder: [
    shell,
    orders,
    useSubscriptionsQuery.getKey(),
    dashboard,
    useAccountQuery.getKey(),
    useMessageThreadQuery.getKey(),
    // Every category's: a key's prefix matches the queries under it. By name, not through the visit's
    // hooks module, which every page importing this table would then load.
    ['VisitCheckout'],
  ],
  // The shell (the health-data menu item follows a SKY GLP subscription), the dashboard and the
  // health-data page (its access does too); after a ship now, paid or declined, the orders too (a new
  // order, perhaps a billing flag).
  UpdateSubscription: (variables) =>
    variables?.input.action === 'SHIP_NOW' ? [...subscriptionReaders, orders] : subscriptionReaders,
};

/** The queries `mutation` (sent with `variables`) makes stale. */
export function staleAfter<Name extends MutationName>(
  mutation: Name,
  variables?: VariablesOf<Name>,
): readonly QueryKey[] {
  const stale: Stale<Name> = staleQueries[mutation];
  return typeof stale === 'function' ? stale(variables) : stale;
}

/**
 * Refetches (or marks stale, when not on screen) what `mutation` made stale. Not awaited by callers:
 * the page shows the mutation's own answer at once while the others refetch.
 */
export function invalidateStale<Name extends MutationName>(
  queryClient: QueryClient,
  mutation: Name,
  variables?: VariablesOf<Name>,
): void {
  for (const queryKey of staleAfter(mutation, variables)) void queryClient.invalidateQueries({ queryKey });
}
