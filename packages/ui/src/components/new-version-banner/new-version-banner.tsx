import { css } from '#styled-system/css';
import { Button } from '../button/button.tsx';
import { InlineMessage } from '../inline-message/inline-message.tsx';

/** The banner's text (issue 13: spec section 1's "a banner announces a new site version"). */
export const NEW_VERSION_TEXT = 'A new version of the site is available';

export interface NewVersionBannerProps {
  /** Loads the new version (the app reloads the page). */
  onReload: () => void;
}

/**
 * Shown once a newer build is deployed than the one the page runs: a polite announcement (not an
 * alert: nothing is wrong, and the customer may finish what they are doing first) pinned to the
 * bottom of the viewport, above the page but under dialogs and drawers.
 */
export function NewVersionBanner({ onReload }: NewVersionBannerProps) {
  return (
    <aside
      aria-label="Site update"
      className={css({
        position: 'fixed',
        insetInline: '4',
        bottom: '4',
        zIndex: 'sticky',
        display: 'flex',
        justifyContent: 'center',
        // The margins around the message stay clickable for the page under them.
        pointerEvents: 'none',
      })}
    >
      <InlineMessage
        status="info"
        className={css({ maxW: 'md', boxShadow: 'raised', pointerEvents: 'auto' })}
        actions={
          <Button size="sm" onClick={onReload}>
            Reload
          </Button>
        }
      >
        {NEW_VERSION_TEXT}
      </InlineMessage>
    </aside>
  );
}
