import type { Route } from './http/route.ts';
import { orderRoutes } from './resources/orders.ts';
import { sessionRoutes } from './resources/sessions.ts';

/**
 * Every call this server answers, one resource module per line. A new call goes into its resource's
 * module (or a new module listed here); createApp mounts exactly this table.
 */
export const routes: readonly Route[] = [...sessionRoutes, ...orderRoutes];
