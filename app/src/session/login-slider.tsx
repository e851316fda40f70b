import type { LoginValues } from '@helmsman/domain';
import { LoginSlider, type SubmitResult } from '@helmsman/ui';
import { useSnapshot } from 'valtio';
import { useSiteConfig } from '../site/use-site-config.ts';
import { loginStore } from '../state/login-store.ts';

/** The Login mutation, the data cache and the cart merge: loaded when the form is first sent. */
const loadLogIn = () => import('./log-in.ts');

async function submit(values: LoginValues): Promise<SubmitResult> {
  const { logIn } = await loadLogIn();
  // Success sets the user and logged in and closes the slider (loginSucceeded), after the visitor's
  // cart has joined the customer's; the visitor stays on the page. An error sets logged out.
  return logIn(values);
}

/** The login slider, open while `loginStore.isVisible` (spec sections 3-4). Mounted once, by app.tsx. */
export function SiteLoginSlider() {
  const { isVisible } = useSnapshot(loginStore);
  const { supportEmail } = useSiteConfig();
  return (
    <LoginSlider
      open={isVisible}
      onOpenChange={(open) => {
        loginStore.isVisible = open;
      }}
      onSubmit={submit}
      supportEmail={supportEmail}
    />
  );
}
