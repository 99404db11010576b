import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';

/** What a table shows instead of rows: still loading, nothing to show, or a failed load. */
export type TableStateKind = 'loading' | 'empty' | 'error';

/**
 * Which state a table with no rows is in: a failed load is an error, a load in flight (or not
 * started, `idle`) is loading, anything else is empty.
 */
export function tableStateOf(status: string): TableStateKind {
  if (status === 'error') return 'error';
  if (status === 'loading' || status === 'idle') return 'loading';
  return 'empty';
}

export interface TableStateTexts {
  loading: string;
  empty: string;
  error: string;
  retry: string;
}

/** A translate function of a widget's namespace (react-i18next's `t`). */
export interface Translate {
  (key: string): string;
  (key: string, options: Record<string, unknown>): string;
}

/**
 * The texts under a widget's `states.*` keys (`loading`, `empty`, `error` with `{{code}}` and
 * `{{message}}`, `retry`), the convention every remote's namespace follows.
 */
export function tableStateTexts(
  t: Translate,
  error?: { code: number | string; message: string } | null,
  emptyValues?: Record<string, unknown>,
): TableStateTexts {
  return {
    loading: t('states.loading'),
    empty: emptyValues ? t('states.empty', emptyValues) : t('states.empty'),
    error: t('states.error', { code: error?.code ?? '', message: error?.message ?? '' }),
    retry: t('states.retry'),
  };
}

export interface TableStateProps {
  /** The table's load status (`idle`, `loading`, `ready`, `error`); see `tableStateOf`. */
  status: string;
  /** Test ids: `{testIdPrefix}-loading`, `-empty`, `-error` and the retry button `-retry`. */
  testIdPrefix: string;
  /** Translated texts, in the owning widget's namespace. */
  texts: TableStateTexts;
  /** Offered on the error state when given. */
  onRetry?: () => void;
}

/** The placeholder of a table with no rows: loading spinner, empty note, or error with a Retry. */
export function TableState({ status, testIdPrefix, texts, onRetry }: TableStateProps) {
  const kind = tableStateOf(status);
  if (kind === 'error') {
    return (
      <Alert
        severity="error"
        data-testid={`${testIdPrefix}-error`}
        action={
          onRetry ? (
            <Button color="inherit" size="small" onClick={onRetry} data-testid={`${testIdPrefix}-retry`}>
              {texts.retry}
            </Button>
          ) : undefined
        }
      >
        {texts.error}
      </Alert>
    );
  }
  if (kind === 'loading') {
    return (
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', p: 2 }}
        data-testid={`${testIdPrefix}-loading`}
        role="status"
      >
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">{texts.loading}</Typography>
      </Stack>
    );
  }
  return (
    <Box sx={{ p: 3, textAlign: 'center' }} data-testid={`${testIdPrefix}-empty`}>
      <Typography variant="body2" color="text.secondary">
        {texts.empty}
      </Typography>
    </Box>
  );
}
