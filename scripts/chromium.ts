import { existsSync } from 'node:fs';

// Debian's Chromium as every browser-driven tool here launches it: the end-to-end journeys
// (app/e2e/browser.ts), the story tests (stories/vitest.config.ts) and Lighthouse (bench-web.ts).
// One list, so a flag that a Chromium update needs lands everywhere at once.

/**
 * Playwright cannot download its own browser on these machines: the system one. The whole browser, for
 * Lighthouse (bench-web.ts), which measures what a customer's Chrome does.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The tests' browser (story tests, end-to-end journeys): Debian's `chromium-headless-shell`, the same
 * Chromium build (Blink, V8, network stack) without the desktop browser's windowing layer, which is
 * what Playwright itself runs headless tests in. Every page and context of the whole browser carries a
 * tab, a window and their services in its browser process: the journeys alone took 310 s of Chromium
 * CPU and 286 s wall in it, 137 s and 195 s in the shell, with the same 267 tests passing
 * (docs/decisions.md, "The tests' Chromium").
 */
export const TEST_CHROMIUM_PATH =
  process.env.TEST_CHROMIUM_PATH ??
  // Where the package could not be installed (scripts/ensure-system-deps.mjs), the whole browser: slower.
  (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

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
