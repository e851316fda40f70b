import { defaultSiteConfig, messages } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { Link } from '../../components/link/index.ts';
import { Wordmark } from '../../components/wordmark/index.ts';
import { CircleAlertIcon, RefreshCwIcon } from '../../icons/index.ts';

export interface ErrorScreenProps {
  /** 'Refresh page': the app reloads (window.location.reload()). */
  onRefresh: () => void;
  /** The support address of the site configuration. */
  supportEmail?: string;
  brand?: string;
}

/**
 * What the app's error boundary renders when a screen fails to render (spec section 8): the team
 * has been notified (the boundary reports the error), refresh or contact support. It owns the whole
 * page and depends on nothing but its props, since whatever failed may be the app around it.
 */
export function ErrorScreen({
  onRefresh,
  supportEmail = defaultSiteConfig.supportEmail,
  brand = defaultSiteConfig.brand,
}: ErrorScreenProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Wordmark brand={brand} href="/" />
      </header>
      <main className={styles.main}>
        <div className={styles.card}>
          <span className={styles.indicator} aria-hidden="true">
            <CircleAlertIcon />
          </span>
          <h1 className={styles.heading}>{messages.unexpectedErrorTitle}</h1>
          <p className={styles.text}>Something went wrong on our side. Our team has been notified.</p>
          <p className={styles.text}>
            Please refresh the page. If the problem continues, contact support at{' '}
            <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
          </p>
          <Button size="lg" onClick={onRefresh} className={styles.action}>
            <RefreshCwIcon aria-hidden="true" />
            {messages.refreshPage}
          </Button>
        </div>
      </main>
    </div>
  );
}

/** Shared with NoAccessScreen: a calm centred card on the canvas, like the login page's. */
export const messagePageStyles = {
  page: css({ display: 'flex', flexDirection: 'column', minH: '100dvh', bg: 'bg.canvas' }),
  header: css({ px: { base: '5', md: '10' }, pt: { base: '6', md: '8' } }),
  main: css({
    flex: '1',
    display: 'flex',
    alignItems: { base: 'flex-start', md: 'center' },
    justifyContent: 'center',
    px: { base: '4', md: '10' },
    py: { base: '8', md: '12' },
  }),
  card: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '3',
    width: 'full',
    maxW: '32rem',
    textAlign: 'center',
    bg: 'bg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l3',
    boxShadow: 'raised',
    px: { base: '6', sm: '10' },
    py: { base: '8', sm: '10' },
  }),
  heading: css({
    textStyle: { base: '2xl', sm: '3xl' },
    fontFamily: 'heading',
    fontWeight: 'bold',
    textWrap: 'balance',
  }),
  text: css({ color: 'fg.muted', textWrap: 'pretty' }),
  action: css({ mt: '4' }),
};

const styles = {
  ...messagePageStyles,
  indicator: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '14',
    h: '14',
    mb: '2',
    borderRadius: 'full',
    bg: 'danger.subtle',
    color: 'danger.fg',
    '& svg': { w: '7', h: '7' },
  }),
};
