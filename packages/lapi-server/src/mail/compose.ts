import { createTransport } from 'nodemailer';
import type { OutgoingMessage } from '../services.ts';

/** Used when MAIL_FROM is not set: a reserved domain, so a misconfigured server cannot spoof a real one. */
export const DEFAULT_MAIL_FROM = 'Helmsman <no-reply@helmsman.test>';

/** Says which channel a message in the outbox was meant for ('email' or 'sms'). */
export const CHANNEL_HEADER = 'X-Helmsman-Channel';
/** A text message's phone number: not an e-mail address, so it cannot travel in `To`. */
export const SMS_TO_HEADER = 'X-Helmsman-Sms-To';

// The stream transport only renders: it builds the RFC 822 message and hands it back as a buffer.
const renderer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** The message as an RFC 822 (.eml) document, exactly what SMTP would have carried. */
export async function composeMessage(
  message: OutgoingMessage,
  from: string = DEFAULT_MAIL_FROM,
): Promise<Buffer> {
  const sms = message.channel === 'sms';
  const info = await renderer.sendMail({
    from,
    ...(sms ? {} : { to: message.to }),
    subject: message.subject,
    text: message.text,
    ...(message.html !== undefined && { html: message.html }),
    headers: {
      [CHANNEL_HEADER]: message.channel,
      ...(sms && { [SMS_TO_HEADER]: message.to }),
    },
  });
  return info.message as Buffer;
}
