import { describe, inject, it } from 'vitest';
import { chromiumJourney } from './journey.ts';
import { ALEX, logInAt } from './log-in.ts';

// The confirmation of a paid visit (its doctor, survey and rating) is in visit-order-journey, which
// places the treatment order it confirms. Here: the orders it must not confirm.
const shopUrl = inject('shopUrl');
const journey = chromiumJourney();

describe('the visit confirmation', () => {
  it("says an order number that is not the customer's is not found", async () => {
    await logInAt(journey.page, shopUrl, '/visit/ed/confirmation/100234', ALEX);
    await journey.page
      .getByRole('alert')
      .getByText('We could not find that order on your account.')
      .waitFor();
  });

  it("says her own order that is not this visit's treatment (a gummies order) is not found", async () => {
    await logInAt(journey.page, shopUrl, '/visit/ed/confirmation/100231', ALEX);
    await journey.page
      .getByRole('alert')
      .getByText('We could not find that order on your account.')
      .waitFor();
  });
});
