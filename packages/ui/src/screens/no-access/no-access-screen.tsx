import { messages } from '@helmsman/domain';
import { css, cx } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { HouseIcon, LockIcon } from '../../icons/index.ts';
import { messagePageStyles } from '../error/error-screen.tsx';

export interface NoAccessScreenProps {
  /** Where 'Go to home' leads: '/' by default; '/dashboard' inside the customer area. */
  homeHref?: string;
  className?: string;
}

/**
 * The fallback of a disabled feature (spec sections 2 and 4): it says the customer has no access and
 * links home. Only the page's content: render it inside the customer shell, or on its own.
 */
export function NoAccessScreen({ homeHref = '/', className }: NoAccessScreenProps) {
  return (
    <div className={cx(styles.wrapper, className)}>
      <div className={messagePageStyles.card}>
        <span className={styles.indicator} aria-hidden="true">
          <LockIcon />
        </span>
        <h1 className={messagePageStyles.heading}>{messages.noAccessTitle}</h1>
        <p className={messagePageStyles.text}>You don't have access to this feature.</p>
        <Button asChild size="lg" className={messagePageStyles.action}>
          <a href={homeHref}>
            <HouseIcon aria-hidden="true" />
            Go to home
          </a>
        </Button>
      </div>
    </div>
  );
}

const styles = {
  wrapper: css({
    display: 'flex',
    justifyContent: 'center',
    px: { base: '4', md: '8' },
    py: { base: '10', md: '16' },
  }),
  indicator: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '14',
    h: '14',
    mb: '2',
    borderRadius: 'full',
    bg: 'accent.subtle',
    color: 'accent.fg',
    '& svg': { w: '7', h: '7' },
  }),
};
