import { defaultSiteConfig } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { Spinner } from '../../components/spinner/index.ts';
import { MailIcon } from '../../icons/index.ts';
import { FocusCard, FocusHeading, FocusPage } from '../../layouts/focus-page/index.ts';

export type ConfirmEmailScreenProps = {
  brand?: string;
  supportEmail?: string;
} & (
  | { state: 'confirming' }
  /** The change took effect: `email` is the account's address now. */
  | { state: 'confirmed'; email: string }
  /** The link did not work: the server's message (expired or used link, address taken meanwhile). */
  | { state: 'failed'; message: string }
);

/**
 * /confirm-email?id=<token>, opened from the mail sent to a new address (anonymous: any device). The
 * app confirms on arrival; this shows how that went and where to go next.
 */
export function ConfirmEmailScreen(props: ConfirmEmailScreenProps) {
  const { brand = defaultSiteConfig.brand, supportEmail = defaultSiteConfig.supportEmail } = props;
  return (
    <FocusPage brand={brand} help={{ prompt: 'Need help?', email: supportEmail }}>
      <FocusCard badge={<MailIcon />}>
        <FocusHeading>Confirm your e-mail</FocusHeading>
        <Outcome {...props} />
      </FocusCard>
    </FocusPage>
  );
}

function Outcome(props: ConfirmEmailScreenProps) {
  switch (props.state) {
    case 'confirming':
      return (
        <div className={styles.body}>
          <Spinner label="Confirming your new e-mail address…" />
        </div>
      );
    case 'confirmed':
      return (
        <div className={styles.body}>
          <InlineMessage status="success" title="Your e-mail address is changed">
            From now on you log in with <strong>{props.email}</strong>, and we write to it.
          </InlineMessage>
          <Button asChild size="lg" fullWidth>
            <a href="/accounts">Go to your account</a>
          </Button>
        </div>
      );
    case 'failed':
      return (
        <div className={styles.body}>
          <InlineMessage status="error" title="We couldn't confirm this address">
            {props.message}
          </InlineMessage>
          <p className={styles.lead}>
            Your e-mail address has not changed. You can ask for a new link on your account page.
          </p>
          <Button asChild variant="outline" size="lg" fullWidth>
            <a href="/accounts">Go to your account</a>
          </Button>
        </div>
      );
  }
}

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', gap: '5', mt: '5' }),
  lead: css({ color: 'fg.muted' }),
};
