/**
 * A leg as it would be sent now and everything it shows, from the store's raw data: its market
 * (ticker + live depth), the leg with a following price resolved, its position and its view
 * (rules/recompute.ts). One place for the ticket, the batch and the confirmation, so they agree.
 */
import type { DepthLevel, OptionCommonConfig, OptionTickerRaw } from 'shared-core';
import { legMarket, resolveLeg } from './legs';
import {
  DEFAULT_RISK_CONFIG,
  recomputeLeg,
  type EntryLeg,
  type LegMarket,
  type LegView,
  type OpenOrderForMargin,
  type PositionForMargin,
} from './rules';
import type { EntryAccount } from './slice';

/** The time that prices iv legs and greeks, read per render (no re-render on a timer). */
export const nowMs = (): number => Date.now();

export interface LegNowContext {
  /** the leg's own coin's config; null before it is loaded (no view then) */
  cfg: OptionCommonConfig | null;
  tickers: Readonly<Record<string, OptionTickerRaw>>;
  depth: { symbol: string; bids: readonly DepthLevel[]; asks: readonly DepthLevel[] } | null;
  account: Pick<EntryAccount, 'risk' | 'positions'>;
  openOrders: readonly OpenOrderForMargin[];
  nowMs: number;
}

export interface LegNow {
  mkt: LegMarket | null;
  /** the leg as it would be sent now (a price following its source resolved) */
  sent: EntryLeg;
  position: PositionForMargin | null;
  view: LegView | null;
}

export function legNow(leg: EntryLeg, ctx: LegNowContext): LegNow {
  const mkt = legMarket(leg.symbol, ctx.tickers, ctx.depth);
  const position = ctx.account.positions.find((p) => p.symbol === leg.symbol) ?? null;
  if (!ctx.cfg) return { mkt, sent: leg, position, view: null };
  const sent = resolveLeg(leg, mkt, ctx.cfg, ctx.nowMs);
  const view = recomputeLeg(sent, mkt, {
    cfg: ctx.cfg,
    risk: ctx.account.risk ?? DEFAULT_RISK_CONFIG,
    position,
    openOrders: ctx.openOrders,
    nowMs: ctx.nowMs,
  });
  return { mkt, sent, position, view };
}
