import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface SignInPanelProps {
  defaultEmail?: string;
  defaultPassword?: string;
  pending?: boolean;
  error?: string | null;
  onSubmit(email: string, password: string): void;
}

/** The sign-in form shown to anonymous visitors. */
export function SignInPanel({
  defaultEmail = '',
  defaultPassword = '',
  pending = false,
  error,
  onSubmit,
}: SignInPanelProps) {
  const { t } = useTranslation('common');
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState(defaultPassword);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!pending) onSubmit(email.trim(), password);
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
      <Paper component="form" onSubmit={submit} sx={{ p: 3, width: 360 }} aria-label={t('login.title')}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h1">
            {t('login.title')}
          </Typography>
          <TextField
            label={t('login.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            autoComplete="username"
          />
          <TextField
            label={t('login.password')}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            autoComplete="current-password"
          />
          {error ? <Alert severity="error">{t('login.failed', { message: error })}</Alert> : null}
          <Button type="submit" variant="contained" disabled={pending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
