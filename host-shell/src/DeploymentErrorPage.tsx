import { Alert, AlertTitle, Box, CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo } from 'react';
import { createTradingTheme } from 'shared-core';
import { DEPLOYMENT_PATH } from './deployment';

/** Shown instead of the page when the deployment file is missing or invalid: an operator's problem, said plainly. */
export function DeploymentErrorPage({ errors }: { errors: readonly string[] }) {
  const theme = useMemo(() => createTradingTheme(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Box sx={{ p: 4, maxWidth: 800, mx: 'auto' }} data-testid="deployment-error">
        <Alert severity="error">
          <AlertTitle>The trading page cannot start: its deployment file is invalid</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </Box>
          <Box sx={{ mt: 1 }}>
            Fix {DEPLOYMENT_PATH} on the host server (the file named by DEPLOYMENT_FILE, by default
            host-shell/deployment/deployment.json) and reload; no rebuild is needed.
          </Box>
        </Alert>
      </Box>
    </ThemeProvider>
  );
}
