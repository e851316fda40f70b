import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backends, useTestDatabase } from '../../test/backends.ts';
import { callLapi } from '../../test/http.ts';
import { createApp } from '../app.ts';
import { demo } from '../db/demo-data.ts';
import { resetDatabase } from '../db/seed.ts';
import {
  createMailer,
  findResetLink,
  latestResetLink,
  OutboxMailer,
  outboxDir,
  readOutbox,
  SmtpMailer,
  waitForResetLink,
} from './index.ts';

const link = `http://localhost:8080/reset-password?id=${'Ab3_-'.repeat(8)}xyz`;
const resetMail = {
  channel: 'email' as const,
  to: demo.alex.email,
  subject: 'Reset your password',
  text: `Hi Alex,\n\nOpen this link within 30 minutes to choose a new password, it is rather long:\n\n${link}\n`,
};

let dir: string;
const logLines: string[] = [];
const logger = pino({ level: 'trace' }, { write: (line: string) => logLines.push(line) });

beforeEach(async () => {
  dir = join(await mkdtemp(join(tmpdir(), 'helmsman-outbox-')), 'outbox');
  logLines.length = 0;
});

afterEach(async () => {
  await rm(join(dir, '..'), { recursive: true, force: true });
});

describe('outbox mailer', () => {
  it('writes each message as an .eml file with a timestamped name, readable by its owner only', async () => {
    await new OutboxMailer(dir, logger).send(resetMail);
    const [name, ...others] = await readdir(dir);
    expect(others).toEqual([]);
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-\d{6}-email-[0-9a-f]{6}\.eml$/);
    expect((await stat(join(dir, name ?? ''))).mode & 0o777).toBe(0o600);
  });

  it('logs the path at info, and neither the link nor the recipient', async () => {
    await new OutboxMailer(dir, logger).send(resetMail);
    const [message] = await readOutbox(dir);
    const lines = logLines.map((line) => JSON.parse(line) as { level: number; path?: string; msg: string });
    expect(lines).toEqual([expect.objectContaining({ level: 30, path: message?.path })]);
    expect(lines[0]?.msg).toContain(message?.path);
    expect(logLines.join('')).not.toContain('reset-password');
    expect(logLines.join('')).not.toContain(demo.alex.email);
  });

  it('reads messages back newest first, decoding what the .eml encodes', async () => {
    const mailer = new OutboxMailer(dir, logger);
    await mailer.send(resetMail);
    await mailer.send({ channel: 'sms', to: '+15125550142', subject: 'Code', text: 'Your code is 123456.' });
    await mailer.send({
      channel: 'email',
      to: demo.sam.email,
      subject: 'Réinitialiser — 密码',
      text: 'Grüße ✓',
      html: '<p>Grüße ✓</p>',
    });
    const messages = await readOutbox(dir);
    expect(messages.map(({ channel, to, subject, text }) => ({ channel, to, subject, text }))).toEqual([
      { channel: 'email', to: demo.sam.email, subject: 'Réinitialiser — 密码', text: 'Grüße ✓' },
      { channel: 'sms', to: '+15125550142', subject: 'Code', text: 'Your code is 123456.' },
      {
        channel: 'email',
        to: demo.alex.email,
        subject: 'Reset your password',
        text: resetMail.text.trimEnd(),
      },
    ]);
    expect(findResetLink(messages[2]?.text ?? '')).toBe(link);
  });

  it('finds the newest reset link of an address', async () => {
    const mailer = new OutboxMailer(dir, logger);
    expect(await readOutbox(dir)).toEqual([]);
    expect(await latestResetLink(dir, demo.alex.email)).toBeNull();
    await mailer.send(resetMail);
    await mailer.send({ ...resetMail, text: resetMail.text.replace('xyz', 'new') });
    await mailer.send({ ...resetMail, to: demo.sam.email, text: resetMail.text.replace('xyz', 'sam') });
    expect(await latestResetLink(dir, 'ALEX@helmsman.test')).toBe(link.replace('xyz', 'new'));
    expect(await waitForResetLink(dir, demo.sam.email)).toBe(link.replace('xyz', 'sam'));
  });

  it('gives up waiting for a link that never comes', async () => {
    await expect(waitForResetLink(dir, demo.alex.email, { timeoutMs: 100 })).rejects.toThrow(
      /No reset e-mail/,
    );
  });

  it('is what createMailer makes without SMTP_URL, under <data dir>/outbox', async () => {
    const mailer = createMailer({ outboxDir: outboxDir('/srv/helmsman'), logger });
    expect(mailer).toBeInstanceOf(OutboxMailer);
    expect((mailer as OutboxMailer).dir).toBe('/srv/helmsman/outbox');
    expect(createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', outboxDir: dir, logger })).toBeInstanceOf(
      SmtpMailer,
    );
  });
});

