import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPrefetch, useAppDispatch, useAppSelector, usePrefetchWhenIdle } from 'shared-core';
import { NS } from '../../i18n';
import { useEntryDispatch } from './deps';
import { EntryOpenOrders } from './EntryOpenOrders';
import { selectOpenOrdersView } from './openOrdersView';
import { cancelDismissed, settingChanged } from './slice';
import { confirmCancel, requestCancelOf } from './submit';
import { useOrderSummary } from './useOrderSummary';

const CancelConfirm = lazyWithPrefetch(() => import('./CancelConfirmDialog').then((m) => m.CancelConfirmDialog));

/** The open orders of the ticket's option (selectOpenOrdersView), with cancel (confirmed first when the setting says so). */
export function OpenOrdersSection({ symbol }: { symbol: string }) {
  const { i18n } = useTranslation(NS);
  const dispatch = useAppDispatch();
  const run = useEntryDispatch();
  const summary = useOrderSummary();
  const view = useAppSelector((s) => selectOpenOrdersView(s, symbol, i18n.language));
  usePrefetchWhenIdle([CancelConfirm]);
  return (
    <>
      <EntryOpenOrders symbol={symbol} rows={view.rows} onCancel={(orderId) => void run(requestCancelOf(orderId))} />
      {view.cancel ? (
        <Suspense fallback={null}>
          <CancelConfirm.Component
            open
            summary={summary(view.cancel)}
            onKeep={() => dispatch(cancelDismissed())}
            onConfirm={(dontAsk) => {
              if (dontAsk) dispatch(settingChanged({ confirmOnCancel: false }));
              void run(confirmCancel);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
