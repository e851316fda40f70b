import type { Page } from 'playwright-core';

/** A demo login (README, 'Demo logins'). */
export interface Credentials {
  email: string;
  password: string;
}

export const ALEX: Credentials = { email: 'alex@helmsman.test', password: 'Valhalla1' };
export const SAM: Credentials = { email: 'sam@helmsman.test', password: 'Valhalla2' };

/** Fills the login form on the page and sends it (nothing waited for: the caller knows what follows). */
export async function submitLogin(page: Page, { email, password }: Credentials): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * Opens a customer page logged out, as a customer following a link would: the app sends them to
 * /login remembering the page, they log in, and land on it.
 */
export async function logInAt(page: Page, shopUrl: string, path: string, who: Credentials): Promise<void> {
  await page.goto(`${shopUrl}${path}`);
  await page.waitForURL(`${shopUrl}/login?next=${encodeURIComponent(path)}`);
  await submitLogin(page, who);
  await page.waitForURL(`${shopUrl}${path}`);
}
