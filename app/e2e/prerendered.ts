import { defaultSiteConfig, pageTitle } from '@helmsman/domain';
import type { Page } from 'playwright-core';
import type { prerenderedRoutes } from '../build/routes.ts';

/**
 * Before any script runs (the document has just been parsed; module scripts run after that), keeps the
 * first element React will find in #root, so a test can tell whether React took that element over
 * (hydrated) or painted the page again. Pass it to `page.addInitScript`.
 */
export function keepPrerenderedElement() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    (window as unknown as { prerendered: Element | null }).prerendered =
      document.getElementById('root')?.firstElementChild ?? null;
  });
}

/** True when the element keepPrerenderedElement kept is still on the page: React hydrated it. */
export const prerenderedStillOnPage = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { prerendered: Element | null }).prerendered?.isConnected ?? 'none',
  );

const titled = (title: string) => pageTitle(title, defaultSiteConfig.brand);

/** Each prerendered page, the heading its first view shows, and the title React then sets. */
const views: Record<keyof typeof prerenderedRoutes, { heading: string; title: string }> = {
  '/': { heading: defaultSiteConfig.title, title: defaultSiteConfig.title },
  '/shop': { heading: 'Shop gummies', title: titled('Shop') },
  '/shop/sleep-gummies': { heading: 'Sleep Gummies', title: titled('Sleep Gummies') },
  '/shop/biotin-gummies': { heading: 'Biotin Gummies', title: titled('Biotin Gummies') },
  '/shop/immunity-gummies': { heading: 'Immunity Gummies', title: titled('Immunity Gummies') },
  '/shop/holiday-bundle': { heading: 'Holiday Bundle Special', title: titled('Holiday Bundle Special') },
  '/treatments/ed': { heading: 'Erectile dysfunction', title: titled('Erectile dysfunction') },
  '/treatments/sleep': { heading: 'Sleep', title: titled('Sleep') },
  '/treatments/hair': { heading: 'Hair loss', title: titled('Hair loss') },
  '/treatments/sky-glp': { heading: 'Weight management', title: titled('Weight management') },
  '/login': { heading: 'Log in to your account', title: titled('Log in') },
  '/reset-password': { heading: 'Reset Password', title: titled('Reset Password') },
  '/confirm-email': { heading: 'Confirm your e-mail', title: titled('Confirm your e-mail') },
  '/supp': { heading: 'Support', title: titled('Support') },
  '/privacy': { heading: 'Privacy Notice', title: titled('Privacy Notice') },
  '/terms': { heading: 'Terms of Use and Sale', title: titled('Terms of Use and Sale') },
  '/consent-to-telehealth': { heading: 'Consent to Telehealth', title: titled('Consent to Telehealth') },
  '/faq': { heading: 'Frequently Asked Questions', title: titled('Frequently Asked Questions') },
};
/** Each prerendered page with its heading and title (prerendered-pages and prerendered-no-js). */
export const prerenderedCases = Object.entries(views).map(([path, view]) => ({ path, ...view }));
