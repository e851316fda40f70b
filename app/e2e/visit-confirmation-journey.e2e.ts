import { describe, inject, it } from 'vitest';
import { chromiumJourney } from './journey.ts';
import { ALEX, logInAt } from './log-in.ts';

// The confirmation of a paid visit (its doctor, survey and rating) is in visit-order-journey, which
// places the treatment order it confirms. Here: the orders it must not confirm.
const shopUrl = inject('shopUrl');
const journey = chromiumJourney();

describe('the visit confirmation', () => {
  it.each([
    ["an order number that is not the customer's", 100234],
    ["her own order that is not this visit's treatment (a gummies order)", 100231],
  ])('says %s is not found', async (_, orderNumber) => {
    await logInAt(journey.page, shopUrl, `/visit/ed/confirmation/${orderNumber}`, ALEX);
    await journey.page
      .getByRole('alert')
      .getByText('We could not find that order on your account.')
      .waitFor();
  });
});
