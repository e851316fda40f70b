import { Spinner } from '@helmsman/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { DataProvider } from '../data-provider.tsx';
import { useLogoutMutation } from '../gql/hooks.ts';
import { endSession } from './end-session.ts';

/** /logout: revokes the session, then clears everything the browser kept (spec section 4). */
export function LogoutPage() {
  return (
    <DataProvider>
      <Logout />
    </DataProvider>
  );
}

function Logout() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const logout = useLogoutMutation();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Even if the gateway cannot be reached, the browser forgets the customer; the cookie is httpOnly
    // and is cleared by the gateway as soon as it answers.
    logout.mutateAsync({}).finally(() => {
      endSession(queryClient);
      navigate('/login', { replace: true });
    });
  }, [logout, queryClient, navigate]);

  return <Spinner label="Logging out" />;
}
