import { defaultSiteConfig } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { Link } from '../../components/link/index.ts';
import { Spinner } from '../../components/spinner/index.ts';
import { Wordmark } from '../../components/wordmark/index.ts';
import { MailIcon } from '../../icons/index.ts';

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
    <div className={styles.page}>
      <header className={styles.header}>
        <Wordmark brand={brand} href="/" />
      </header>
      <main className={styles.main}>
        <div className={styles.card}>
          <span className={styles.badge} aria-hidden="true">
            <MailIcon />
          </span>
          <h1 className={styles.heading}>Confirm your e-mail</h1>
          <Outcome {...props} />
        </div>
      </main>
      <footer className={styles.footer}>
        Need help? <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
      </footer>
    </div>
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
  page: css({ display: 'flex', flexDirection: 'column', minH: '100dvh', bg: 'bg.canvas' }),
  header: css({ px: { base: '5', md: '10' }, pt: { base: '6', md: '8' } }),
  main: css({
    flex: '1',
    display: 'flex',
    alignItems: { base: 'flex-start', md: 'center' },
    justifyContent: 'center',
    px: { base: '4', md: '10' },
    py: { base: '6', md: '10' },
  }),
  card: css({
    width: 'full',
    maxW: '28rem',
    bg: 'bg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l3',
    boxShadow: 'raised',
    px: { base: '5', sm: '8' },
    py: { base: '7', sm: '9' },
  }),
  badge: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '12',
    h: '12',
    mb: '5',
    borderRadius: 'full',
    bg: 'accent.subtle',
    color: 'accent.fg',
    '& svg': { w: '6', h: '6' },
  }),
  heading: css({
    textStyle: { base: '2xl', sm: '3xl' },
    fontFamily: 'heading',
    fontWeight: 'bold',
    textWrap: 'balance',
  }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '5', mt: '5' }),
  lead: css({ color: 'fg.muted' }),
  footer: css({ px: '5', py: '6', textAlign: 'center', textStyle: 'sm', color: 'fg.muted' }),
};
