import { type Browser, type BrowserServer, chromium, type LaunchOptions } from 'playwright-core';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../scripts/chromium.ts';

/** Debian's headless Chromium, driven by playwright-core (no browser downloads on these machines). */
const launchOptions = (): LaunchOptions => ({
  executablePath: TEST_CHROMIUM_PATH,
  args: [...CHROMIUM_FLAGS],
});

export function launchChromium(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/**
 * One Chromium for the whole end-to-end run (global-setup.ts): starting one costs a second or more of
 * CPU on these machines, once per file before. Files connect to it (connectChromium) and test in
 * contexts of their own, which share no cookies, storage or cache.
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

/** A connection to launchChromiumServer's browser; close() ends the connection and its contexts. */
export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
