import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the test Postgres server; each test file creates its own database on it. */
    postgresUrl: string;
  }
}

/**
 * Starts one throwaway Postgres for the whole run (about a second) and hands its URL to the tests.
 * With TEST_POSTGRES_URL set (e.g. a CI service container), that server is used instead.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const external = process.env.TEST_POSTGRES_URL;
  if (external) {
    project.provide('postgresUrl', external);
    return undefined;
  }
  const server = await startPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
