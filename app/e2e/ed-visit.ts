import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axe.ts';
import { tinyPng } from './images.ts';
import { tabTo } from './keyboard.ts';
import { textedCode } from './outbox.ts';
import type { StartedShop } from './start-shop.ts';
import { eventually, offersSettled } from './waits.ts';

/**
 * Issue 14's done-when journey, a new visitor's ED visit from the treatment page to the doctor's first
 * message, as steps that take the hands doing them (mouse or keyboard alone). Three files run it
 * (visit-ed-journey, visit-ed-keyboard-journey, visit-ed-resume-journey), each with a shop of its
 * own, so that the test workers run them side by side: as one file they were the e2e group's tail
 * (98 to 143 s alone).
 */

/**
 * A guard against a hang, not a speed check: the whole visit is some 60 page steps, each checked by axe,
 * and by keyboard every control is reached by Tab; alone it takes 25-35 s, but with the other journey
 * files beside it on two cores it passed the default 60 s once.
 */
export const ED_VISIT_TIMEOUT_MS = 180_000;

/** Every answer this journey gives, as shown and as sent: none may be kept in the browser's storage. */
const ANSWERS = [
  '04/12/1985',
  '1985-04-12',
  'Sometimes',
  'High (140/90 or above)',
  '"high"',
  '135',
  'Diabetes',
  'diabetes',
  'Metformin 500 mg twice a day',
  'Sildenafil (Viagra)',
  '"sildenafil"',
];

/** How a customer works the page: with the mouse, or with the keyboard alone. */
export interface Hands {
  /** Follows a link or presses a button. */
  press(target: Locator): Promise<void>;
  type(field: Locator, text: string): Promise<void>;
  /** Checks a radio or a checkbox. */
  check(option: Locator): Promise<void>;
  /** Picks the option whose value or text is `wanted` in a native select. */
  select(field: Locator, wanted: string): Promise<void>;
  /** Chooses `file` through the file chooser that `button` opens on `input`. */
  chooseFile(
    button: Locator,
    input: Locator,
    file: { name: string; mimeType: string; buffer: Buffer },
  ): Promise<void>;
}

export const mouse = (page: Page): Hands => ({
  press: (target) => target.click(),
  type: (field, text) => field.fill(text),
  // Ark's checkboxes lay their label over the hidden input: the click lands on the label, as a person's does.
  check: (option) => option.check({ force: true }),
  select: async (field, wanted) => {
    const value = await field.evaluate(
      (select: HTMLSelectElement, want) =>
        [...select.options].find((option) => option.value === want || option.text === want)?.value,
      wanted,
    );
    await field.selectOption(value ?? wanted);
  },
  chooseFile: async (button, _input, file) => {
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
    await chooser.setFiles(file);
  },
});

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

export const keyboard = (page: Page): Hands => ({
  press: async (target) => {
    await tabTo(page, target);
    await page.keyboard.press('Enter');
  },
  type: async (field, text) => {
    await tabTo(page, field);
    await page.keyboard.type(text);
  },
  check: async (option) => {
    const type = await option.getAttribute('type');
    if (type === 'radio') {
      // Tab stops once in a radio group (on its checked radio, or its first): arrows move the choice.
      const name = await option.getAttribute('name');
      for (let presses = 0; presses < 60; presses += 1) {
        const inGroup = await page.evaluate(
          (group) =>
            document.activeElement instanceof HTMLInputElement &&
            document.activeElement.type === 'radio' &&
            document.activeElement.name === group,
          name,
        );
        if (inGroup) break;
        await page.keyboard.press('Tab');
      }
      for (let presses = 0; presses < 10 && !(await option.isChecked()); presses += 1) {
        await page.keyboard.press((await isFocused(option)) ? 'Space' : 'ArrowDown');
      }
      expect(await option.isChecked()).toBe(true);
      return;
    }
    await tabTo(page, option);
    await page.keyboard.press('Space');
    expect(await option.isChecked()).toBe(true);
  },
  select: async (field, wanted) => {
    await tabTo(page, field);
    const chosen = () =>
      field.evaluate(
        (select: HTMLSelectElement, want) =>
          select.value === want || select.selectedOptions[0]?.text === want,
        wanted,
      );
    for (let presses = 0; presses < 80 && !(await chosen()); presses += 1) {
      await page.keyboard.press('ArrowDown');
    }
    expect(await chosen()).toBe(true);
  },
  chooseFile: async (button, input, file) => {
    // The file chooser is the operating system's dialog, not the page: the keyboard reaches the button
    // that opens it, and Playwright sets the file on the input that button opens, as the dialog would.
    await tabTo(page, button);
    await input.setInputFiles(file);
  },
});

