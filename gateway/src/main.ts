import { pino } from 'pino';
import { readConfig } from './config.ts';
import { startShop } from './shop.ts';

const config = readConfig();
const logger = pino({ level: config.LOG_LEVEL });

const shop = await startShop(config, logger);
logger.info(
  {
    url: shop.url,
    lapi: shop.embeddedLapi ? 'embedded' : shop.lapiUrl,
    demoLogins: ['alex@helmsman.test / Valhalla1', 'sam@helmsman.test / Valhalla2'],
  },
  `Helmsman is running at ${shop.url}`,
);
if (shop.embeddedLapi) {
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
