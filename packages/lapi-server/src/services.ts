import { type SessionPolicy, sessionPolicyFromEnv } from './auth/sessions.ts';
import { type Background, createBackground } from './background.ts';
import { createTestProcessor, type PaymentProcessor } from './payments/test-processor.ts';

/** A message to a customer: an e-mail, or a text message (sms) to their phone. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  /** E-mail address or phone number. */
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends customer messages. SMTP when configured; otherwise an outbox directory (see DESIGN.md). */
export interface Mailer {
  send(message: OutgoingMessage): Promise<void>;
}

/** Keeps messages in memory: the default for tests, which read `sent`. */
export class MemoryMailer implements Mailer {
  readonly sent: OutgoingMessage[] = [];
  async send(message: OutgoingMessage): Promise<void> {
    this.sent.push(message);
  }
}

/** What handlers use besides the database, injected so tests and deployments can swap each one. */
export interface Services {
  payments: PaymentProcessor;
  mailer: Mailer;
  /**
   * The public product token (spec section 3: "a public product token from environment
   * configuration") that some legacy calls must carry in `data.token`.
   */
  publicToken: string;
  /** Where customers reach the shop, for links in messages (e.g. the password reset link). */
  publicUrl: string;
  /** Idle timeout and absolute lifetime of sessions (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS). */
  sessions: SessionPolicy;
  /** Work done after the answer (background.ts): the reset request's, so both answers take as long. */
  background: Background;
}

export const DEFAULT_PUBLIC_TOKEN = 'pk_helmsman_local';

export function defaultServices(overrides: Partial<Services> = {}): Services {
  return {
    payments: overrides.payments ?? createTestProcessor(),
    mailer: overrides.mailer ?? new MemoryMailer(),
    publicToken: overrides.publicToken ?? process.env.LAPI_PUBLIC_TOKEN ?? DEFAULT_PUBLIC_TOKEN,
    publicUrl: overrides.publicUrl ?? process.env.PUBLIC_URL ?? 'http://localhost:8080',
    sessions: overrides.sessions ?? sessionPolicyFromEnv(),
    background: overrides.background ?? createBackground(),
  };
}
