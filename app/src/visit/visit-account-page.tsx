import { type VisitCategory, visitStartPath } from '@helmsman/domain';
import { VisitAccountScreen } from '@helmsman/ui';
import { useSnapshot } from 'valtio';
import { Redirect, useLocation } from 'wouter';
import { signUp } from '../checkout/sign-up.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { loginStore } from '../state/login-store.ts';
import { VisitCategoryRoute } from './visit-category-route.tsx';
import { visitPhonePath } from './visit-paths.ts';

/**
 * /visit/:category/account: an eligible visitor creates their account inline (the checkout's sign-up,
 * with this tab's click id) or logs in through the slider; either way the visit goes on to the phone.
 */
export function VisitAccountPage() {
  return <VisitCategoryRoute render={(category) => <Account category={category} />} />;
}

function Account({ category }: { category: VisitCategory }) {
  const { brand } = useSiteConfig();
  const login = useSnapshot(loginStore);
  const [, navigate] = useLocation();
  // Signed up here or logged in through the slider: the phone comes next.
  if (login.isLoggedIn) return <Redirect to={visitPhonePath(category)} replace />;
  return (
    <VisitAccountScreen
      category={category}
      brand={brand}
      backHref={visitStartPath(category)}
      onSignUp={async (values) => {
        const outcome = await signUp(values);
        if (!outcome) navigate(visitPhonePath(category), { replace: true });
        return outcome;
      }}
      onLogIn={() => {
        loginStore.isVisible = true;
      }}
    />
  );
}
