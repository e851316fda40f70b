import { ConfirmEmailScreen, type ConfirmEmailScreenProps } from '@helmsman/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { useSiteConfig } from '../site/use-site-config.ts';

const INVALID_LINK = 'This confirmation link has expired or was already used.';

/** The mutation and the GraphQL client: loaded with the page, which needs nothing else. */
const loadMutation = () => import('./confirm-email.ts');

type Outcome = Pick<ConfirmEmailScreenProps, 'state'> &
  ({ state: 'confirming' } | { state: 'confirmed'; email: string } | { state: 'failed'; message: string });

/**
 * /confirm-email?id=<token>: the link mailed to a new e-mail address. Confirms on arrival, once
 * (the token is single-use), whoever's browser it is: no login needed.
 */
export function ConfirmEmailPage() {
  const site = useSiteConfig();
  useDocumentTitle('Confirm your e-mail', site.brand);
  const token = new URLSearchParams(useSearch()).get('id') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ state: 'confirming' });
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (token === '') {
      setOutcome({ state: 'failed', message: INVALID_LINK });
      return;
    }
    loadMutation()
      .then(({ confirmEmail }) => confirmEmail(token))
      .then(({ confirmEmail: result }) =>
        setOutcome(
          result.ok && result.email
            ? { state: 'confirmed', email: result.email }
            : { state: 'failed', message: result.error?.message ?? INVALID_LINK },
        ),
      )
      .catch(async (error: unknown) => {
        const { errorMessage } = await loadMutation();
        setOutcome({ state: 'failed', message: errorMessage(error) });
      });
  }, [token]);

  return <ConfirmEmailScreen {...outcome} brand={site.brand} supportEmail={site.supportEmail} />;
}
