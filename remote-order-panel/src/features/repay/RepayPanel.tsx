import { useTheme } from '@mui/material';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPrefetch } from 'shared-core';
import { useHostServices } from 'shared-http';
import { NS } from '../../i18n';
import { NOTICE_MS } from '../openOrders/bulkNotices';
import { fetchWallet } from '../assets/api';
import { RepayBar } from './RepayBar';
import { owedCoins, repayFrameUrl, repayOutcome, showsRepay, type RepayMessage } from './rules';

/** The frame's dialog: its own chunk, fetched when the trader first opens a repay (or hovers it). */
export const RepayDialogPart = lazyWithPrefetch(() => import('./RepayDialog').then((m) => m.RepayDialog));

export interface RepayPanelProps {
  /** a demo account: no repay at all (§6) */
  demo: boolean;
  /** a repayment went through: the panel's assets load again */
  onRepaid?: () => void;
}

/**
 * The repay bulk action, connected (order-panel.md §2.3, §8): what the account owes from the
 * wallet, a Repay per coin opening the exchange's repay page in a frame; a repayment reloads the
 * debts and tells the panel (`onRepaid`); a refusal or a frame that does not load says
 * 'currentOperationFailed'. Nothing for demo accounts (§6), nor while nothing is owed (or not
 * yet known): the bar is not noise above every wallet; a failed read is said, with Retry.
 */
export function RepayPanel({ demo, onRepaid }: RepayPanelProps) {
  const { t, i18n } = useTranslation(NS);
  const { http, bus, config } = useHostServices();
  const theme = useTheme().palette.mode;
  const [wallet, setWallet] = useState<{ list: readonly unknown[]; status: 'loading' | 'ready' | 'error' }>({
    list: [],
    status: 'loading',
  });
  const [attempt, setAttempt] = useState(0);
  const [openCoin, setOpenCoin] = useState<string | null>(null);

  useEffect(() => {
    if (demo) return undefined;
    const c = new AbortController();
    fetchWallet(http, c.signal).then(
      (list) => !c.signal.aborted && setWallet({ list, status: 'ready' }),
      () => !c.signal.aborted && setWallet((w) => ({ list: w.list, status: 'error' })),
    );
    return () => c.abort();
  }, [http, attempt, demo]);

  const debts = useMemo(() => owedCoins(wallet.list, i18n.language), [wallet.list, i18n.language]);
  const url = openCoin ? repayFrameUrl(config.apiBaseUrl, openCoin, theme) : null;

  const notify = useCallback(
    (severity: 'success' | 'error', key: string) =>
      bus.publish({
        type: 'toast',
        severity,
        title: t(severity === 'success' ? 'operationSuccess' : 'operationFail'),
        messageKey: `${NS}:${key}`,
        durationMs: NOTICE_MS,
      }),
    [bus, t],
  );

  const open = (coin: string) => {
    if (openCoin !== null) return;
    if (!repayFrameUrl(config.apiBaseUrl, coin, theme)) return notify('error', 'currentOperationFailed');
    setOpenCoin(coin);
  };

  const onMessage = useCallback(
    (m: RepayMessage) => {
      const outcome = repayOutcome(m);
      if (outcome.notice) notify(outcome.notice.severity, outcome.notice.key);
      if (outcome.refresh) {
        setAttempt((a) => a + 1);
        onRepaid?.();
      }
      if (outcome.close) setOpenCoin(null);
    },
    [notify, onRepaid],
  );

  const shown = wallet.status === 'error' || (wallet.status === 'ready' && showsRepay({ demo, owed: debts.length }));
  if (demo || (!shown && openCoin === null)) return null;
  return (
    <>
      <RepayBar
        debts={debts}
        status={wallet.status}
        openCoin={openCoin}
        onRepay={open}
        onRetry={() => setAttempt((a) => a + 1)}
      />
      {openCoin && url ? (
        <Suspense fallback={null}>
          <RepayDialogPart.Component
            coin={openCoin}
            url={url.href}
            onMessage={onMessage}
            onClose={() => setOpenCoin(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
