export type { CustomerBasics, Lander, OrderHistoryEntry } from './calls/account.ts';
export * as account from './calls/account.ts';
export {
  encodeBody,
  LapiClient,
  type LapiClientOptions,
  type LapiSession,
  type SessionLapiClient,
} from './client.ts';
export { type CallDefinition, type CallInput, type CallOutput, defineCall } from './define-call.ts';
export * from './errors.ts';
