import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context.ts';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Address = {
  __typename?: 'Address';
  address: Scalars['String']['output'];
  address2?: Maybe<Scalars['String']['output']>;
  city: Scalars['String']['output'];
  country: Scalars['String']['output'];
  state: Scalars['String']['output'];
  zip: Scalars['String']['output'];
};

/** The logged-in customer. Always the customer of the session; no argument selects another. */
export type Customer = {
  __typename?: 'Customer';
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  leadsId: Scalars['ID']['output'];
  /** Shown in the menu header as 'Customer: {prospectsId}'. */
  prospectsId?: Maybe<Scalars['ID']['output']>;
};

/** Which features a deployment offers (spec: feature modules onlineVisit and login). */
export type FeatureFlags = {
  __typename?: 'FeatureFlags';
  login: Scalars['Boolean']['output'];
  onlineVisit: Scalars['Boolean']['output'];
};

export type FieldError = {
  __typename?: 'FieldError';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/**
 * Every mutation that takes form input answers with this: `ok`, or an `error` whose `fieldErrors` the
 * form shows beside each field. Unexpected failures are GraphQL errors instead.
 */
export type FormError = {
  __typename?: 'FormError';
  fieldErrors: Array<FieldError>;
  message: Scalars['String']['output'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type LoginResult = {
  __typename?: 'LoginResult';
  customer?: Maybe<Customer>;
  error?: Maybe<FormError>;
  ok: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Starts a session: sets an httpOnly cookie; the password never comes back. */
  login: LoginResult;
  /** Ends the session everywhere: the legacy token is revoked and the cookie cleared. */
  logout: Scalars['Boolean']['output'];
};


export type MutationloginArgs = {
  input: LoginInput;
};

export type Order = {
  __typename?: 'Order';
  isDeclined: Scalars['Boolean']['output'];
  items: Array<OrderItem>;
  /** The order number; /orders#<number> scrolls to it. */
  number: Scalars['ID']['output'];
  /** Calendar date the order was placed, ISO 8601 (YYYY-MM-DD). */
  placedAt: Scalars['String']['output'];
  refundCents: Scalars['Int']['output'];
  shippingAddress?: Maybe<Address>;
  /** As the legacy API spells it, e.g. 'Shipped' or 'Declined'. */
  status: Scalars['String']['output'];
  totalCents: Scalars['Int']['output'];
  trackingNumber?: Maybe<Scalars['String']['output']>;
  trackingUrl?: Maybe<Scalars['String']['output']>;
};

export type OrderItem = {
  __typename?: 'OrderItem';
  /** Product category, e.g. 'sleep', 'ed', 'hair', 'SKY GLP'. */
  category: Scalars['String']['output'];
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type Orders = {
  __typename?: 'Orders';
  /** The order number the customer's billing flag points at: it carries the billing-problem notice. */
  billingProblemOrder?: Maybe<Scalars['ID']['output']>;
  /** Past orders, newest first. */
  history: Array<Order>;
  pending: Array<PendingOrder>;
};

/** An online visit the customer started and can finish. */
export type PendingOrder = {
  __typename?: 'PendingOrder';
  category: Scalars['String']['output'];
  product: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The customer of the session, or null when nobody is logged in. */
  me?: Maybe<Customer>;
  /** The session customer's orders. Requires login. */
  orders: Orders;
  siteConfig: SiteConfig;
};

/** The site configuration: brand, support contact and features. Public. */
export type SiteConfig = {
  __typename?: 'SiteConfig';
  brand: Scalars['String']['output'];
  features: FeatureFlags;
  /** Where login-only pages send a customer who is already logged in. */
  loggedInRedirect: Scalars['String']['output'];
  supportEmail: Scalars['String']['output'];
  supportPhone: Scalars['String']['output'];
  tagline: Scalars['String']['output'];
  /** Home page title: brand plus tagline. */
  title: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Address: ResolverTypeWrapper<Address>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Customer: ResolverTypeWrapper<Customer>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  FeatureFlags: ResolverTypeWrapper<FeatureFlags>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  FieldError: ResolverTypeWrapper<FieldError>;
  FormError: ResolverTypeWrapper<FormError>;
  LoginInput: LoginInput;
  LoginResult: ResolverTypeWrapper<LoginResult>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<Order>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  OrderItem: ResolverTypeWrapper<OrderItem>;
  Orders: ResolverTypeWrapper<Orders>;
  PendingOrder: ResolverTypeWrapper<PendingOrder>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SiteConfig: ResolverTypeWrapper<SiteConfig>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
  String: Scalars['String']['output'];
  Customer: Customer;
  ID: Scalars['ID']['output'];
  FeatureFlags: FeatureFlags;
  Boolean: Scalars['Boolean']['output'];
  FieldError: FieldError;
  FormError: FormError;
  LoginInput: LoginInput;
  LoginResult: LoginResult;
  Mutation: Record<PropertyKey, never>;
  Order: Order;
  Int: Scalars['Int']['output'];
  OrderItem: OrderItem;
  Orders: Orders;
  PendingOrder: PendingOrder;
  Query: Record<PropertyKey, never>;
  SiteConfig: SiteConfig;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  address2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  zip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leadsId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prospectsId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type FeatureFlagsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeatureFlags'] = ResolversParentTypes['FeatureFlags']> = {
  login?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  onlineVisit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FormErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FormError'] = ResolversParentTypes['FormError']> = {
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['FormError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationloginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  isDeclined?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderItem']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  placedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refundCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalCents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  trackingNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrdersResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Orders'] = ResolversParentTypes['Orders']> = {
  billingProblemOrder?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pending?: Resolver<Array<ResolversTypes['PendingOrder']>, ParentType, ContextType>;
};

export type PendingOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PendingOrder'] = ResolversParentTypes['PendingOrder']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  me?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  orders?: Resolver<ResolversTypes['Orders'], ParentType, ContextType>;
  siteConfig?: Resolver<ResolversTypes['SiteConfig'], ParentType, ContextType>;
};

export type SiteConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteConfig'] = ResolversParentTypes['SiteConfig']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  features?: Resolver<ResolversTypes['FeatureFlags'], ParentType, ContextType>;
  loggedInRedirect?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supportPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tagline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Address?: AddressResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  FeatureFlags?: FeatureFlagsResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  FormError?: FormErrorResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  Orders?: OrdersResolvers<ContextType>;
  PendingOrder?: PendingOrderResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SiteConfig?: SiteConfigResolvers<ContextType>;
};