/** Each key of local and session storage whose value holds one of the visit's answers. */
export const storedAnswers = (page: Page) =>
  page.evaluate((answers) => {
    const found: string[] = [];
    for (const [area, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? '';
        const value = (storage.getItem(key) ?? '').toLowerCase();
        for (const answer of answers) {
          // A number is found as a number of its own, not inside a timestamp's digits.
          const held = /^\d+$/.test(answer)
            ? new RegExp(`(^|\\D)${answer}(\\D|$)`).test(value)
            : value.includes(answer.toLowerCase());
          if (held) found.push(`${area}.${key}: ${answer}`);
        }
      }
    }
    return found;
  }, ANSWERS);

/** The step's page has settled on `heading`: axe finds nothing on it, and no answer is in storage. */
export async function step(page: Page, heading: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await expect(storedAnswers(page)).resolves.toEqual([]);
}

export interface Visitor {
  email: string;
  password: string;
  /** Ten digits, as typed: '3125550148'. */
  phone: string;
}

let visitors = 0;
export const newVisitor = (phoneEnd: string): Visitor => {
  visitors += 1;
  return {
    email: `ed.${Date.now()}.${visitors}@helmsman.test`,
    password: 'Longship7',
    phone: `312555${phoneEnd}`,
  };
};

export const questionPath = (id: string) => `/visit/ed/question/${id}`;

/** From the ED treatment page to the first question: the state, the account, the phone and its code. */
export async function startAsNewCustomer(
  shop: StartedShop,
  page: Page,
  hands: Hands,
  visitor: Visitor,
): Promise<void> {
  const at = (path: string) => page.waitForURL(`${shop.url}${path}`);
  await page.goto(`${shop.url}/treatments/ed`);
  await step(page, 'Erectile dysfunction');
  await hands.press(page.getByRole('link', { name: 'Start your visit' }).first());
  await at('/visit/ed');
  await step(page, 'Where do you live?');
  await hands.select(page.getByLabel('STATE'), 'Illinois');
  await hands.press(page.getByRole('button', { name: 'Continue' }));
  await page.getByText('Good news: we treat erectile dysfunction in Illinois.').waitFor();
  await step(page, 'Where do you live?');
  await hands.press(page.getByRole('link', { name: 'Continue' }));

  await at('/visit/ed/account');
  await step(page, 'Create your account');
  await hands.type(page.getByLabel('Email'), visitor.email);
  await hands.type(page.getByLabel('First name'), 'Robin');
  await hands.type(page.getByLabel('Last name'), 'Quinn');
  await hands.type(page.getByLabel('Password', { exact: true }), visitor.password);
  await hands.check(page.getByRole('checkbox', { name: /^I agree to the Terms/ }));
  await hands.press(page.getByRole('button', { name: 'Create account and continue' }));

  await at('/visit/ed/phone');
  await step(page, 'Your phone number');
  await hands.type(page.getByLabel('Mobile phone'), visitor.phone);
  await hands.press(page.getByRole('button', { name: 'Text me a code' }));
  await step(page, 'Enter the code');
  await hands.type(page.getByLabel('Verification code'), await textedCode(shop, `+1${visitor.phone}`));
  await hands.press(page.getByRole('button', { name: 'Verify' }));
  await at(questionPath('ed-dob'));
}

/** The questions up to the blood pressure (its choice made), each page checked. */
export async function answerFirstQuestions(shop: StartedShop, page: Page, hands: Hands): Promise<void> {
  const at = (id: string) => page.waitForURL(`${shop.url}${questionPath(id)}`);
  const next = () => hands.press(page.getByRole('button', { name: 'Continue' }));
  await at('ed-dob');
  await step(page, 'What is your date of birth?');
  await hands.type(page.getByRole('textbox', { name: 'What is your date of birth?' }), '04/12/1985');
  await next();
  await at('ed-symptoms');
  await step(page, /trouble getting or keeping an erection/);
  await hands.check(page.getByRole('radio', { name: 'Sometimes' }));
  await next();
  await at('ed-nitrates');
  await step(page, /Do you take nitrates/);
  await hands.check(page.getByRole('radio', { name: 'No' }));
  await next();
  await at('ed-blood-pressure');
  await step(page, 'What was your most recent blood pressure reading?');
  // High, below 180: a doctor reviews it, and the systolic question is asked too (every question).
  await hands.check(page.getByRole('radio', { name: 'High (140/90 or above)' }));
  await next();
  await at('ed-systolic');
}

