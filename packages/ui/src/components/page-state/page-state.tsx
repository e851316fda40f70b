import { css, cx } from '#styled-system/css';
import { RefreshCwIcon } from '../../icons/index.ts';
import { Button } from '../button/index.ts';
import { InlineMessage } from '../inline-message/index.ts';
import { Spinner } from '../spinner/index.ts';

export type PageStateProps = (
  | {
      state: 'loading';
      /** What is loading, shown under the spinner: 'Loading your orders…'. */
      label?: string;
    }
  | {
      state: 'error';
      /** The headline: "We couldn't load your orders". */
      title?: string;
      /** What went wrong, e.g. the server's message or `messages.genericV2Failure`. */
      message: string;
      /** Shows a 'Try again' button. */
      onRetry?: () => void;
      retryLabel?: string;
    }
) & { className?: string };

/**
 * The page-level loading and error states every customer page shares (spec section 4: a spinner
 * until the data or an error arrives, then the page or the error message). Screens render it in
 * place of their content, below their TitleBar, so the page keeps its title while it waits.
 */
export function PageState(props: PageStateProps) {
  if (props.state === 'loading') {
    return (
      <div className={cx(styles.loading, props.className)}>
        <Spinner size="lg" label={props.label ?? 'Loading…'} labelHidden={false} className={styles.spinner} />
      </div>
    );
  }
  const {
    title = "We couldn't load this page",
    message,
    onRetry,
    retryLabel = 'Try again',
    className,
  } = props;
  return (
    <InlineMessage
      status="error"
      title={title}
      className={className}
      actions={
        onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RefreshCwIcon aria-hidden="true" />
            {retryLabel}
          </Button>
        ) : null
      }
    >
      {message}
    </InlineMessage>
  );
}

const styles = {
  loading: css({ display: 'flex', justifyContent: 'center', py: '16' }),
  spinner: css({ flexDirection: 'column', gap: '4' }),
};
