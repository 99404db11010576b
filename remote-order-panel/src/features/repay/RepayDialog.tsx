import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { readRepayMessage, REPAY_LOAD_TIMEOUT_MS, type RepayMessage } from './rules';

export interface RepayDialogProps {
  coin: string;
  /** the frame's address (rules.ts repayFrameUrl); its origin is the only one believed */
  url: string;
  onMessage: (message: RepayMessage) => void;
  onClose: () => void;
  /** how long the frame may take to say it is ready before it counts as failed */
  loadTimeoutMs?: number;
}

/**
 * The repay panel in an embedded frame (order-panel.md §2.3), a lazy chunk: the exchange's page
 * with the coin, spot entry type and theme. Only messages from the frame's own window and origin
 * are read; a frame that does not say it is ready in time reports `failed` (§8).
 */
export function RepayDialog({
  coin,
  url,
  onMessage,
  onClose,
  loadTimeoutMs = REPAY_LOAD_TIMEOUT_MS,
}: RepayDialogProps) {
  const { t } = useTranslation(NS);
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const onMessageRef = useRef(onMessage);
  useEffect(() => {
    onMessageRef.current = onMessage;
  }, [onMessage]);
  const origin = new URL(url).origin;

  useEffect(() => {
    let done = false;
    const listener = (event: MessageEvent) => {
      const m = readRepayMessage(event, { origin, window: frame.current?.contentWindow ?? null });
      if (!m) return;
      if (m.type === 'ready' || m.type === 'failed') done = true;
      if (m.type === 'ready') setReady(true);
      onMessageRef.current(m);
    };
    window.addEventListener('message', listener);
    const timer = setTimeout(() => {
      if (!done) onMessageRef.current({ type: 'failed', code: 0 });
    }, loadTimeoutMs);
    return () => {
      window.removeEventListener('message', listener);
      clearTimeout(timer);
    };
  }, [origin, loadTimeoutMs]);

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth data-testid="repay-dialog">
      <DialogTitle>{t('repay.dialogTitle', { coin })}</DialogTitle>
      <DialogContent sx={{ p: 0 }}>
        {ready ? null : <LinearProgress aria-label={t('repay.frameLoading')} />}
        <iframe
          ref={frame}
          src={url}
          title={t('repay.frameTitle', { coin })}
          loading="lazy"
          referrerPolicy="origin"
          sandbox="allow-scripts allow-same-origin allow-forms"
          style={{ border: 0, width: '100%', height: 300, display: 'block' }}
          data-testid="repay-frame"
          onError={() => onMessageRef.current({ type: 'failed', code: 0 })}
        />
      </DialogContent>
      <DialogActions>
        {/* no event to the caller: it holds the frame's window, which nothing outside may read */}
        <Button onClick={() => onClose()} data-testid="repay-close">
          {t('repay.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
