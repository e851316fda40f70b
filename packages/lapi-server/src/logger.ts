import { LOG_REDACTION, scrubSerializedError } from '@helmsman/domain';
import { type DestinationStream, type Logger, pino } from 'pino';

/**
 * JSON lines on stdout; `LOG_LEVEL` (default info) tunes it, `silent` mutes it. Secrets are redacted by
 * key and errors serialised without a failed statement's parameters (domain's log-redaction.ts).
 */
export function createLogger(
  level: string = process.env.LOG_LEVEL ?? 'info',
  destination?: DestinationStream,
): Logger {
  const options = {
    name: 'lapi-server',
    level,
    redact: { ...LOG_REDACTION, paths: [...LOG_REDACTION.paths] },
    serializers: { err: (error: Error) => scrubSerializedError(pino.stdSerializers.err(error)) },
  };
  return destination ? pino(options, destination) : pino(options);
}
