// Runs lapi-server as a provider to verify over HTTP, with the reference state-change endpoint beside it:
//   pnpm --filter @helmsman/contracts serve-provider        (prints both URLs)
//   pnpm verify:contracts -- --base-url <lapi URL> --states-url <states URL>
// On an in-memory PGlite with the demo data, or DATABASE_URL (which it empties: use a throwaway one).
import { createLogger, migrateDatabase, openDatabase, startLapiServer } from '@helmsman/lapi-server';
import { resetDatabase } from '@helmsman/lapi-server/testing';
import { startStateChangeServer } from '../provider/state-change-server.ts';

const database = await openDatabase(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {},
);
await migrateDatabase(database);
await resetDatabase(database.db);
const lapi = await startLapiServer({
  database,
  port: Number(process.env.PORT ?? 0),
  logger: createLogger(process.env.LOG_LEVEL ?? 'warn'),
});
const states = await startStateChangeServer(database.db);
console.log(`lapi-server:  ${lapi.url}\nstates URL:   ${states.url}`);
console.log(`verify with:  pnpm verify:contracts -- --base-url ${lapi.url} --states-url ${states.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await states.close();
    await lapi.close();
    await database.close();
    process.exit(0);
  });
}
