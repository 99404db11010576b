import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithPrefetch, useAppDispatch, useAppSelector, usePrefetchWhenIdle } from 'shared-core';
import { NS } from '../../i18n';
import { selectOpenOrderEntities } from './accountSlice';
import { useEntryDispatch } from './deps';
import { selectOptionEntryState } from '../chain/slice';
import { shown } from './display';
import { EntryOpenOrders } from './EntryOpenOrders';
import { configOfSymbol } from './selectors';
import { cancelDismissed, selectForm, settingChanged } from './slice';
import { performCancel, requestCancel } from './submit';

const CancelConfirm = lazyWithPrefetch(() => import('./CancelConfirmDialog').then((m) => m.CancelConfirmDialog));

/** The open orders of the ticket's option, with cancel (confirmed first when the setting says so). */
export function OpenOrdersSection({ symbol }: { symbol: string }) {
  const { t, i18n } = useTranslation(NS);
  const lng = i18n.language;
  const dispatch = useAppDispatch();
  const run = useEntryDispatch();
  const form = useAppSelector(selectForm);
  const openOrders = useAppSelector(selectOpenOrderEntities);
  const cfg = configOfSymbol(useAppSelector(selectOptionEntryState).instruments, symbol);
  usePrefetchWhenIdle([CancelConfirm]);
  const sizeDp = cfg?.minOrderSizeIncrementScale ?? 2;
  const priceDp = cfg?.fePriceFractionPrecision ?? 2;
  return (
    <>
      <EntryOpenOrders
        symbol={symbol}
        rows={Object.values(openOrders)
          .filter((o) => o !== undefined && o.symbol === symbol)
          .map((o) => o!)
          .map((o) => ({
            orderId: o.orderId,
            side: o.side,
            price: shown(o.price, priceDp, lng),
            qty: shown(o.qty, sizeDp, lng),
            // one format for every figure: 0.00 / 0.50, never 0 / 0.0 / 0.00
            filled: `${shown(o.cumExecQty || '0', sizeDp, lng)} / ${shown(o.qty, sizeDp, lng)}`,
            cancelling: form.cancelling.includes(o.orderId),
          }))}
        onCancel={(orderId) => {
          const o = openOrders[orderId];
          if (o) void run(requestCancel({ orderId, symbol: o.symbol, side: o.side, price: o.price, qty: o.qty }));
        }}
      />
      {form.cancel ? (
        <Suspense fallback={null}>
          <CancelConfirm.Component
            open
            summary={t('outcome.summary', {
              side: t(form.cancel.side === 'Buy' ? 'entry.buy' : 'entry.sell'),
              qty: shown(form.cancel.qty, sizeDp, lng),
              symbol: form.cancel.symbol,
              price: shown(form.cancel.price, priceDp, lng),
            })}
            onKeep={() => dispatch(cancelDismissed())}
            onConfirm={(dontAsk) => {
              if (dontAsk) dispatch(settingChanged({ confirmOnCancel: false }));
              if (form.cancel) void run(performCancel(form.cancel));
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
