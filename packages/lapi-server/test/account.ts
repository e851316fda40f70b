import { type Logger, pino } from 'pino';
import { beforeAll } from 'vitest';
import { createApp, type LapiApp } from '../src/app.ts';
import { createBackground } from '../src/background.ts';
import { demo } from '../src/db/demo-data.ts';
import type { Database } from '../src/db/open.ts';
import { createSessionForTest } from '../src/db/seed.ts';
import { MemoryMailer, type Services } from '../src/services.ts';
import { type Backend, TestClock, useTestDatabase } from './backends.ts';
import { callLapi, type LapiAnswer } from './http.ts';

/** Fixed session tokens of the two demo customers in the account tests. */
export const ALEX_TOKEN = 'account-test-token-alex-000000000000';
export const SAM_TOKEN = 'account-test-token-sam-0000000000000';

export interface AccountTestApp {
  readonly database: Database;
  readonly app: LapiApp;
  readonly clock: TestClock;
  /** Everything the app sent, e-mail and text messages alike. */
  readonly mailer: MemoryMailer;
  call(path: string, data: unknown, token?: string): Promise<LapiAnswer>;
  /** Re-arms Alex's and Sam's sessions (a password reset or a database reset ends them). */
  logInDemoCustomers(): Promise<void>;
}

/**
 * useTestApp with the account calls' collaborators in reach: the mailer the app sends with, and
 * optionally a logger (the card test captures every line) or other services.
 */
export function useAccountApp(
  backend: Backend,
  options: { logger?: Logger; services?: Partial<Services> } = {},
): AccountTestApp {
  const context = useTestDatabase(backend);
  const clock = new TestClock();
  const mailer = new MemoryMailer();
  const background = createBackground();
  let app: LapiApp | undefined;
  beforeAll(() => {
    app = createApp({
      database: context.database,
      logger: options.logger ?? pino({ level: 'silent' }),
      clock,
      services: { mailer, background, ...options.services },
    });
  });
  const testApp: AccountTestApp = {
    get database() {
      return context.database;
    },
    get app() {
      if (!app) throw new Error('useAccountApp: the app is created in beforeAll; use it inside tests');
      return app;
    },
    clock,
    mailer,
    // What a call starts after its answer (a reset link, its e-mail) is done before the test looks.
    async call(path, data, token) {
      const answer = await callLapi(testApp.app, path, data, { token });
      await (options.services?.background ?? background).settled();
      return answer;
    },
    async logInDemoCustomers() {
      await createSessionForTest(context.database.db, demo.alex.leadsId, ALEX_TOKEN);
      await createSessionForTest(context.database.db, demo.sam.leadsId, SAM_TOKEN);
    },
  };
  return testApp;
}
