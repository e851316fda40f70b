import type { ReactNode } from 'react';
import { PageState } from './page-state.tsx';

/** The two states every data page has before its content: the load in progress, or its failure. */
export type PageLoadState = { state: 'loading' } | { state: 'error'; message: string; onRetry?: () => void };

/** A screen's props with the loading and error states taken out: what its content renders. */
export type Loaded<P extends { state: string }> = Exclude<P, { state: PageLoadState['state'] }>;

export interface PageStatesProps<P extends { state: string }> {
  /** The screen's props, whose `state` says which to render. */
  of: P;
  /** What the page shows, in the customer's words: 'your orders'. */
  subject: string;
  /** Replaces 'Loading {subject}…'. */
  loadingLabel?: string;
  /** Replaces "We couldn't load {subject}". */
  errorTitle?: string;
  /** Places the loading or error state where the content would go (a drawer body, under a heading). */
  frame?: (state: ReactNode, kind: PageLoadState['state']) => ReactNode;
  /** The content, given the props narrowed to the states past loading and error. */
  children: (loaded: Loaded<P>) => ReactNode;
}

/**
 * The loading / error / content switch of a data page: the spinner with 'Loading your orders…', or
 * "We couldn't load your orders" with the message and 'Try again', or the screen's own content.
 * One place for the wording, so every page says it the same way.
 */
export function PageStates<P extends { state: string }>({
  of,
  subject,
  loadingLabel = `Loading ${subject}…`,
  errorTitle = `We couldn't load ${subject}`,
  frame = (state) => state,
  children,
}: PageStatesProps<P>) {
  if (isLoadState(of)) {
    return (
      <>
        {frame(
          of.state === 'loading' ? (
            <PageState state="loading" label={loadingLabel} />
          ) : (
            <PageState state="error" title={errorTitle} message={of.message} onRetry={of.onRetry} />
          ),
          of.state,
        )}
      </>
    );
  }
  return <>{children(of as Loaded<P>)}</>;
}

function isLoadState(view: { state: string }): view is PageLoadState {
  return view.state === 'loading' || view.state === 'error';
}
