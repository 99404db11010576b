import { Alert, AlertTitle, Box, Snackbar, Stack } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToastEntry, ToastEvent } from './ToastsQueue';

export const TOAST_DURATION_MS = 2500;

/**
 * How long a toast stays: its own `durationMs` when given; an error stays until the trader closes
 * it (a rejected order must not vanish while they look away); the rest fade after TOAST_DURATION_MS.
 */
export const toastDuration = (toast: Pick<ToastEvent, 'severity' | 'durationMs'>): number | null =>
  toast.durationMs ?? (toast.severity === 'error' ? null : TOAST_DURATION_MS);

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export interface ToastsStackProps {
  entries: readonly ToastEntry[];
  onClose: (id: number) => void;
}

/** A toast's words: its title with the count of a folded burst, its latest message. */
export function useToastWords(): (entry: ToastEntry) => { title: string; text: string } {
  const { t } = useTranslation();
  return ({ toast, count }) => {
    const text = toast.text ?? (toast.messageKey ? t(toast.messageKey, toast.params ?? {}) : '');
    const base = toast.title ?? '';
    const title = count > 1 ? t('host:toasts.summary', { title: base || text, count }) : base;
    return { title, text: count > 1 && !base ? '' : text };
  };
}

/**
 * The page's toast stack, presentational: the lines of ToastsQueue at the inline end of the page
 * (right, or left in right-to-left), each fading after its time (errors stay until closed), and
 * two live regions that say the newest line to screen readers: politely, or at once for a failure.
 */
export function ToastsStack({ entries, onClose }: ToastsStackProps) {
  const { t } = useTranslation();
  const words = useToastWords();
  const latest = entries[entries.length - 1];
  const said = latest ? words(latest) : null;
  // the kind first ("Failed: Liquidation: …"), as the colour says it on screen
  const announcement =
    said && latest
      ? [t(`host:toasts.severity.${latest.toast.severity}`), said.title, said.text].filter(Boolean).join(': ')
      : '';
  return (
    <>
      <Stack
        spacing={1}
        sx={{
          position: 'fixed',
          insetInlineEnd: 16,
          bottom: 16,
          zIndex: (theme) => theme.zIndex.snackbar,
          maxWidth: 420,
        }}
        data-testid="toasts"
      >
        {entries.map((entry) => {
          const { id, toast, count } = entry;
          const { title, text } = words(entry);
          return (
            // Snackbar is a lazy chunk of the page (muiShared.ts): a toast before it arrived waits alone.
            <Suspense key={id} fallback={null}>
              <Snackbar
                open
                autoHideDuration={toastDuration(toast)}
                onClose={(_event, reason) => {
                  if (reason !== 'clickaway') onClose(id);
                }}
                // Stacked inside the fixed column above instead of each at the same fixed spot.
                sx={{ position: 'static', transform: 'none', left: 'auto', right: 'auto', bottom: 'auto' }}
              >
                <Alert
                  severity={toast.severity}
                  variant="filled"
                  // said once by the live regions below, not again by each line
                  role="none"
                  onClose={() => onClose(id)}
                  slotProps={{ closeButton: { 'aria-label': t('host:toasts.close') } }}
                  sx={{ width: '100%' }}
                  data-testid="toast"
                  // one id per line and fold (a line may render anew; the id tells it is the same)
                  data-toast-id={id}
                  data-count={count}
                >
                  {title ? <AlertTitle>{title}</AlertTitle> : null}
                  {text}
                </Alert>
              </Snackbar>
            </Suspense>
          );
        })}
      </Stack>
      <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden} data-testid="toasts-live">
        {latest && latest.toast.severity !== 'error' ? announcement : ''}
      </Box>
      <Box role="alert" aria-live="assertive" aria-atomic="true" sx={visuallyHidden} data-testid="toasts-alert">
        {latest && latest.toast.severity === 'error' ? announcement : ''}
      </Box>
    </>
  );
}
