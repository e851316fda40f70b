import { LOG_REDACTION, scrubSerializedError } from '@helmsman/domain';
import { type DestinationStream, type Logger, pino } from 'pino';

/**
 * The gateway's log: JSON lines on stdout, secrets redacted by key and errors serialised without a
 * failed statement's parameters (domain's log-redaction.ts; lapi-server's log does the same).
 */
export function createGatewayLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: { ...LOG_REDACTION, paths: [...LOG_REDACTION.paths] },
    serializers: { err: (error: Error) => scrubSerializedError(pino.stdSerializers.err(error)) },
  };
  return destination ? pino(options, destination) : pino(options);
}
