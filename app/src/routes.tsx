import { defaultSiteConfig } from '@helmsman/domain';
import { Redirect, Route, Switch } from 'wouter';
import { CustomerArea } from './routing/customer-area.tsx';
import { LoggedOutOnly } from './routing/require-login.tsx';
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
        <CustomerArea>
          <OrdersPage />
        </CustomerArea>
      </Route>
      <Route>
        <Redirect to={defaultSiteConfig.loggedInRedirect} replace />
      </Route>
    </Switch>
  );
}
