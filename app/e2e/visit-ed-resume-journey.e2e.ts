import { describe, it } from 'vitest';
import {
  answerFirstQuestions,
  ED_VISIT_TIMEOUT_MS,
  mouse,
  newVisitor,
  questionPath,
  startAsNewCustomer,
  step,
} from './ed-visit.ts';
import { chromiumJourney } from './journey.ts';
import { submitLogin } from './log-in.ts';

// Issue 14's done-when: a visit left half-way on one browser context resumes on a second one after
// login. A shop of its own, whose outbox is known.
const journey = chromiumJourney({ ownShop: true });

describe('an ED visit left half-way', () => {
  it(
    'resumes on a second browser after login, at the same question',
    async () => {
      const { shop } = journey;
      const visitor = newVisitor('0150');
      const first = journey.page;
      await startAsNewCustomer(shop, first, mouse(first), visitor);
      await answerFirstQuestions(shop, first, mouse(first));

      const second = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await second.newPage();
        await page.goto(`${shop.url}/login?next=${encodeURIComponent('/visit/ed')}`);
        await submitLogin(page, visitor);
        await page.waitForURL(`${shop.url}/visit/ed`);
        await page.getByLabel('STATE').selectOption({ label: 'Illinois' });
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL(`${shop.url}${questionPath('ed-systolic')}`);
        await step(page, /top number \(systolic\)/);
      } finally {
        await second.close();
      }
    },
    ED_VISIT_TIMEOUT_MS,
  );
});