/** The whole visit of a new customer, the hands given doing every step. */
export async function edVisit(shop: StartedShop, page: Page, hands: Hands, visitor: Visitor): Promise<void> {
  const at = (path: string) => page.waitForURL(`${shop.url}${path}`);
  const next = () => hands.press(page.getByRole('button', { name: 'Continue' }));
  await startAsNewCustomer(shop, page, hands, visitor);
  await answerFirstQuestions(shop, page, hands);

  // A reload mid-way resumes at the same question.
  await step(page, /top number \(systolic\)/);
  await page.reload();
  await step(page, /top number \(systolic\)/);
  const systolic = page.getByRole('textbox', { name: /top number \(systolic\)/ });
  await hands.type(systolic, '135');
  await next();
  await at(questionPath('ed-conditions'));
  await step(page, 'Do you have any of these conditions?');
  // Back once: the previous question, its answer kept.
  await hands.press(page.getByRole('button', { name: 'Back' }));
  await at(questionPath('ed-systolic'));
  await step(page, /top number \(systolic\)/);
  await expect(systolic.inputValue()).resolves.toBe('135');
  await next();
  await at(questionPath('ed-conditions'));
  await step(page, 'Do you have any of these conditions?');
  await hands.check(page.getByRole('checkbox', { name: 'Diabetes' }));
  await next();
  await at(questionPath('ed-medications'));
  await step(page, /Which medications and supplements/);
  await hands.type(page.getByRole('textbox', { name: /Which medications/ }), 'Metformin 500 mg twice a day');
  await next();
  await at(questionPath('ed-previous-treatment'));
  await step(page, 'Have you taken ED medication before?');
  await hands.check(page.getByRole('radio', { name: 'Sildenafil (Viagra)' }));
  await next();

  // A systolic of 135 is for a doctor to review: the visit goes on.
  await at('/visit/ed/result');
  await step(page, 'A doctor will decide');
  await hands.press(page.getByRole('link', { name: 'Continue' }));

  await at('/visit/ed/photo');
  await step(page, 'A photo of you or your ID');
  await hands.chooseFile(
    page.getByRole('button', { name: 'Choose a photo' }),
    page.getByTestId('visit-photo-input'),
    {
      name: 'me.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    },
  );
  const preview = page.getByRole('img', { name: 'Preview of me.png' });
  await eventually(() =>
    preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
  ).toBe(2);
  await hands.press(page.getByRole('button', { name: 'Upload photo' }));
  await page.getByText('Your photo is on file.').waitFor();
  await step(page, 'A photo of you or your ID');
  await hands.press(page.getByRole('link', { name: 'Continue' }));

  await at('/visit/ed/treatment');
  await step(page, 'Your treatment');
  // Not the default (Sildenafil 50 mg monthly): the payment step and the order follow what is chosen here.
  await hands.select(page.getByLabel('MEDICATION'), 'tadalafil');
  await hands.select(page.getByLabel('DOSAGE'), '5 mg');
  await hands.select(page.getByLabel('BILLED'), 'QUARTERLY');
  await hands.select(page.getByLabel('SHIPPED'), 'MONTHLY');
  await next();

  await at('/visit/ed/add-ons');
  await step(page, 'Anything to add?');
  const skip = page.getByRole('button', { name: 'Skip' });
  await offersSettled(page, skip);
  await hands.press(skip);

  await at('/visit/ed/payment');
  await step(page, 'Payment');
  const treatment = page.getByRole('region', { name: 'Your treatment' });
  await treatment.getByText('Tadalafil 5 mg').waitFor();
  await treatment.getByText('$94.50/quarterly').waitFor();
  await treatment.getByText('Billed every three months').waitFor();
  await hands.type(page.getByLabel('Street address'), '12 Fjord Lane');
  await hands.type(page.getByLabel('City'), 'Springfield');
  await hands.select(page.getByLabel('State'), 'IL');
  await hands.type(page.getByLabel('ZIP code'), '62704');
  await hands.press(page.getByRole('button', { name: 'Continue' }));
  await page.getByRole('button', { name: 'Place order' }).waitFor();
  await step(page, 'Payment');
  await hands.type(page.getByLabel('Card number'), '4242 4242 4242 4242');
  await hands.type(page.getByLabel('Expiration (MM/YY)'), '1230');
  await hands.type(page.getByLabel('Security code'), '123');
  await hands.check(page.getByRole('checkbox', { name: /I authorize/ }));
  await hands.press(page.getByRole('button', { name: 'Place order' }));

  await page.waitForURL(new RegExp(`^${shop.url}/visit/ed/confirmation/\\d+$`));
  const orderNumber = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await step(page, 'Your visit is with the doctor');
  await page.getByText(orderNumber, { exact: true }).waitFor();

  // The customer's own pages, opened by their address as a person types it.
  await page.goto(`${shop.url}/orders`);
  await page.getByText(orderNumber).first().waitFor();
  await expect(page.locator('main').innerText()).resolves.toContain('Tadalafil 5 mg');
  await expect(axeViolations(page)).resolves.toEqual([]);
  await page.goto(`${shop.url}/messages`);
  await page.getByText(/^Hi Robin, .* I will review your erectile dysfunction visit within/).waitFor();
  await expect(axeViolations(page)).resolves.toEqual([]);
  await expect(storedAnswers(page)).resolves.toEqual([]);
}
