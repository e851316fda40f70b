import { type GatewayConfig, readConfig } from './config.ts';

let config: GatewayConfig;
try {
  config = readConfig();
} catch (error) {
  // A configuration problem is the operator's to fix: the problems, not a stack trace.
  console.error((error as Error).message);
  process.exit(1);
}
// The configuration is checked before the shop's modules load: a refusal is immediate.
const { createGatewayLogger } = await import('./logger.ts');
const { startShop } = await import('./shop.ts');
const logger = createGatewayLogger(config.LOG_LEVEL);

const shop = await startShop(config, logger);
logger.info(
  {
    url: shop.url,
    lapi: shop.embeddedLapi ? 'embedded' : shop.lapiUrl,
    mode: config.production ? 'production' : shop.embeddedLapi ? 'demo' : 'development',
  },
  `Helmsman is running at ${shop.url}`,
);
if (shop.embeddedLapi) {
  // Said plainly, so nobody mistakes the one-command demo for a shop to put patients in front of.
  logger.warn(
    'DEMO MODE: the embedded legacy API with demo data and test payments (no card is charged). Not for real patients: set NODE_ENV=production and LAPI_URL (README, "Production").',
  );
  logger.info(`Demo logins: alex@helmsman.test / Valhalla1 and sam@helmsman.test / Valhalla2`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    shop.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
