import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Mailer, OutgoingMessage } from '../services.ts';
import { CHANNEL_HEADER, composeMessage, DEFAULT_MAIL_FROM, SMS_TO_HEADER } from './compose.ts';

/**
 * The mailer of a machine without SMTP (DESIGN.md, "Mail"): every message becomes an .eml file in the
 * outbox directory, named by time so that `ls` lists them in order, and the file's path is logged so a
 * developer can open the reset link. The files hold live reset links, so only the owner may read them.
 */
export class OutboxMailer implements Mailer {
  readonly dir: string;
  readonly #logger: Logger;
  readonly #from: string;

  constructor(dir: string, logger: Logger, from: string = DEFAULT_MAIL_FROM) {
    this.dir = dir;
    this.#logger = logger;
    this.#from = from;
  }

  async send(message: OutgoingMessage): Promise<void> {
    const raw = await composeMessage(message, this.#from);
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const path = join(this.dir, outboxFileName(message.channel));
    await writeFile(path, raw, { mode: 0o600, flag: 'wx' });
    // The path only: the message itself holds a secret link or code, and the recipient is personal data.
    this.#logger.info({ path, channel: message.channel }, `message written to the outbox: ${path}`);
  }
}

let sequence = 0;

/** '2026-11-22T05-30-12-345Z-000001-email-9f2c1a.eml': sorts by time; unique across processes. */
function outboxFileName(channel: OutgoingMessage['channel']): string {
  sequence = (sequence + 1) % 1_000_000;
  const time = new Date().toISOString().replace(/[:.]/g, '-');
  return `${time}-${String(sequence).padStart(6, '0')}-${channel}-${randomBytes(3).toString('hex')}.eml`;
}

export interface OutboxMessage {
  readonly path: string;
  readonly channel: OutgoingMessage['channel'];
  /** E-mail address, or the phone number of a text message. */
  readonly to: string;
  readonly subject: string;
  /** The plain-text body, decoded. */
  readonly text: string;
  /** When the file was written (from its name). */
  readonly writtenAt: Date;
}

/** Every message in the outbox, newest first; an outbox that does not exist yet is empty. */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.eml')).sort((a, b) => (a < b ? 1 : -1));
  return Promise.all(
    files.map(async (name) => {
      const path = join(dir, name);
      const raw = await readFile(path, 'utf8');
      return { path, writtenAt: writtenAt(name) ?? (await stat(path)).mtime, ...parseMessage(raw) };
    }),
  );
}

/**
 * The time in the file name (the writer's clock, to the millisecond); file system times can be coarser
 * than that, which would put a message written just after `since` before it.
 */
function writtenAt(name: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2})-(\d{2})-(\d{2})-(\d{3})Z-/.exec(name);
  return match ? new Date(`${match[1]}:${match[2]}:${match[3]}.${match[4]}Z`) : null;
}

const RESET_LINK = /https?:\/\/[^\s"'<>]+\/reset-password\?id=[A-Za-z0-9_-]+/;

/** The password reset link in a message's text, or null. */
export function findResetLink(text: string): string | null {
  return RESET_LINK.exec(text)?.[0] ?? null;
}

/** The link of the newest reset e-mail to `to` (case-insensitive), or null when there is none. */
export async function latestResetLink(dir: string, to: string): Promise<string | null> {
  for (const message of await readOutbox(dir)) {
    if (message.channel !== 'email' || message.to.toLowerCase() !== to.toLowerCase()) continue;
    const link = findResetLink(message.text);
    if (link) return link;
  }
  return null;
}

/**
 * Waits for a reset e-mail to `to` written after `since` and returns its link: the reset call answers
 * before the mail is written (so that its timing tells nothing), hence the polling.
 */
export async function waitForResetLink(
  dir: string,
  to: string,
  { since = new Date(0), timeoutMs = 10_000 }: { since?: Date; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const message of await readOutbox(dir)) {
      if (message.writtenAt < since) break;
      if (message.channel !== 'email' || message.to.toLowerCase() !== to.toLowerCase()) continue;
      const link = findResetLink(message.text);
      if (link) return link;
    }
    if (Date.now() > deadline)
      throw new Error(`No reset e-mail to ${to} arrived in ${dir} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// ---- A reader for the messages composeMessage writes (not a general MIME parser) ----

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function parseMessage(raw: string): Omit<OutboxMessage, 'path' | 'writtenAt'> {
  const message = parsePart(raw.replace(/\r\n/g, '\n'));
  const channel = message.headers.get(CHANNEL_HEADER.toLowerCase()) === 'sms' ? 'sms' : 'email';
  const to =
    channel === 'sms'
      ? (message.headers.get(SMS_TO_HEADER.toLowerCase()) ?? '')
      : (message.headers.get('to') ?? '').replace(/^.*<([^>]+)>.*$/, '$1');
  return {
    channel,
    to,
    subject: decodeEncodedWords(message.headers.get('subject') ?? ''),
    text: plainText(message) ?? '',
  };
}

function parsePart(raw: string): MimePart {
  const split = raw.indexOf('\n\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 2);
  const headers = new Map<string, string>();
  // Folded header lines start with whitespace and continue the previous header.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function plainText(part: MimePart): string | null {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      const text = plainText(parsePart(section.replace(/^\n/, '')));
      if (text !== null) return text;
    }
    return null;
  }
  if (!/^text\/plain/i.test(contentType)) return null;
  return decodeBody(part.body, part.headers.get('content-transfer-encoding') ?? '7bit').replace(/\n$/, '');
}

function decodeBody(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 words ('=?UTF-8?Q?R=C3=A9initialiser?='), which nodemailer writes for non-ASCII subjects. */
function decodeEncodedWords(value: string): string {
  // Whitespace between two encoded words is folding, not text.
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
