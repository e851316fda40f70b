import { messages, type ResetRequestValues, type UpdatePasswordValues } from '@helmsman/domain';
import { PasswordResetScreen, type ResetRequestResult, type SubmitResult, siteToaster } from '@helmsman/ui';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { afterFirstPaint } from '../routing/after-first-paint.ts';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { useSiteConfig } from '../site/use-site-config.ts';

const TOAST_TITLE = 'Reset Password';

/** The mutations and the GraphQL client: loaded once the page has painted, or when a form is sent. */
const loadMutations = () => import('./password-reset.ts');

/**
 * /reset-password: without `?id=` the customer asks for a link (mode 1); the e-mailed link opens it
 * with its token in `id` to choose a new password (mode 2). Anonymous (spec sections 2, 4 and 8).
 */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('id');
  useEffect(() => {
    void afterFirstPaint().then(loadMutations);
  }, []);
  return token === null ? <RequestResetPage /> : <UpdatePasswordPage token={token} />;
}

function RequestResetPage() {
  const site = useSiteConfig();
  useDocumentTitle('Reset Password', site.brand);
  async function submit(values: ResetRequestValues): Promise<ResetRequestResult> {
    try {
      const { requestPasswordReset, toSubmitResult } = await loadMutations();
      const { requestPasswordReset: result } = await requestPasswordReset(values);
      if (result.ok) {
        siteToaster.success({ title: TOAST_TITLE, description: messages.resetRequestSent });
        return 'sent';
      }
      // The gateway checks the e-mail with the form's own rules: it only disagrees if the app is stale.
      if (result.error?.fieldErrors.length) return toSubmitResult(result.error, messages.somethingWentWrong);
    } catch {
      // Any answer but acceptance is the same to the customer (spec section 8).
    }
    siteToaster.error({ title: TOAST_TITLE, description: messages.somethingWentWrong });
    return undefined;
  }

  return (
    <PasswordResetScreen
      mode="request"
      onRequest={submit}
      brand={site.brand}
      supportEmail={site.supportEmail}
    />
  );
}

function UpdatePasswordPage({ token }: { token: string }) {
  const site = useSiteConfig();
  useDocumentTitle('Update Password', site.brand);
  const [, navigate] = useLocation();
  async function submit(values: UpdatePasswordValues): Promise<SubmitResult> {
    const { updatePassword, submitForm } = await loadMutations();
    return submitForm(
      async () => (await updatePassword({ token, ...values })).updatePassword,
      messages.somethingWentWrong,
      () => {
        siteToaster.success({ title: 'Password updated', description: 'Log in with your new password.' });
        // Replace: the used link stays out of the history, so Back cannot offer it again.
        navigate('/login', { replace: true });
      },
    );
  }

  return (
    <PasswordResetScreen
      mode="update"
      onUpdate={submit}
      brand={site.brand}
      supportEmail={site.supportEmail}
    />
  );
}
