import { US_STATES, type VisitCategory } from '@helmsman/domain';
import { createGraphQLError } from 'graphql-yoga';
import type { GatewayContext } from '../../context.ts';
import { requireFeature } from '../../features.ts';
import { categoryOfSlug } from './to-visit-step.ts';

const stateCodes = new Set<string>(US_STATES.map((state) => state.code));

function badInput(message: string) {
  return createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

/**
 * The public visit operations (eligibility, the wait list): the feature must be on, the category one of
 * ours and the state a US state's code. No login: a visitor picks their state before any account.
 */
export function publicVisitAccess(
  ctx: GatewayContext,
  slug: string,
  state: string,
): { category: VisitCategory; state: string } {
  requireFeature(ctx, 'onlineVisit');
  const category = categoryOfSlug(slug);
  if (!category) throw badInput('There is no online visit for this category.');
  const code = state.trim().toUpperCase();
  if (!stateCodes.has(code)) throw badInput('There is no US state with this code.');
  return { category, state: code };
}
