/**
 * Checks before submit (spec §5 "Before submit") and the placement check result (spec §4 "Order
 * placement check result").
 *
 * legIssues: the errors that block submit —
 * - usd: a price > 0 (PleaseEnterEhePrice); a price the client would still correct (out of
 *   [minOrderPrice, maxOrderPrice], above max-buy / below min-sell, off the tick) is an error with
 *   the correction's key (the UI corrects on blur, so this only catches a price that went stale as
 *   the market moved, or one never committed);
 * - iv: an IV > 0 (PleaseEnterTheIV), at most 10000 % (PleaseEnterTheIV {max}); market data to price
 *   it (PleaseEnterEhePrice {reason: 'noMarket'}); a derivable price (expired / no strike:
 *   {reason: 'noPrice'}); the derived price inside the band (MaxBuy / MinSell / MaxOrderPrice
 *   errors: the exchange prices from the IV and would reject it);
 * - market: market data (PleaseEnterEhePrice {reason: 'noMarket'});
 * - every order: a quantity > 0 (PleaseEnterTheQuantity), already on the increment and inside the
 *   size bounds (MinOrderSize / MaxOrderSize / QtyTickSize errors), not below the filled quantity
 *   (QtyLimitSize).
 */
import { type OptionCommonConfig } from 'shared-core';
import { parseConfig, parseMarket } from './decimals';
import { priceDeviationDecimal } from './deviation';
import { evaluateLeg } from './evaluate';
import { reduceOnlyCheck } from './reduceOnly';
import { type EntryLeg, type FieldIssue, type LegMarket, type PositionForMargin } from './types';

/** The errors of one leg that block submit (see the module comment). */
export function legIssues(leg: EntryLeg, cfg: OptionCommonConfig, mkt: LegMarket | null): FieldIssue[] {
  return evaluateLeg(leg, parseConfig(cfg), parseMarket(mkt), Date.now()).issues;
}

/** legIssues at a given time (an iv order's price depends on the time to expiry). */
export function legIssuesAt(
  leg: EntryLeg,
  cfg: OptionCommonConfig,
  mkt: LegMarket | null,
  nowMs: number,
): FieldIssue[] {
  return evaluateLeg(leg, parseConfig(cfg), parseMarket(mkt), nowMs).issues;
}

export type PlacementResult = 'ERROR' | 'DOUBLE_CONFIRM' | 'OFFSET_CONFIRM' | 'SUCCESS';

export interface PlacementDeviation {
  legId: string;
  symbol: string;
  key: 'BuyOffsetErr' | 'SellOffsetErr';
  deviation: string;
}

export interface PlacementCheck {
  result: PlacementResult;
  issuesByLeg: Record<string, FieldIssue[]>;
  deviations: PlacementDeviation[];
}

/**
 * Spec §4: ERROR when any leg has an error (or there is no leg); otherwise DOUBLE_CONFIRM when
 * confirm on order is enabled (deviations are still listed so the dialog can name them); otherwise
 * OFFSET_CONFIRM when any usd / iv leg's price deviates from the mark (deviation.ts); otherwise
 * SUCCESS. Market orders have no deviation (the exchange checks limit and iv prices only).
 *
 * A leg may carry its own `cfg` (a batch across coins); `cfg` is the default. `nowMs` (default
 * Date.now()) prices iv legs. A reduce-only leg is checked against its `position` (absent: none):
 * nothing to reduce, or more than the position, is an ERROR (reduceOnly.ts).
 */
export function placementCheck(
  legs: readonly {
    leg: EntryLeg;
    mkt: LegMarket | null;
    cfg?: OptionCommonConfig;
    position?: PositionForMargin | null;
  }[],
  cfg: OptionCommonConfig,
  settings: { confirmOnOrder: boolean },
  nowMs: number = Date.now(),
): PlacementCheck {
  const issuesByLeg: Record<string, FieldIssue[]> = {};
  const deviations: PlacementDeviation[] = [];
  let failed = legs.length === 0;
  for (const { leg, mkt, cfg: own, position } of legs) {
    const pc = parseConfig(own ?? cfg);
    const pm = parseMarket(mkt);
    const ev = evaluateLeg(leg, pc, pm, nowMs);
    const reduce = leg.reduceOnly ? reduceOnlyCheck(leg.side, leg.orderQty, legEntryPosition(leg, position)) : null;
    const issues = reduce?.issue ? [...ev.issues, reduce.issue] : ev.issues;
    issuesByLeg[leg.id] = issues;
    if (issues.some((i) => i.severity === 'error')) failed = true;
    if (leg.placeType !== 'market' && ev.price && pm) {
      const d = priceDeviationDecimal(leg.side, ev.price, pm.mark, pc.deviation);
      if (d) deviations.push({ legId: leg.id, symbol: leg.symbol, key: d.key, deviation: d.deviation });
    }
  }
  const result: PlacementResult = failed
    ? 'ERROR'
    : settings.confirmOnOrder
      ? 'DOUBLE_CONFIRM'
      : deviations.length > 0
        ? 'OFFSET_CONFIRM'
        : 'SUCCESS';
  return { result, issuesByLeg, deviations };
}

/** The position of a leg's own symbol (another symbol's position is none). */
const legEntryPosition = (leg: EntryLeg, p: PositionForMargin | null | undefined): PositionForMargin | null =>
  p && p.symbol === leg.symbol ? p : null;
