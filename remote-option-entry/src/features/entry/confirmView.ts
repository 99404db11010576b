/**
 * The placement confirmation as a view model (pure, memoised in selectConfirmView): each leg as it
 * will be sent — what the form computed: price (a market order's protection cap), IV, time in
 * force, post-only / reduce-only, required margin — its deviation and whether it moved since the
 * dialog opened, and the dialog's title and notices. Texts are message keys (the dialog words them).
 */
import { createSelector } from '@reduxjs/toolkit';
import { selectStreamStatus, type OptionCommonConfig, type RootState, type StreamStatus } from 'shared-core';
import { deviationPercent, shown, type Worded } from './display';
import type { ConfirmRequest, OptionEntryFormState } from './formState';
import type { LegNow } from './legView';
import {
  IV_INPUT_DECIMALS,
  sentTimeInForce,
  type EntryLeg,
  type EntrySide,
  type PriceType,
  type TimeInForceName,
} from './rules';
import { selectForm } from './slice';
import { selectConfirmLegs } from './views';

export interface ConfirmLegRow {
  legId: string;
  symbol: string;
  side: EntrySide;
  qty: string;
  /** the price it will be sent at, formatted (market orders: the protected price) */
  price: string;
  priceType: PriceType;
  /** a market order: `price` is its protection cap, not the price it fills at */
  market: boolean;
  /** an IV order: the IV sent (percent, formatted) */
  iv: string | null;
  /** time in force as sent */
  timeInForce: TimeInForceName;
  /** the flags sent with it, as message keys */
  flags: readonly ('confirm.postOnlyFlag' | 'confirm.reduceOnlyFlag')[];
  /** required margin with its coin, formatted */
  required: string | null;
  /** the deviation from the mark (BuyOffsetErr / SellOffsetErr), when there is one */
  deviation: Worded | null;
  moved: boolean;
}

export interface ConfirmView {
  kind: ConfirmRequest['kind'];
  title: Worded;
  rows: readonly ConfirmLegRow[];
  /** prices moved past the deviation threshold since the dialog opened: confirm again */
  moved: boolean;
  /** the price stream's status when it is not live */
  stale: StreamStatus | null;
  /** a market order is among the legs: its price is a protection cap */
  marketCap: boolean;
  /** the legs that deviate, each said above the table */
  deviations: readonly { legId: string; symbol: string; text: Worded }[];
  confirmKey: 'confirm.confirm' | 'confirm.confirmAgain';
  /** sent: Confirm waits for the answer */
  sending: boolean;
}

/** A leg under confirmation as its row shows it (see ConfirmLegRow). */
export function confirmLegRow(
  { leg, cfg, now }: { leg: EntryLeg; cfg: OptionCommonConfig | null; now: LegNow },
  confirm: Pick<ConfirmRequest, 'seen' | 'deviations' | 'moved'>,
  lng: string,
): ConfirmLegRow {
  const dev = confirm.deviations.find((d) => d.legId === leg.id);
  const margin = now.view?.margin;
  return {
    legId: leg.id,
    symbol: leg.symbol,
    side: leg.side,
    qty: shown(leg.orderQty, cfg?.minOrderSizeIncrementScale ?? 2, lng),
    price: shown(confirm.seen[leg.id]?.price, cfg?.fePriceFractionPrecision ?? 2, lng),
    priceType: leg.placeType,
    market: leg.placeType === 'market',
    iv: leg.placeType === 'iv' ? shown(now.sent.iv, IV_INPUT_DECIMALS, lng) : null,
    timeInForce: sentTimeInForce(leg),
    flags: [
      ...(leg.postOnly && leg.placeType !== 'market' ? (['confirm.postOnlyFlag'] as const) : []),
      ...(leg.reduceOnly ? (['confirm.reduceOnlyFlag'] as const) : []),
    ],
    required: margin ? `${shown(margin.required, 4, lng)} ${leg.settleCoin}` : null,
    deviation: dev ? { key: dev.key, params: { pct: deviationPercent(dev.deviation, lng) } } : null,
    moved: confirm.moved.includes(leg.id),
  };
}

export interface ConfirmDialogInput {
  kind: ConfirmRequest['kind'];
  rows: readonly ConfirmLegRow[];
  moved: boolean;
  stale: StreamStatus | null;
  sending: boolean;
}

/** The dialog around its rows: title, notices and the confirm button's text. */
export function confirmDialogView({ kind, rows, moved, stale, sending }: ConfirmDialogInput): ConfirmView {
  const title: Worded =
    kind === 'OFFSET_CONFIRM'
      ? { key: 'confirm.offsetTitle', params: {} }
      : rows.length > 1
        ? { key: 'confirm.titleBatch', params: { count: rows.length } }
        : { key: 'confirm.title', params: {} };
  return {
    kind,
    title,
    rows,
    moved,
    stale,
    marketCap: rows.some((r) => r.market),
    deviations: rows.flatMap((r) => (r.deviation ? [{ legId: r.legId, symbol: r.symbol, text: r.deviation }] : [])),
    confirmKey: moved ? 'confirm.confirmAgain' : 'confirm.confirm',
    sending,
  };
}

/** The confirmation waiting for the trader's answer, or null. */
export function confirmView(
  legs: readonly { leg: EntryLeg; cfg: OptionCommonConfig | null; now: LegNow }[],
  form: Pick<OptionEntryFormState, 'confirm' | 'phase'>,
  publicStatus: StreamStatus,
  lng: string,
): ConfirmView | null {
  const confirm = form.confirm;
  if (!confirm) return null;
  return confirmDialogView({
    kind: confirm.kind,
    rows: legs.map((l) => confirmLegRow(l, confirm, lng)),
    moved: confirm.moved.length > 0,
    stale: confirm.stale ? publicStatus : null,
    sending: form.phase === 'sending',
  });
}

/** The confirmation's view once per change of its legs' inputs, the form, the price stream or the language. */
export const selectConfirmView = createSelector(
  [
    selectConfirmLegs,
    selectForm,
    (s: RootState) => selectStreamStatus(s, 'public'),
    (_s: RootState, lng: string) => lng,
  ],
  confirmView,
);
