import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  REDIRECT_URL_PARAM,
  loginLink,
  registerLink,
  sameOriginRedirect,
  selectSession,
  signedIn,
  signedOut,
  useAppDispatch,
  useAppSelector,
} from 'shared-core';
import { ConnectedSignInPanel, fetchProfile, useHostServices } from 'shared-http';
import type { DemoCredentials } from '../deployment';
import { navigate } from './history';
import { DEFAULT_TRADE_ROUTE } from './tradeRoutes';

export interface SignInPageProps {
  mode: 'login' | 'register';
  /** `?redirect_url=…` of the page's address. */
  search: string;
  demoCredentials?: DemoCredentials;
}

/**
 * `/login` and `/register` (positions.md §2): the host's sign-in form; once the visitor is signed
 * in (or already was) the page returns to `redirect_url` when it is on this origin, else to the
 * default trading route. The simulator has no registration, so `/register` points to sign-in.
 */
export function SignInPage({ mode, search, demoCredentials }: SignInPageProps) {
  const { t } = useTranslation('host');
  const { http } = useHostServices();
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  const redirectUrl = new URLSearchParams(search).get(REDIRECT_URL_PARAM);
  const target = sameOriginRedirect(redirectUrl, location.origin, DEFAULT_TRADE_ROUTE);
  const keep = redirectUrl ?? target;

  useEffect(() => {
    if (session.status === 'authenticated') navigate(target, { replace: true });
  }, [session.status, target]);

  useEffect(() => {
    if (session.status !== 'unknown') return;
    let active = true;
    fetchProfile(http)
      .then((user) => dispatch(signedIn(user)))
      .catch(() => {
        if (active) dispatch(signedOut());
      });
    return () => {
      active = false;
    };
  }, [http, dispatch, session.status]);

  const go = (to: string) => (e: { preventDefault(): void }) => {
    e.preventDefault();
    navigate(to, { replace: true });
  };

  if (session.status !== 'anonymous') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress size={24} />
      </Box>
    );
  }
  if (mode === 'register') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <Paper sx={{ p: 3, width: 360 }} data-testid="register-page">
          <Stack spacing={2}>
            <Typography variant="h6" component="h1">
              {t('signIn.registerTitle')}
            </Typography>
            <Typography variant="body2">{t('signIn.registerUnavailable')}</Typography>
            <Button href={loginLink(keep)} onClick={go(loginLink(keep))}>
              {t('signIn.backToSignIn')}
            </Button>
          </Stack>
        </Paper>
      </Box>
    );
  }
  return (
    <Box data-testid="login-page">
      <ConnectedSignInPanel demoCredentials={demoCredentials} />
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <Button size="small" href={registerLink(keep)} onClick={go(registerLink(keep))}>
          {t('signIn.register')}
        </Button>
      </Box>
    </Box>
  );
}
