import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from 'pino';
import { z } from 'zod';
import { CSRF_HEADER } from './yoga.ts';

/**
 * The browser's error reporter (@airbrake/browser) posts Airbrake-format notices here and polls its
 * remote configuration here, so errors land in the gateway's structured log without a third party.
 * A real Airbrake (or Errbit) can replace this by pointing the app's reporter host elsewhere.
 */

/** Airbrake's notifier keeps notices under 64000 characters; leave room for the envelope. */
const MAX_NOTICE_BYTES = 128 * 1024;
/** The notifier's API version in the remote-config path (@airbrake/browser's API_VER). */
const REMOTE_CONFIG_VERSION = '2020-06-18';
const POLL_SECONDS = 600;

const notice = z.object({
  errors: z
    .array(
      z.object({
        type: z.string().max(200).default(''),
        message: z.string().max(10_000).default(''),
        backtrace: z
          .array(
            z.object({
              function: z.string().optional(),
              file: z.string().optional(),
              line: z.number().optional(),
              column: z.number().optional(),
            }),
          )
          .max(100)
          .default([]),
      }),
    )
    .min(1)
    .max(10),
  context: z.record(z.string(), z.unknown()).default({}),
  params: z.record(z.string(), z.unknown()).default({}),
});

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase() === 'application/json';
}

export function errorNoticesApp(logger: Logger): Hono {
  const app = new Hono();
  let sequence = 0;

  app.post(
    '/api/v3/projects/:projectId/notices',
    // Before the body is read. JSON and the CSRF header both need a CORS preflight, which the gateway
    // never grants to another origin: no other site's page can post notices into the shop's log.
    async (c, next) => {
      if (c.req.header(CSRF_HEADER) === undefined)
        return c.json({ error: `missing the ${CSRF_HEADER} header` }, 403);
      if (!isJson(c.req.header('content-type'))) return c.json({ error: 'notices are JSON' }, 415);
      return next();
    },
    bodyLimit({ maxSize: MAX_NOTICE_BYTES, onError: (c) => c.json({ error: 'notice too large' }, 413) }),
    async (c) => {
      const parsed = notice.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return c.json({ error: 'not an Airbrake notice' }, 400);
      const { errors, context } = parsed.data;
      sequence += 1;
      const id = `${Date.now().toString(36)}-${sequence}`;
      // Params and session may hold customer data: only the error, where it happened and how bad.
      logger.error(
        {
          noticeId: id,
          projectId: c.req.param('projectId'),
          severity: typeof context.severity === 'string' ? context.severity : 'error',
          url: typeof context.url === 'string' ? context.url.split('?')[0] : undefined,
          component: context.component,
          errors: errors.map((error) => ({
            type: error.type,
            message: error.message,
            backtrace: error.backtrace.slice(0, 10),
          })),
        },
        'browser error notice',
      );
      return c.json({ id, url: '' }, 201);
    },
  );

  app.get(`/${REMOTE_CONFIG_VERSION}/config/:projectId/config.json`, (c) => {
    c.header('cache-control', 'no-store');
    return c.json({
      project_id: Number(c.req.param('projectId')) || 0,
      updated_at: 0,
      poll_sec: POLL_SECONDS,
      config_route: '',
      settings: [
        { name: 'errors', enabled: true, endpoint: null },
        { name: 'apm', enabled: false, endpoint: null },
      ],
    });
  });

  return app;
}
