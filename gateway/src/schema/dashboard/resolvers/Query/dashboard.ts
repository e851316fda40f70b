import type { QueryResolvers } from './../../../types.generated.js';
import { loadDashboard } from '../../load-dashboard.ts';

export const dashboard: NonNullable<QueryResolvers['dashboard']> = (_parent, _arg, ctx) => loadDashboard(ctx);
