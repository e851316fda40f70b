import { useState } from 'react';
import { Button } from '../../components/button/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { LogOutIcon } from '../../icons/index.ts';
import { AccountSection, mutedStyle } from './account-section.tsx';
import type { AccountCallbacks } from './types.ts';

/** 'Logged-in devices': the session limits, and ending every session at once. */
export function SessionsSection({
  onLogoutEverywhere,
}: {
  onLogoutEverywhere: AccountCallbacks['onLogoutEverywhere'];
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const logOutEverywhere = async () => {
    setBusy(true);
    setError(null);
    const result = await onLogoutEverywhere();
    // On success the app leaves the page; on failure the button is back with the reason.
    if (result) {
      setBusy(false);
      setError(result.formError ?? 'Something went wrong.');
    }
  };
  return (
    <AccountSection
      title="Logged-in devices"
      description="You are logged out after 30 minutes without activity, and 12 hours after you log in."
      icon={<LogOutIcon />}
    >
      <p className={mutedStyle}>
        Lost a phone, or logged in on a shared computer? End every session of your account, this one included.
      </p>
      {error ? <InlineMessage status="error">{error}</InlineMessage> : null}
      <div>
        <Button
          variant="outline"
          size="sm"
          loading={busy}
          loadingText="Logging out…"
          onClick={logOutEverywhere}
        >
          Log out everywhere
        </Button>
      </div>
    </AccountSection>
  );
}
