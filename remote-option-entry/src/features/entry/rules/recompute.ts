/**
 * Everything the entry form shows for a leg, recomputed on every frame that carries ticks: the
 * price band, the IV ↔ price equivalent, the price that would be sent, greeks, margin, deviation and
 * the blocking issues. One parse of the leg and its market per call; the config and risk config are
 * parsed once per object (decimals.ts).
 */
import BigNumber from 'bignumber.js';
import { type OptionCommonConfig } from 'shared-core';
import { parseConfig, parseMarket, parseRisk } from './decimals';
import { priceDeviationDecimal, type PriceDeviation } from './deviation';
import { evaluateLeg, priceText } from './evaluate';
import { legGreeksDecimal, type LegGreeks } from './greeks';
import { ivForPriceDecimal } from './ivConversion';
import {
  formatMargin,
  marginOrderKindDecimal,
  requiredMarginDecimal,
  type MarginEstimate,
  type MarginKindName,
} from './margin';
import { positive } from './decimals';
import { reduceOnlyCheck } from './reduceOnly';
import {
  type EntryLeg,
  type FieldIssue,
  type LegMarket,
  type OpenOrderForMargin,
  type PositionForMargin,
  type RiskConfig,
} from './types';

export interface RecomputeContext {
  cfg: OptionCommonConfig;
  risk: RiskConfig;
  /** the position of the leg's symbol (ignored when its symbol differs) */
  position: PositionForMargin | null;
  /** the account's resting option orders (any symbol; only the leg's symbol counts) */
  openOrders: readonly OpenOrderForMargin[];
  nowMs: number;
  /** batch: positions by symbol (wins over `position`) */
  positionsBySymbol?: Readonly<Record<string, PositionForMargin>>;
  /** batch across coins: common config by symbol (wins over `cfg`) */
  cfgBySymbol?: Readonly<Record<string, OptionCommonConfig>>;
}

export interface LegView {
  /** max-buy price (tick decimals), null without market */
  maxBuy: string | null;
  /** min-sell price (tick decimals), null without market */
  minSell: string | null;
  /** usd: the IV in percent (2 decimals) of the typed price; iv: the price of the typed IV; market: null */
  ivEquivalent: string | null;
  /** the price that would be sent: usd as typed, iv derived from the IV, market the reference price */
  effectivePrice: string | null;
  /** × quantity, signed by side; null without quantity or market */
  greeks: LegGreeks | null;
  /** margin of the order at the effective price; null when price, quantity or market are missing */
  margin: MarginEstimate | null;
  /** usd / iv orders only */
  deviation: PriceDeviation | null;
  /** reduce-only legs: the size the order may reduce (reduceOnly.ts); null otherwise */
  reduce: { reducible: string } | null;
  /** errors that block submit (submitChecks.legIssues, and the reduce-only check) */
  issues: FieldIssue[];
}

/** The view of one leg (see LegView). */
export function recomputeLeg(leg: EntryLeg, mkt: LegMarket | null, ctx: RecomputeContext): LegView {
  return recomputeLegDetailed(leg, mkt, ctx).view;
}

/** The margin line's kind: the §4 margin order kind, or 'reduce' for a reduce-only order; null without margin. */
export type MarginLineKind = MarginKindName | 'reduce';

/** recomputeLeg, with the margin kind it classified on the way (so nothing classifies the order twice). */
export function recomputeLegDetailed(
  leg: EntryLeg,
  mkt: LegMarket | null,
  ctx: RecomputeContext,
): { view: LegView; marginKind: MarginLineKind | null } {
  const pc = parseConfig(ctx.cfgBySymbol?.[leg.symbol] ?? ctx.cfg);
  const pm = parseMarket(mkt);
  const ev = evaluateLeg(leg, pc, pm, ctx.nowMs);
  const tickDp = pc.price?.tickDp ?? 0;
  const price = ev.price;

  let ivEquivalent: string | null = null;
  if (leg.placeType === 'usd' && price) ivEquivalent = ivForPriceDecimal(price, leg, pm, ctx.nowMs);
  else if (leg.placeType === 'iv' && price) ivEquivalent = priceText(price, tickDp);

  const greeks = ev.qty ? legGreeksDecimal(leg, ev.qty, pm, ctx.nowMs) : null;

  let margin: MarginEstimate | null = null;
  let marginKind: MarginLineKind | null = null;
  const risk = parseRisk(ctx.risk);
  const strike = positive(leg.strikePrice);
  const position =
    ctx.positionsBySymbol?.[leg.symbol] ?? (ctx.position && ctx.position.symbol === leg.symbol ? ctx.position : null);
  const reduceCheck = leg.reduceOnly ? reduceOnlyCheck(leg.side, leg.orderQty, position) : null;
  if (risk && strike && price && ev.qty && pm) {
    // A reduce-only order only closes: no resting order covers it first, nothing of it opens.
    const kind = reduceCheck
      ? {
          kind: 'reduce' as const,
          openQty: ev.qty.minus(BigNumber.min(ev.qty, reduceCheck.reducible)),
          closeQty: BigNumber.min(ev.qty, reduceCheck.reducible),
        }
      : marginOrderKindDecimal(leg.side, ev.qty, price, position, ctx.openOrders);
    const m = requiredMarginDecimal(
      leg.side,
      ev.qty,
      price,
      kind.openQty,
      kind.closeQty,
      pm,
      risk,
      position,
      strike,
      leg.symbolType,
    );
    margin = m ? formatMargin(m) : null;
    marginKind = m ? kind.kind : null;
  }

  const deviation =
    leg.placeType !== 'market' && price && pm ? priceDeviationDecimal(leg.side, price, pm.mark, pc.deviation) : null;

  const view: LegView = {
    maxBuy: ev.maxBuy ? ev.maxBuy.toFixed(tickDp) : null,
    minSell: ev.minSell ? ev.minSell.toFixed(tickDp) : null,
    ivEquivalent,
    effectivePrice: price ? priceText(price, tickDp) : null,
    greeks,
    margin,
    deviation,
    reduce: reduceCheck ? { reducible: reduceCheck.reducible } : null,
    issues: reduceCheck?.issue ? [...ev.issues, reduceCheck.issue] : ev.issues,
  };
  return { view, marginKind };
}

/** The views of a batch, by leg id; each leg's market is `markets[leg.symbol]` (missing → null). */
export function recomputeBatch(
  legs: readonly EntryLeg[],
  markets: Readonly<Record<string, LegMarket>>,
  ctx: RecomputeContext,
): Record<string, LegView> {
  const out: Record<string, LegView> = {};
  for (const leg of legs) out[leg.id] = recomputeLeg(leg, markets[leg.symbol] ?? null, ctx);
  return out;
}