describe('SMTP mailer', () => {
  /** A minimal SMTP server that keeps what it receives. */
  let server: Server;
  let port = 0;
  const received: { from: string; to: string[]; data: string }[] = [];

  beforeAll(async () => {
    server = createServer((socket) => {
      let buffer = '';
      let inData = false;
      let current = { from: '', to: [] as string[], data: '' };
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        for (;;) {
          if (inData) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end === -1) return;
            current.data = buffer.slice(0, end);
            buffer = buffer.slice(end + 5);
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 queued\r\n');
            continue;
          }
          const newline = buffer.indexOf('\r\n');
          if (newline === -1) return;
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 2);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
          else if (verb === 'MAIL') {
            current.from = line;
            socket.write('250 ok\r\n');
          } else if (verb === 'RCPT') {
            current.to.push(line);
            socket.write('250 ok\r\n');
          } else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends e-mail by SMTP and text messages to the outbox', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: dir,
      from: 'Clinic <care@clinic.example>',
      logger,
    });
    await mailer.send(resetMail);
    await mailer.send({ channel: 'sms', to: '+15125550142', subject: 'Code', text: 'Your code is 123456.' });
    (mailer as SmtpMailer).close();

    expect(received).toHaveLength(1);
    expect(received[0]?.from).toContain('care@clinic.example');
    expect(received[0]?.to).toEqual([expect.stringContaining(demo.alex.email)]);
    expect(received[0]?.data).toContain('Subject: Reset your password');
    const outbox = await readOutbox(dir);
    expect(outbox.map((message) => message.channel)).toEqual(['sms']);
    expect(logLines.join('')).not.toContain('reset-password');
  });
});

describe.each(backends)('a reset link through the outbox on %s', (backend) => {
  const context = useTestDatabase(backend);

  beforeAll(async () => {
    await resetDatabase(context.database.db);
  });

  it('arrives in the outbox and opens the password update', async () => {
    const app = createApp({
      database: context.database,
      logger: pino({ level: 'silent' }),
      services: {
        mailer: new OutboxMailer(dir, logger),
        publicUrl: 'http://localhost:9999',
        publicToken: 'pk_outbox_test',
      },
    });
    const since = new Date();
    const requested = await callLapi(app, '/lapi/account/reset/', {
      email: demo.alex.email,
      token: 'pk_outbox_test',
    });
    expect(requested.httpStatus).toBe(200);
    const resetLink = await waitForResetLink(dir, demo.alex.email, { since });
    expect(resetLink).toMatch(/^http:\/\/localhost:9999\/reset-password\?id=/);
    const token = new URL(resetLink).searchParams.get('id');
    const updated = await callLapi(app, '/lapi/account/passwordupdate/', { token, password: 'Ragnarok1' });
    expect(updated.envelope).toMatchObject({ status: 'SUCCESS' });
    const login = await callLapi(app, '/lapi/account/login/', {
      email: demo.alex.email,
      password: 'Ragnarok1',
    });
    expect(login.httpStatus).toBe(200);
  });
});
