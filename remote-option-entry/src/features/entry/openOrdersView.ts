/**
 * The ticket option's open orders as a view model (pure, memoised in selectOpenOrdersView): each
 * resting order of the option formatted on its coin's config, whether its cancel is under way, and
 * the order waiting for the cancel confirmation, summed up.
 */
import { createSelector } from '@reduxjs/toolkit';
import type { OptionCommonConfig, RootState, WireOrder } from 'shared-core';
import { selectOptionEntryState } from '../chain/slice';
import { selectOpenOrderEntities } from './accountSlice';
import { shown, type OrderSummary } from './display';
import type { EntryOpenOrderRow } from './EntryOpenOrders';
import type { OptionEntryFormState } from './formState';
import { configOfSymbol } from './selectors';
import { selectForm } from './slice';

export interface OpenOrdersView {
  rows: readonly EntryOpenOrderRow[];
  /** the order the cancel confirmation asks about; null when none is asked */
  cancel: OrderSummary | null;
}

/** The open orders of `symbol` and the cancel being confirmed, formatted in `lng` (see OpenOrdersView). */
export function openOrdersView(
  orders: Readonly<Record<string, WireOrder | undefined>>,
  form: Pick<OptionEntryFormState, 'cancelling' | 'cancel'>,
  cfg: OptionCommonConfig | null,
  symbol: string,
  lng: string,
): OpenOrdersView {
  const sizeDp = cfg?.minOrderSizeIncrementScale ?? 2;
  const priceDp = cfg?.fePriceFractionPrecision ?? 2;
  const rows = Object.values(orders).flatMap((o) =>
    o !== undefined && o.symbol === symbol
      ? [
          {
            orderId: o.orderId,
            side: o.side,
            price: shown(o.price, priceDp, lng),
            qty: shown(o.qty, sizeDp, lng),
            // one format for every figure: 0.00 / 0.50, never 0 / 0.0 / 0.00
            filled: `${shown(o.cumExecQty || '0', sizeDp, lng)} / ${shown(o.qty, sizeDp, lng)}`,
            cancelling: form.cancelling.includes(o.orderId),
          },
        ]
      : [],
  );
  const { cancel } = form;
  return {
    rows,
    cancel: cancel
      ? {
          side: cancel.side === 'Buy' ? 'buy' : 'sell',
          qty: shown(cancel.qty, sizeDp, lng),
          symbol: cancel.symbol,
          price: shown(cancel.price, priceDp, lng),
        }
      : null,
  };
}

/** The open orders of `symbol` (openOrdersView) once per change of the orders, the form, the instruments or the language. */
export const selectOpenOrdersView = createSelector(
  [
    selectOpenOrderEntities,
    selectForm,
    (s: RootState, symbol: string) => configOfSymbol(selectOptionEntryState(s).instruments, symbol),
    (_s: RootState, symbol: string) => symbol,
    (_s: RootState, _symbol: string, lng: string) => lng,
  ],
  openOrdersView,
);
