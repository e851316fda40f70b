import { PageState } from '@helmsman/ui';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { CartRoute } from './routing/cart-route.tsx';
import { FeatureGate } from './routing/feature-gate.tsx';
import { RedirectHome } from './routing/logged-in-home.tsx';
import { LoginOnly } from './routing/login-only.tsx';
import { RequireLogin } from './routing/require-login.tsx';

/**
 * A route's screen as its own chunk (routing/route-modules.ts lists them for preloading and budgets).
 * Named exports stay named in the screen modules; this picks one as the lazy component.
 */
function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LoginPage = lazyScreen(() => import('./screens/login-page.tsx'), 'LoginPage');
const ResetPasswordPage = lazyScreen(() => import('./screens/reset-password-page.tsx'), 'ResetPasswordPage');
const ConfirmEmailPage = lazyScreen(() => import('./screens/confirm-email-page.tsx'), 'ConfirmEmailPage');
const VisitQuestionPage = lazyScreen(() => import('./screens/visit-question-page.tsx'), 'VisitQuestionPage');
const SupportRoutePage = lazyScreen(() => import('./screens/support-route-page.tsx'), 'SupportRoutePage');
const PrivacyRoutePage = lazyScreen(() => import('./screens/privacy-route-page.tsx'), 'PrivacyRoutePage');
const TermsRoutePage = lazyScreen(() => import('./screens/terms-route-page.tsx'), 'TermsRoutePage');
const TelehealthConsentRoutePage = lazyScreen(
  () => import('./screens/telehealth-consent-route-page.tsx'),
  'TelehealthConsentRoutePage',
);
const FaqRoutePage = lazyScreen(() => import('./screens/faq-route-page.tsx'), 'FaqRoutePage');
const LogoutPage = lazyScreen(() => import('./screens/logout-page.tsx'), 'LogoutPage');
const DashboardPage = lazyScreen(() => import('./screens/dashboard-page.tsx'), 'DashboardPage');
const MessagesPage = lazyScreen(() => import('./screens/messages-page.tsx'), 'MessagesPage');
const OrdersPage = lazyScreen(() => import('./screens/orders-page.tsx'), 'OrdersPage');
const SubscriptionsPage = lazyScreen(() => import('./screens/subscriptions-page.tsx'), 'SubscriptionsPage');
const HealthDataPage = lazyScreen(() => import('./screens/health-data-page.tsx'), 'HealthDataPage');
const PaymentMethodPage = lazyScreen(() => import('./screens/payment-method-page.tsx'), 'PaymentMethodPage');
const AccountPage = lazyScreen(() => import('./screens/account-page.tsx'), 'AccountPage');

/**
 * The customer shell is a chunk of its own too, shared by every customer page. Being one component
 * type across routes, it stays mounted from page to page; the next page's chunk loads inside it
 * (its own Suspense), so the menu never blinks.
 */
const LazyCustomerArea = lazy(async () => ({
  default: (await import('./routing/customer-area.tsx')).CustomerArea,
}));

function CustomerArea({ children }: { children: ReactNode }) {
  return <LazyCustomerArea>{children}</LazyCustomerArea>;
}

/** While a page outside the customer shell loads its chunk: a spinner, never a blank page. */
function PageLoading() {
  return <PageState state="loading" label="Loading…" />;
}

/** The one route table of the app. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        <Route path="/login">
          <LoginOnly>
            <LoginPage />
          </LoginOnly>
        </Route>
        <Route path="/reset-password">
          <LoginOnly>
            <ResetPasswordPage />
          </LoginOnly>
        </Route>
        <Route path="/confirm-email">
          {/* Opened from the mail to a new address, on any device: logged in or not. */}
          <ConfirmEmailPage />
        </Route>
        <Route path="/visit/:category/question/:questionId">
          {/* Outside the customer shell: a focused, one-question-at-a-time flow ('Save and exit' leaves it). */}
          <FeatureGate feature="onlineVisit">
            <RequireLogin>
              <VisitQuestionPage />
            </RequireLogin>
          </FeatureGate>
        </Route>
        <Route path="/supp">
          <SupportRoutePage />
        </Route>
        <Route path="/privacy">
          <PrivacyRoutePage />
        </Route>
        <Route path="/terms">
          <TermsRoutePage />
        </Route>
        <Route path="/consent-to-telehealth">
          <TelehealthConsentRoutePage />
        </Route>
        <Route path="/faq">
          <FaqRoutePage />
        </Route>
        <Route path="/logout">
          <LogoutPage />
        </Route>
        <Route path="/dashboard">
          <CustomerArea>
            <DashboardPage />
          </CustomerArea>
        </Route>
        <Route path="/cart">
          <CartRoute />
        </Route>
        <Route path="/messages">
          <CustomerArea>
            <MessagesPage />
          </CustomerArea>
        </Route>
        <Route path="/orders">
          <CustomerArea>
            <OrdersPage />
          </CustomerArea>
        </Route>
        <Route path="/subscriptions">
          <CustomerArea>
            <SubscriptionsPage />
          </CustomerArea>
        </Route>
        <Route path="/health-data">
          <CustomerArea>
            <HealthDataPage />
          </CustomerArea>
        </Route>
        <Route path="/accounts/editPaymentMethod">
          <CustomerArea>
            <PaymentMethodPage />
          </CustomerArea>
        </Route>
        <Route path="/accounts">
          <CustomerArea>
            <AccountPage />
          </CustomerArea>
        </Route>
        <Route>
          <RedirectHome />
        </Route>
      </Switch>
    </Suspense>
  );
}
