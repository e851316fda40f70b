import { type Logger, pino } from 'pino';

/** JSON lines on stdout; `LOG_LEVEL` (default info) tunes it, `silent` mutes it. */
export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ name: 'lapi-server', level });
}
