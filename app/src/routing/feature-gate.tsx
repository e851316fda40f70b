import { type FeatureFlags, messages } from '@helmsman/domain';
import { NoAccessScreen, PageState } from '@helmsman/ui';
import { type ReactNode, useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { featureStatus, siteConfigStore } from '../site/site-config-store.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { useDocumentTitle } from './use-document-title.ts';

/** 'loading' until the site configuration arrives: a gate must not guess (the defaults say "on"). */
export type FeatureStatus = 'loading' | 'on' | 'off';

/**
 * Whether a feature module is on, known for sure. If the site configuration cannot be loaded the
 * defaults apply: the gateway refuses a disabled feature's operations anyway.
 */
export function useFeatureStatus(feature: keyof FeatureFlags): FeatureStatus {
  return featureStatus(useSnapshot(siteConfigStore), feature);
}

/**
 * An action of a feature (e.g. 'Finish' on a pending order resumes the online visit): it does nothing
 * while the feature is off, or not yet known to be on (spec section 4).
 */
export function useFeatureAction<Args extends unknown[]>(
  feature: keyof FeatureFlags,
  action: (...args: Args) => void,
): (...args: Args) => void {
  const status = useFeatureStatus(feature);
  return useCallback(
    (...args: Args) => {
      if (status === 'on') action(...args);
    },
    [status, action],
  );
}

export interface FeatureGateProps {
  feature: keyof FeatureFlags;
  /** Where 'Go to home' leads from the no-access page. */
  homeHref?: string;
  children: ReactNode;
}

/**
 * A disabled feature's pages show the no-access page instead (spec sections 2 and 4), before any
 * login redirect: nobody should log in for a feature that is off.
 */
export function FeatureGate({ feature, homeHref = '/', children }: FeatureGateProps) {
  const status = useFeatureStatus(feature);
  if (status === 'loading') return <PageState state="loading" />;
  if (status === 'off') return <NoAccessPage homeHref={homeHref} />;
  return children;
}

function NoAccessPage({ homeHref }: { homeHref: string }) {
  const { brand } = useSiteConfig();
  useDocumentTitle(messages.noAccessTitle, brand);
  return (
    <main id="main">
      <NoAccessScreen homeHref={homeHref} />
    </main>
  );
}
