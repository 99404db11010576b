import { Box, CircularProgress, Dialog, DialogContent } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { selectSession, signedIn, signedOut, useAppDispatch, useAppSelector } from 'shared-core';
import { ConnectedSignInPanel } from './ConnectedSignInPanel';
import { useHostServices } from './HostServicesContext';
import { fetchProfile } from './sessionApi';

export interface SessionGateProps {
  children: ReactNode;
  /** Prefilled credentials (the simulator's demo account in local deployments). */
  demoCredentials?: { email: string; password: string };
}

/**
 * Asks the exchange who the visitor is; shows the sign-in form to anonymous visitors and the
 * children to traders. After sign-in the private stream reconnects so it authenticates. Once a
 * trader has signed in, the children are never unmounted again: when the session ends the form
 * opens as a dialog over them.
 */
export function SessionGate({ children, demoCredentials }: SessionGateProps) {
  const { http } = useHostServices();
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  // Set during render (React's "adjust state on a prop change" pattern): once true, stays true.
  const [everSignedIn, setEverSignedIn] = useState(false);
  if (session.status === 'authenticated' && !everSignedIn) setEverSignedIn(true);

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
  const signInPanel = <ConnectedSignInPanel demoCredentials={demoCredentials} />;
  if (session.status === 'anonymous' && !everSignedIn) return signInPanel;
  // After the first sign-in the widgets stay mounted: a session that ends (10007, 33003, 10009)
  // puts the form over the page, so the trader's inputs survive the login.
  return (
    <>
      {children}
      <Dialog open={session.status === 'anonymous'} data-testid="session-expired-dialog">
        <DialogContent>{session.status === 'anonymous' ? signInPanel : null}</DialogContent>
      </Dialog>
    </>
  );
}
