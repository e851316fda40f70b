import { createServer } from 'node:http';
import { createLogger, migrateDatabase, openDatabase, resetDatabase, startLapiServer } from '@helmsman/lapi-server';
import { inProcessStateHandlers } from './provider/states.ts';

const database = await openDatabase();
await migrateDatabase(database);
await resetDatabase(database.db);
const lapi = await startLapiServer({ database, port: 18081, logger: createLogger('silent') });
const handlers = inProcessStateHandlers(database.db);
createServer(async (req, res) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  const { state, params, action } = JSON.parse(body);
  console.log('state', action, state);
  try {
    const handler = handlers[state] as (p: unknown) => Promise<void>;
    if (!handler) throw new Error(`unknown state ${state}`);
    await handler(params);
    res.writeHead(200).end('{}');
  } catch (e) {
    res.writeHead(500).end(String(e));
  }
}).listen(18082, '127.0.0.1');
console.log('ready', lapi.url);
