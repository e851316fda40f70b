import { CARD_EXPIRY_MAX_LENGTH, CARD_NUMBER_MAX_DIGITS } from '@helmsman/domain';
import { z } from 'zod';
import { paymentMethods } from '../db/schema/index.ts';
import { failure, paymentFailure, success } from '../http/envelope.ts';
import { customerInput, type InputProblem, invalidInputData } from '../http/input.ts';
import { defineRoute } from '../http/route.ts';
import { PaymentError } from '../payments/test-processor.ts';
import { consentField } from './account-fields.ts';

/**
 * The card on file. The number and the CVV go to the processor's vault and nowhere else: not into the
 * database (only brand, last four, expiry and the processor's token), not into a log line, not back
 * into an answer. Zod's messages never quote the input, so even a refused card is not echoed.
 */

/** Spec section 5, card form, with its messages; spaces and dashes as people type them are allowed. */
const cardInput = customerInput.extend({
  ccnum: z
    .string({ error: (issue) => (issue.input === undefined ? 'Card number is required' : undefined) })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, 'Card number is required')
        .regex(/^\d*$/, 'Card number must be digits only')
        .max(CARD_NUMBER_MAX_DIGITS, 'Max 16 digits allowed'),
    ),
  ccexp: z
    .string({ error: 'Not a valid expiration date' })
    .trim()
    .max(CARD_EXPIRY_MAX_LENGTH, 'Not a valid expiration date')
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Not a valid expiration date'),
  cccvv: z
    .string({ error: 'Card security code is Required' })
    .trim()
    .min(1, 'Card security code is Required')
    .regex(/^\d{3,4}$/, "Your card's security code is incorrect."),
  consent: consentField('Continue your payment by checking the box above'),
  shipping: z
    .string({ error: 'Shipping is required' })
    .trim()
    .min(1, 'Shipping is required')
    .max(200, 'Shipping must have at most 200 characters'),
  // The public product token the legacy client adds to this call (spec section 7).
  token: z.string().min(1).max(512),
});

/** Payment-style, as every answer of this call: clients show `error_description` (spec section 8). */
function invalidCard(problems: readonly InputProblem[]) {
  const [first, ...rest] = problems;
  if (!first) return paymentFailure(400, 'Invalid request.', 'invalid_request');
  const data = invalidInputData([first, ...rest]);
  return paymentFailure(400, data.message, 'invalid_request', data);
}

/**
 * An idempotent card call's fingerprint: the number and the code stay out. Card numbers are too few
 * (issuer prefix, Luhn digit, the last four shown) for a hash of one to hide it; the last four remain,
 * so a retry with another card is a different request.
 */
export function withoutCardSecrets<Input extends { ccnum?: string | undefined; cccvv?: string | undefined }>({
  ccnum,
  cccvv: _cvv,
  ...rest
}: Input): Omit<Input, 'ccnum' | 'cccvv'> & { ccnum_last4?: string } {
  return ccnum === undefined ? rest : { ...rest, ccnum_last4: ccnum.slice(-4) };
}

const ccUpdate = defineRoute({
  path: '/lapi/account/ccupdate/',
  kind: 'legacy',
  auth: 'customer',
  audit: { resource: 'card', action: 'update' },
  summary:
    'Replaces the card on file: the processor vaults it; only brand, last4, expiry and its token are stored.',
  input: cardInput,
  invalidInput: invalidCard,
  // A retried update vaults the card once.
  idempotent: { fingerprint: withoutCardSecrets },
  async handler(input, { db, leadId, clock, logger, services }) {
    if (input.token !== services.publicToken) {
      return failure(400, "Invalid request: token must be the shop's public product token");
    }
    let card: ReturnType<typeof services.payments.tokenize>;
    try {
      card = services.payments.tokenize(
        { number: input.ccnum, expiry: input.ccexp, cvv: input.cccvv },
        clock.now(),
      );
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      logger.info({ leadId, code: error.code }, 'card refused by the processor');
      // Nothing is charged here: every refusal is a card the customer must fix (400), even an expired
      // one (which a charge would answer with 402); only the processor's own trouble is a 500.
      return paymentFailure(error.code === 'processing_error' ? 500 : 400, error.description, error.code);
    }
    const now = clock.now();
    const stored = {
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      processorToken: card.token,
      updatedAt: now,
    };
    await db
      .insert(paymentMethods)
      .values({ leadId, ...stored, createdAt: now })
      .onConflictDoUpdate({ target: paymentMethods.leadId, set: stored });
    logger.info({ leadId, brand: card.brand }, 'card on file replaced');
    return success(
      { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
      'Your card was updated.',
    );
  },
});

export const cardRoutes = [ccUpdate];
