import { css } from '#styled-system/css';
import { PageState } from '../../components/page-state/index.ts';
import { Spinner } from '../../components/spinner/index.ts';
import type { OrdersSectionProblem } from './types.ts';

export function isProblem<T>(section: T[] | OrdersSectionProblem): section is OrdersSectionProblem {
  return !Array.isArray(section);
}

/**
 * A section that loads on its own and is not there (spec section 4): its own spinner while it loads
 * again, or its own error with 'Try again', beside the section that did load.
 */
export function SectionProblem({
  problem,
  subject,
  onRetry,
  centered = false,
}: {
  problem: OrdersSectionProblem;
  /** 'your pending orders'. */
  subject: string;
  onRetry: (() => void) | undefined;
  /** Centres the spinner in a section of its own (the order history), not inside a card. */
  centered?: boolean;
}) {
  if (problem.state === 'error') {
    return (
      <PageState
        state="error"
        title={`We couldn't load ${subject}`}
        message={problem.message}
        onRetry={onRetry}
      />
    );
  }
  const spinner = <Spinner label={`Loading ${subject}…`} labelHidden={false} />;
  return centered ? <div className={styles.centered}>{spinner}</div> : spinner;
}

const styles = {
  centered: css({ display: 'flex', justifyContent: 'center', py: '16' }),
};
