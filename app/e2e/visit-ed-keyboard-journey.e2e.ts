import { describe, it } from 'vitest';
import { ED_VISIT_TIMEOUT_MS, edVisit, keyboard, newVisitor } from './ed-visit.ts';
import { chromiumJourney } from './journey.ts';

// Issue 14's done-when: the ED visit journey (ed-visit.ts) by keyboard alone (Tab, Enter, Space,
// arrows; no clicks). A shop of its own, whose outbox is known.
const journey = chromiumJourney({ ownShop: true });

describe('an ED visit from the treatment page to the doctor, by keyboard alone', () => {
  it(
    'the same visit as visit-ed-journey, every step by keyboard',
    async () => {
      await edVisit(journey.shop, journey.page, keyboard(journey.page), newVisitor('0149'));
    },
    ED_VISIT_TIMEOUT_MS,
  );
});
