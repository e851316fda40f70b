import type { QueryResolvers } from './../../../types.generated.js';
import { loadAccount } from '../../account-changes.ts';

export const account: NonNullable<QueryResolvers['account']> = async (_parent, _arg, ctx) =>
  loadAccount(ctx.customerLapi());
