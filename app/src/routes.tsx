import { defaultSiteConfig } from '@helmsman/domain';
import { Redirect, Route, Switch } from 'wouter';
import { LoggedOutOnly, RequireLogin } from './routing/require-login.tsx';
import { LoginPage } from './screens/login-page.tsx';
import { LogoutPage } from './screens/logout-page.tsx';
import { OrdersPage } from './screens/orders-page.tsx';

/** The one route table of the app. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/login">
        <LoggedOutOnly to={defaultSiteConfig.loggedInRedirect}>
          <LoginPage />
        </LoggedOutOnly>
      </Route>
      <Route path="/logout">
        <LogoutPage />
      </Route>
      <Route path="/orders">
        <RequireLogin>
          <OrdersPage />
        </RequireLogin>
      </Route>
      <Route>
        <Redirect to={defaultSiteConfig.loggedInRedirect} replace />
      </Route>
    </Switch>
  );
}
