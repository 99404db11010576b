/**
 * A leg as it would be sent now and everything it shows, from the store's raw data: its market
 * (ticker + live depth), the leg with a following price resolved, its position and its view
 * (rules/recompute.ts). One place for the ticket, the batch and the confirmation, so they agree.
 */
import type { DepthLevel, OptionCommonConfig, OptionTickerRaw } from 'shared-core';
import { legMarket, resolveLeg } from './legs';
import {
  DEFAULT_RISK_CONFIG,
  recomputeLegDetailed,
  type EntryLeg,
  type LegMarket,
  type LegView,
  type MarginLineKind,
  type OpenOrderForMargin,
  type PositionForMargin,
  type RiskConfig,
} from './rules';

/** The time that prices iv legs and greeks, read when a view is computed (no re-render on a timer). */
export const nowMs = (): number => Date.now();

export interface LegNowContext {
  /** the leg's own coin's config; null before it is loaded (no view then) */
  cfg: OptionCommonConfig | null;
  tickers: Readonly<Record<string, OptionTickerRaw>>;
  depth: { symbol: string; bids: readonly DepthLevel[]; asks: readonly DepthLevel[] } | null;
  /** the risk config read from the exchange; null: its published defaults */
  risk: RiskConfig | null;
  positions: readonly PositionForMargin[];
  openOrders: readonly OpenOrderForMargin[];
  nowMs: number;
}

export interface LegNow {
  mkt: LegMarket | null;
  /** the leg as it would be sent now (a price following its source resolved) */
  sent: EntryLeg;
  position: PositionForMargin | null;
  view: LegView | null;
  /** the margin line's kind (§4, or reduce-only), classified once with the view */
  marginKind: MarginLineKind | null;
}

export function legNow(leg: EntryLeg, ctx: LegNowContext): LegNow {
  const mkt = legMarket(leg.symbol, ctx.tickers, ctx.depth);
  const position = ctx.positions.find((p) => p.symbol === leg.symbol) ?? null;
  if (!ctx.cfg) return { mkt, sent: leg, position, view: null, marginKind: null };
  const sent = resolveLeg(leg, mkt, ctx.cfg, ctx.nowMs);
  const { view, marginKind } = recomputeLegDetailed(sent, mkt, {
    cfg: ctx.cfg,
    risk: ctx.risk ?? DEFAULT_RISK_CONFIG,
    position,
    openOrders: ctx.openOrders,
    nowMs: ctx.nowMs,
  });
  return { mkt, sent, position, view, marginKind };
}
