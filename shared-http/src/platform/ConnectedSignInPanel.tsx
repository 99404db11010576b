import { useState } from 'react';
import { SignInPanel, signedIn, useAppDispatch } from 'shared-core';
import { isApiError } from '../http';
import { useHostServices } from './HostServicesContext';
import { signIn } from './sessionApi';

export interface ConnectedSignInPanelProps {
  /** Prefilled credentials (the simulator's demo account in local deployments). */
  demoCredentials?: { email: string; password: string };
}

/**
 * The sign-in form wired to the exchange: signs in, records the trader in the store and
 * reconnects the private stream so it authenticates. Used by the session gate and the host's
 * /login page.
 */
export function ConnectedSignInPanel({ demoCredentials }: ConnectedSignInPanelProps) {
  const { http, streams } = useHostServices();
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <SignInPanel
      defaultEmail={demoCredentials?.email}
      defaultPassword={demoCredentials?.password}
      pending={pending}
      error={error}
      onSubmit={(email, password) => {
        setPending(true);
        setError(null);
        signIn(http, email, password)
          .then((user) => {
            dispatch(signedIn(user));
            streams.private.reconnect();
          })
          .catch((e: unknown) => setError(isApiError(e) ? `${e.code} ${e.message}` : String(e)))
          .finally(() => setPending(false));
      }}
    />
  );
}
