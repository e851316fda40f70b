import { defaultSiteConfig, type LoginValues } from '@helmsman/domain';
import { useId } from 'react';
import { css } from '#styled-system/css';
import { InlineMessage } from '../../components/inline-message/index.ts';
import type { SubmitResult } from '../../forms/index.ts';
import { CircleCheckIcon } from '../../icons/index.ts';
import { FocusCard, FocusForm, FocusHeading, FocusLead, FocusPage } from '../../layouts/focus-page/index.ts';
import { LoginFields, loginRules, PrivacyNote, submitLogin } from './login-fields.tsx';

export interface LoginScreenProps {
  /**
   * Called with the validated values, e-mail trimmed. Resolve `undefined` on success (the app then
   * navigates away), or `{ formError }` / `{ fieldErrors }` to show what went wrong; the typed
   * values stay in the form either way.
   */
  onSubmit: (values: LoginValues) => Promise<SubmitResult>;
  brand?: string;
  supportEmail?: string;
  /** Prefills the form, e.g. the e-mail of a customer whose session ended. */
  initialValues?: Partial<LoginValues>;
  /** A notice above the form, e.g. `messages.sessionExpired` after a redirect to /login. */
  notice?: string;
}

const reasons = [
  'Licensed U.S. providers, online and on your schedule',
  'Discreet packaging, shipped free to your door',
  'Pause, change or cancel subscriptions anytime',
];

/**
 * The anonymous login page. It owns the whole page (banner, main, contentinfo), so the app renders
 * it outside the customer-area shell.
 */
export function LoginScreen({
  onSubmit,
  brand = defaultSiteConfig.brand,
  supportEmail = defaultSiteConfig.supportEmail,
  initialValues,
  notice,
}: LoginScreenProps) {
  const panelHeadingId = useId();

  const aside = (
    <aside className={styles.panel} aria-labelledby={panelHeadingId}>
      <div className={styles.panelInner}>
        <p id={panelHeadingId} className={styles.panelHeading}>
          Better health, handled privately.
        </p>
        <ul className={styles.reasons}>
          {reasons.map((reason) => (
            <li key={reason} className={styles.reason}>
              <CircleCheckIcon aria-hidden="true" className={styles.reasonIcon} />
              {reason}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );

  return (
    <FocusPage brand={brand} aside={aside} help={{ prompt: 'Need help logging in?', email: supportEmail }}>
      <FocusCard>
        <FocusHeading>Log in to your account</FocusHeading>
        <FocusLead>Manage your orders, subscriptions and messages with your care team.</FocusLead>

        {notice ? (
          <InlineMessage status="info" className={styles.notice}>
            {notice}
          </InlineMessage>
        ) : null}

        <FocusForm<LoginValues>
          onSubmit={submitLogin(onSubmit)}
          validate={loginRules.validate}
          initialValues={initialValues}
        >
          <LoginFields />
        </FocusForm>

        <PrivacyNote centred />
      </FocusCard>
    </FocusPage>
  );
}

const styles = {
  // The brand panel is supporting copy; small screens go straight to the form.
  panel: css({
    display: { base: 'none', lg: 'flex' },
    alignItems: 'flex-end',
    p: '12',
    bg: 'bg.inverted',
    color: 'fg.inverted',
    // A soft glow of the accent over the navy; decorative, the text sits on plain navy.
    backgroundImage: 'radial-gradient(ellipse at 100% 0%, rgb(254 194 86 / 0.22), transparent 55%)',
  }),
  panelInner: css({ display: 'flex', flexDirection: 'column', gap: '8', maxW: 'md' }),
  panelHeading: css({ textStyle: '4xl', fontFamily: 'heading', fontWeight: 'bold', textWrap: 'balance' }),
  reasons: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  reason: css({
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    textStyle: 'lg',
    color: 'fg.invertedMuted',
  }),
  reasonIcon: css({ flexShrink: '0', w: '6', h: '6', mt: '0.5', color: 'accent.default' }),
  notice: css({ mt: '6' }),
};
