import { defaultSiteConfig, type SignupValues, type VisitCategory } from '@helmsman/domain';
import { Suspense } from 'react';
import { css } from '#styled-system/css';
import { link } from '#styled-system/recipes';
import { Link } from '../../components/link/index.ts';
import { PageState } from '../../components/page-state/index.ts';
import type { SubmitResult } from '../../forms/index.ts';
import { FocusCard, FocusHeading, FocusLead, FocusPage } from '../../layouts/focus-page/index.ts';
import { SignUpForm } from '../sign-up/lazy-sign-up-form.ts';
import { VisitEyebrow } from '../visit-question/visit-eyebrow.tsx';

export interface VisitAccountScreenProps {
  category: VisitCategory;
  /** The checkout's inline sign-up (/account/create/, with the click id): undefined once created. */
  onSignUp: (values: SignupValues) => Promise<SubmitResult>;
  /** 'Log in': opens the login slider. */
  onLogIn: () => void;
  /** Where 'Back' leads: the state picker. */
  backHref: string;
  brand?: string;
}

/**
 * /visit/:category/account, for an eligible visitor: a doctor needs to know who they treat, so the
 * visit asks for an account here, inline, or a login through the slider; then it goes on.
 */
export function VisitAccountScreen({
  category,
  onSignUp,
  onLogIn,
  backHref,
  brand = defaultSiteConfig.brand,
}: VisitAccountScreenProps) {
  return (
    <FocusPage
      brand={brand}
      align="start"
      mainId="main"
      headerEnd={
        <Link href={backHref} variant="standalone">
          Back
        </Link>
      }
    >
      <FocusCard variant="flow">
        <VisitEyebrow category={category} />
        <FocusHeading>Create your account</FocusHeading>
        <FocusLead>
          A doctor needs to know who they are treating. Your visit, your orders and your care team will be in
          one place.{' '}
          <span className={styles.logIn}>
            Already have an account?{' '}
            <button type="button" className={link()} aria-haspopup="dialog" onClick={onLogIn}>
              Log in
            </button>
          </span>
        </FocusLead>
        <div className={styles.form}>
          <Suspense fallback={<PageState state="loading" label="Loading the form…" />}>
            <SignUpForm onSignUp={onSignUp} submitLabel="Create account and continue" />
          </Suspense>
        </div>
      </FocusCard>
    </FocusPage>
  );
}

const styles = {
  logIn: css({ display: 'inline-block' }),
  form: css({ mt: '6' }),
};
