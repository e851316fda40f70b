import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Mailer } from '../services.ts';
import { OutboxMailer } from './outbox.ts';
import { SmtpMailer } from './smtp.ts';

export { CHANNEL_HEADER, composeMessage, DEFAULT_MAIL_FROM, SMS_TO_HEADER } from './compose.ts';
export {
  findResetLink,
  latestResetLink,
  OutboxMailer,
  type OutboxMessage,
  readOutbox,
  waitForResetLink,
} from './outbox.ts';
export { SmtpMailer } from './smtp.ts';

export interface MailerOptions {
  /** `SMTP_URL`: when set, e-mail goes out by SMTP; otherwise everything goes to the outbox. */
  smtpUrl?: string | undefined;
  /** `<DATA_DIR>/outbox` (see outboxDir). */
  outboxDir: string;
  /** `MAIL_FROM`, e.g. 'Helmsman <care@helmsman.example>'. */
  from?: string | undefined;
  logger: Logger;
}

/** Where the outbox of a data directory lives: next to the PGlite files, as DESIGN.md describes. */
export function outboxDir(dataRoot: string): string {
  return join(dataRoot, 'outbox');
}

/** The mailer a server runs with: SMTP when configured, the outbox otherwise (and for text messages). */
export function createMailer({ smtpUrl, outboxDir: dir, from, logger }: MailerOptions): Mailer {
  const outbox = new OutboxMailer(dir, logger, from);
  if (!smtpUrl) return outbox;
  return new SmtpMailer(smtpUrl, { sms: outbox, logger, from });
}
