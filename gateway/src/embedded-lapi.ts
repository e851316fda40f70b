import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { GatewayConfig } from './config.ts';
import type { EmbeddedLapiMessage, EmbeddedLapiOptions } from './embedded-lapi-worker.ts';

export interface EmbeddedLapi {
  url: string;
  close(): Promise<void>;
}

/**
 * Node 20 does not pass tsx's loader (`--import tsx`) on to worker threads, so a worker written in
 * TypeScript registers it first; compiled JavaScript starts directly.
 */
function startWorker(file: URL, workerData: unknown): Worker {
  if (!file.pathname.endsWith('.ts')) return new Worker(file, { workerData });
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(bootstrap, { eval: true, workerData });
}

function nextMessage(worker: Worker): Promise<EmbeddedLapiMessage> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`the embedded legacy API exited (code ${code})`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (message: EmbeddedLapiMessage) => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      resolve(message);
    });
  });
}

/**
 * The embedded legacy API (no LAPI_URL): lapi-server on loopback, over PGlite in DATA_DIR or on
 * DATABASE_URL, in a worker thread of its own. On one thread the gateway and lapi-server with PGlite
 * shared a core, and the Shell query reached 66-78 req/s; see docs/decisions.md for the figures with
 * the thread.
 */
export async function startEmbeddedLapi(config: GatewayConfig, logger: Logger): Promise<EmbeddedLapi> {
  const workerData: EmbeddedLapiOptions = {
    dataDir: config.DATA_DIR,
    databaseUrl: config.DATABASE_URL,
    logLevel: config.LOG_LEVEL,
    // Reset links must lead to this gateway (unless PUBLIC_URL says where customers reach it).
    publicUrl: !process.env.PUBLIC_URL && config.PORT !== 0 ? `http://localhost:${config.PORT}` : undefined,
  };
  // Beside this module: the TypeScript source, or in the bundle (scripts/gateway-build.mjs) its build.
  const workerFile = import.meta.url.endsWith('.ts')
    ? './embedded-lapi-worker.ts'
    : './embedded-lapi-worker.mjs';
  const worker = startWorker(new URL(workerFile, import.meta.url), workerData);
  const started = await nextMessage(worker);
  if (started.type !== 'started') {
    await worker.terminate();
    const error = new Error(
      started.type === 'failed' ? started.message : 'the embedded legacy API did not start',
    );
    if (started.type === 'failed' && started.stack) error.stack = started.stack;
    throw error;
  }
  logger.info(
    { lapi: started.url, database: started.database, seeded: started.seeded },
    'embedded legacy API started',
  );
  // Nothing the gateway does waits on the worker's liveness but its HTTP answers; a crash is logged.
  worker.on('error', (error) => logger.error({ err: error }, 'embedded legacy API failed'));
  return {
    url: started.url,
    async close() {
      const closed = nextMessage(worker);
      worker.postMessage('close');
      await closed.catch(() => undefined);
      await worker.terminate();
    },
  };
}
