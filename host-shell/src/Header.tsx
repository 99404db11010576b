import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { selectUser, signedOut, useAppDispatch, useAppSelector } from 'shared-core';
import { signOut, useHostServices } from 'shared-http';
import { ApiRoutePicker } from './ApiRoutePicker';
import { LanguagePicker } from './LanguagePicker';
import { ThemeSwitch } from './ThemeSwitch';

export function Header() {
  const { t, i18n } = useTranslation('common');
  const { http, streams } = useHostServices();
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();

  useEffect(() => {
    document.title = t('app.title');
    document.documentElement.lang = i18n.language;
  }, [t, i18n.language]);

  return (
    <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar variant="dense" sx={{ gap: 2, py: 1 }}>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
          {t('app.title')}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <ApiRoutePicker />
        <LanguagePicker />
        <ThemeSwitch />
        {user ? (
          <>
            <Typography variant="body2" data-testid="current-user">
              {user.nickname ?? user.email}
            </Typography>
            <Button
              size="small"
              variant="outlined"
              onClick={() => {
                void signOut(http)
                  .catch((e: unknown) =>
                    console.warn('[host] sign-out call failed; the local session is cleared anyway', e),
                  )
                  .finally(() => {
                    dispatch(signedOut());
                    streams.private.reconnect();
                  });
              }}
            >
              {t('app.signOut')}
            </Button>
          </>
        ) : null}
      </Toolbar>
    </AppBar>
  );
}
