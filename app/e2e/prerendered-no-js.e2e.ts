import { defaultSiteConfig } from '@helmsman/domain';
import { describe, expect, inject, it } from 'vitest';
import { chromiumJourney } from './journey.ts';
import { prerenderedCases } from './prerendered.ts';

// Only reads: the shared shop. A file of its own beside prerendered-pages.e2e.ts (React's takeover of
// the same pages), so that two workers share what was the longest file of the journeys.
const shopUrl = inject('shopUrl');
const journey = chromiumJourney();

describe('prerendered public pages without JavaScript', () => {
  it.each(prerenderedCases)(
    '$path shows "$heading" from its HTML alone, with JavaScript off',
    async ({ path, heading }) => {
      const context = await journey.browser.newContext({ javaScriptEnabled: false });
      try {
        const noScript = await context.newPage();
        await noScript.goto(`${shopUrl}${path}`);
        const h1 = noScript.getByRole('heading', { level: 1, name: heading });
        await expect(h1.count()).resolves.toBe(1);
        // The site configuration the page was rendered with is the gateway's own.
        await expect(noScript.locator('#root').innerHTML()).resolves.toContain(defaultSiteConfig.brand);
        // A form cannot be sent before the app runs (natively it would be a GET with the password in
        // the URL): its fields and button are disabled in the HTML.
        const controls = await noScript.locator('form input, form button[type="submit"]').all();
        if (path === '/login' || path === '/reset-password') expect(controls.length).toBeGreaterThan(1);
        for (const control of controls) await expect(control.isEnabled()).resolves.toBe(false);
      } finally {
        await context.close();
      }
    },
  );
});
