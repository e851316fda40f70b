// Debian's Chromium as every browser-driven tool here launches it: the end-to-end journeys
// (app/e2e/browser.ts), the story tests (stories/vitest.config.ts) and Lighthouse (bench-web.ts).
// One list, so a flag that a Chromium update needs lands everywhere at once.

/** Playwright cannot download its own browser on these machines: the system one. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Headless in a container as root (no sandbox, no GPU), and quiet: no QUIC, first-run UI, background
 * downloads, component updates or sync, whose traffic would skew Lighthouse and slow the tests.
 */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
