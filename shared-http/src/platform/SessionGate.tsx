import { CircularProgress, Box } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { SignInPanel, selectSession, signedIn, signedOut, useAppDispatch, useAppSelector } from 'shared-core';
import { isApiError } from '../http';
import { useHostServices } from './HostServicesContext';
import { fetchProfile, signIn } from './sessionApi';

export interface SessionGateProps {
  children: ReactNode;
  /** Prefilled credentials (the simulator's demo account in local deployments). */
  demoCredentials?: { email: string; password: string };
}

/**
 * Asks the exchange who the visitor is; shows the sign-in form to anonymous visitors and the
 * children to traders. After sign-in the private stream reconnects so it authenticates.
 */
export function SessionGate({ children, demoCredentials }: SessionGateProps) {
  const { http, streams } = useHostServices();
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (session.status !== 'unknown') return;
    const controller = new AbortController();
    fetchProfile(http)
      .then((user) => dispatch(signedIn(user)))
      .catch(() => {
        if (!controller.signal.aborted) dispatch(signedOut());
      });
    return () => controller.abort();
  }, [http, dispatch, session.status]);

  if (session.status === 'unknown') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress size={24} />
      </Box>
    );
  }
  if (session.status === 'anonymous') {
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
  return <>{children}</>;
}
