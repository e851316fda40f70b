import { outboxDir } from '@helmsman/lapi-server';
import { readOutbox } from '@helmsman/lapi-server/testing';
import type { StartedShop } from './start-shop.ts';
import { eventually } from './waits.ts';

/**
 * The code of the newest text to `phone` (E.164) in the shop's outbox, once it is there (the outbox
 * lists the newest first). The shop must be a journey's own: its data directory is known.
 */
export async function textedCode(shop: Pick<StartedShop, 'dataDir'>, phone: string): Promise<string> {
  let code = '';
  await eventually(async () => {
    const text = (await readOutbox(outboxDir(shop.dataDir))).find(
      (message) => message.channel === 'sms' && message.to === phone,
    );
    code = /\b(\d{6})\b/.exec(text?.text ?? '')?.[1] ?? '';
    return code;
  }).toMatch(/^\d{6}$/);
  return code;
}
