import { createTransport } from 'nodemailer';
import type { Logger } from 'pino';
import type { Mailer, OutgoingMessage } from '../services.ts';
import { DEFAULT_MAIL_FROM } from './compose.ts';

/**
 * Sends e-mail through SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com). SMTP cannot reach a
 * phone: text messages go to `sms` (the outbox until an SMS provider is plugged in behind Mailer).
 */
export class SmtpMailer implements Mailer {
  readonly #transport: ReturnType<typeof createTransport>;
  readonly #sms: Mailer;
  readonly #logger: Logger;
  readonly #from: string;

  constructor(
    smtpUrl: string,
    { sms, logger, from = DEFAULT_MAIL_FROM }: { sms: Mailer; logger: Logger; from?: string },
  ) {
    this.#transport = createTransport(smtpUrl);
    this.#sms = sms;
    this.#logger = logger;
    this.#from = from;
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel === 'sms') return this.#sms.send(message);
    const info = await this.#transport.sendMail({
      from: this.#from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html !== undefined && { html: message.html }),
    });
    // The server's id for the message, to trace a complaint; never the content or the recipient.
    this.#logger.info({ messageId: info.messageId }, 'mail sent by SMTP');
  }

  close(): void {
    this.#transport.close();
  }
}
