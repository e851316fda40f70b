export type { CustomerBasics, Lander, OrderHistoryEntry } from './calls/account.ts';
export * as account from './calls/account.ts';
export * as clinical from './calls/clinical.ts';
export * as commerce from './calls/commerce.ts';
export * as customer from './calls/customer.ts';
export * as ecom from './calls/ecom.ts';
export * as messaging from './calls/messaging.ts';
export {
  type CallOptions,
  encodeBody,
  encodeMultipart,
  IDEMPOTENCY_KEY_HEADER,
  LapiClient,
  type LapiClientOptions,
  type LapiSession,
  type MultipartFile,
  type RequestOrigin,
  type SessionLapiClient,
} from './client.ts';
export { type CallDefinition, type CallInput, type CallOutput, defineCall } from './define-call.ts';
export * from './errors.ts';
