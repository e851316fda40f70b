import { messages } from '@helmsman/domain';
import { css, cx } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { HouseIcon, LockIcon } from '../../icons/index.ts';
import { FocusCard, FocusHeading } from '../../layouts/focus-page/index.ts';
import { messageCardStyles } from '../error/error-screen.tsx';

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
      <FocusCard variant="message" badge={<LockIcon />}>
        <FocusHeading>{messages.noAccessTitle}</FocusHeading>
        <p className={messageCardStyles.text}>You don't have access to this feature.</p>
        <Button asChild size="lg" className={messageCardStyles.action}>
          <a href={homeHref}>
            <HouseIcon aria-hidden="true" />
            Go to home
          </a>
        </Button>
      </FocusCard>
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
};
