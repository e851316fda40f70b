import { describe, it } from 'vitest';
import { ED_VISIT_TIMEOUT_MS, edVisit, mouse, newVisitor } from './ed-visit.ts';
import { chromiumJourney } from './journey.ts';

// Issue 14's done-when: a new visitor's ED visit from the treatment page to the doctor's first message
// (ed-visit.ts). New customers with texted codes: a shop of its own, whose outbox is known.
const journey = chromiumJourney({ ownShop: true });

describe('an ED visit from the treatment page to the doctor', () => {
  it(
    'a new visitor signs up, answers every question (Back once, a reload), uploads a photo, pays and reaches the doctor; axe on every step, no answer in storage',
    async () => {
      await edVisit(journey.shop, journey.page, mouse(journey.page), newVisitor('0148'));
    },
    ED_VISIT_TIMEOUT_MS,
  );
});
