import { describe, expect, it } from 'vitest';
import { createGatewayLogger } from './logger.ts';

function capture() {
  const lines: string[] = [];
  const logger = createGatewayLogger('trace', { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join('\n') };
}

const CARD = '4242424242424242';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';

describe('the server log', () => {
  it('redacts passwords, tokens, cookies and card fields wherever a line puts them', () => {
    const { logger, text } = capture();
    logger.warn({ password: 'Valhalla1', email: 'alex@helmsman.test' }, 'login failed');
    logger.info({ input: { ccnum: CARD, cccvv: '123', ccexp: '12/30' } }, 'card update');
    // placeOrder's NewCardInput, as the GraphQL variables carry it.
    logger.info({ variables: { input: { card: { number: CARD, expiry: '11/31', securityCode: '987' } } } });
    logger.info({
      req: { headers: { cookie: 'helmsman_session=1001.secret-token', authorization: 'Bearer t0k3n' } },
    });
    logger.info({ call: { body: { data: { newPassword: 'Asgard123', token: 'reset-token' } } } });
    const logged = text();
    for (const secret of [
      'Valhalla1',
      CARD,
      '"123"',
      '12/30',
      '11/31',
      // Quoted, as the codes are strings: bare digits could be part of a line's time or pid.
      '"987"',
      'secret-token',
      't0k3n',
      'Asgard123',
      'reset-token',
    ]) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).toContain('[Redacted]');
    // What identifies a failed login for whoever investigates it stays.
    expect(logged).toContain('alex@helmsman.test');
  });

  it("logs a failed statement's error without its parameters or the data Postgres quotes", () => {
    const { logger, text } = capture();
    // As drizzle throws it: parameters in the message (and so the stack), the driver's error as cause.
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "leads_email"'), {
      detail: 'Key (email)=(alex@helmsman.test) already exists.',
    });
    const error = Object.assign(
      new Error(
        `Failed query: insert into "leads" ("email", "password_hash") values ($1, $2)\nparams: alex@helmsman.test,${HASH}`,
        {
          cause,
        },
      ),
      { params: ['alex@helmsman.test', HASH] },
    );
    logger.error({ err: error }, 'unhandled error');
    const logged = text();
    expect(logged).not.toContain(HASH);
    expect(logged).not.toContain('alex@helmsman.test');
    expect(logged).toContain('Failed query: insert into \\"leads\\"');
    expect(logged).toContain('params: [Redacted]');
    expect(logged).toContain('duplicate key value');
  });
});
