import { defaultSiteConfig, messages } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { Link } from '../../components/link/index.ts';
import { CircleAlertIcon, RefreshCwIcon } from '../../icons/index.ts';
import { FocusCard, FocusHeading, FocusPage } from '../../layouts/focus-page/index.ts';

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
    <FocusPage brand={brand}>
      <FocusCard variant="message" badge={<CircleAlertIcon />} badgeTone="danger">
        <FocusHeading>{messages.unexpectedErrorTitle}</FocusHeading>
        <p className={messageCardStyles.text}>
          Something went wrong on our side. Our team has been notified.
        </p>
        <p className={messageCardStyles.text}>
          Please refresh the page. If the problem continues, contact support at{' '}
          <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>.
        </p>
        <Button size="lg" onClick={onRefresh} className={messageCardStyles.action}>
          <RefreshCwIcon aria-hidden="true" />
          {messages.refreshPage}
        </Button>
      </FocusCard>
    </FocusPage>
  );
}

/** The text and action of a message card (FocusCard variant 'message'): shared with NoAccessScreen. */
export const messageCardStyles = {
  text: css({ color: 'fg.muted', textWrap: 'pretty' }),
  action: css({ mt: '4' }),
};
