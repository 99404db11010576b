import { Alert, AlertTitle, Snackbar, Stack } from '@mui/material';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusEventOf } from 'shared-core';
import { useHostServices } from 'shared-http';

export const TOAST_DURATION_MS = 2500;

/**
 * How long a toast stays: its own `durationMs` when given; an error stays until the trader closes
 * it (a rejected order must not vanish while they look away); the rest fade after TOAST_DURATION_MS.
 */
export const toastDuration = (toast: Pick<BusEventOf<'toast'>, 'severity' | 'durationMs'>): number | null =>
  toast.durationMs ?? (toast.severity === 'error' ? null : TOAST_DURATION_MS);
const MAX_TOASTS = 4;

interface ToastItem {
  id: number;
  toast: BusEventOf<'toast'>;
}

/** The page's one toast stack (at most MAX_TOASTS, the oldest goes first), fed by `toast` events on the bus from any widget or the HTTP client. */
export function Toasts() {
  const { bus } = useHostServices();
  const { t } = useTranslation();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  useEffect(() => {
    const sub = bus.on('toast').subscribe((toast) => {
      const id = nextId.current++;
      setItems((current) => [...current.slice(-(MAX_TOASTS - 1)), { id, toast }]);
    });
    return () => sub.unsubscribe();
  }, [bus]);

  const close = (id: number) => setItems((current) => current.filter((item) => item.id !== id));

  return (
    <Stack
      spacing={1}
      sx={{ position: 'fixed', right: 16, bottom: 16, zIndex: (theme) => theme.zIndex.snackbar, maxWidth: 420 }}
      data-testid="toasts"
    >
      {items.map(({ id, toast }) => (
        // Snackbar is a lazy chunk of the page (muiShared.ts): a toast before it arrived waits alone.
        <Suspense key={id} fallback={null}>
          <Snackbar
            open
            autoHideDuration={toastDuration(toast)}
            onClose={(_event, reason) => {
              if (reason !== 'clickaway') close(id);
            }}
            // Stacked inside the fixed column above instead of each at the same fixed spot.
            sx={{ position: 'static', transform: 'none', left: 'auto', right: 'auto', bottom: 'auto' }}
          >
            <Alert severity={toast.severity} variant="filled" onClose={() => close(id)} sx={{ width: '100%' }}>
              {toast.title ? <AlertTitle>{toast.title}</AlertTitle> : null}
              {toast.text ?? (toast.messageKey ? t(toast.messageKey, toast.params ?? {}) : '')}
            </Alert>
          </Snackbar>
        </Suspense>
      ))}
    </Stack>
  );
}
