import { Route, Switch } from 'wouter';
import { CartRoute } from './routing/cart-route.tsx';
import { CustomerArea } from './routing/customer-area.tsx';
import { FeatureGate } from './routing/feature-gate.tsx';
import { RedirectHome } from './routing/logged-in-home.tsx';
import { LoginOnly } from './routing/login-only.tsx';
import { RequireLogin } from './routing/require-login.tsx';
import { AccountPage } from './screens/account-page.tsx';
import { DashboardPage } from './screens/dashboard-page.tsx';
import { HealthDataPage } from './screens/health-data-page.tsx';
import { LoginPage } from './screens/login-page.tsx';
import { LogoutPage } from './screens/logout-page.tsx';
import { MessagesPage } from './screens/messages-page.tsx';
import { OrdersPage } from './screens/orders-page.tsx';
import { PaymentMethodPage } from './screens/payment-method-page.tsx';
import { ResetPasswordPage } from './screens/reset-password-page.tsx';
import {
  FaqRoutePage,
  PrivacyRoutePage,
  SupportRoutePage,
  TelehealthConsentRoutePage,
  TermsRoutePage,
} from './screens/static-pages.tsx';
import { SubscriptionsPage } from './screens/subscriptions-page.tsx';
import { VisitQuestionPage } from './screens/visit-question-page.tsx';

/** The one route table of the app. */
export function AppRoutes() {
  return (
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
  );
}
