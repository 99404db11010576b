import BigNumber from 'bignumber.js';
import { EMPTY_VALUE, toDecimal, toWire, type ContractSymbolConfig, type Position } from 'shared-core';

/**
 * Pure rules of the add / reduce margin dialog and the auto-margin switch (positions.md §2, §4,
 * §5, §7, §9). No React, no store: the dialog and the switch only call these.
 */

export type MarginTab = 'plus' | 'minus';

/** positions.md §9: margin quick choices, percent of the tab's maximum. */
export const MARGIN_QUICK_CHOICES = [10, 20, 50, 80, 100] as const;
export type MarginQuickChoice = (typeof MARGIN_QUICK_CHOICES)[number];

/** positions.md §9: the liquidation estimate is capped here. */
export const LIQ_ESTIMATE_CAP = '999999';

/** Amount decimals when the symbol config is not in yet (the simulator's linear/USDC balanceFraction). */
export const DEFAULT_BALANCE_FRACTION = 4;

const isPositive = (v: string | undefined): boolean => toDecimal(v)?.isGreaterThan(0) ?? false;
const isNonZero = (v: string | undefined): boolean => {
  const d = toDecimal(v);
  return !!d && !d.isZero();
};

/** The position's market type, from the config or the position itself (UsdtPerpetual, UsdcFutures, …). */
export function marketTypeOf(position: Pick<Position, 'marketsType'>, config?: ContractSymbolConfig): string {
  return config?.contractType ?? position.marketsType ?? '';
}

/** USDC perpetuals and futures: the entry shown (and required) is the session average price. */
export const isUsdcContract = (marketType: string): boolean => /^Usdc(Perpetual|Futures)$/.test(marketType);
/** USDT-settled linear perpetuals and futures. */
export const isLinearContract = (marketType: string): boolean => /^Usdt(Perpetual|Futures)$/.test(marketType);
export const isOptionMarket = (marketType: string): boolean => /Option$/.test(marketType);

/** The entry price the margin rules require: the session average for USDC contracts (§2). */
export function marginEntryPrice(position: Pick<Position, 'entryPrice' | 'sessionAvgPrice'>, marketType: string) {
  return isUsdcContract(marketType) ? position.sessionAvgPrice : position.entryPrice;
}

/**
 * §2 / §6: margin is edited only on isolated positions with a size and an entry price (session
 * average for USDC); never on options.
 */
export function canEditMargin(
  position: Pick<Position, 'isIsolated' | 'size' | 'entryPrice' | 'sessionAvgPrice' | 'marketsType' | 'symbol'>,
  marketType: string,
  isOption: boolean,
): boolean {
  if (isOption || isOptionMarket(marketType)) return false;
  return position.isIsolated === true && isNonZero(position.size) && isPositive(marginEntryPrice(position, marketType));
}

/** §4: the auto-margin switch is enabled for the same positions (isolated, non-option, size and entry price). */
export const canSwitchAutoMargin = canEditMargin;

const floorTo = (v: BigNumber, step: BigNumber): BigNumber =>
  v.dividedBy(step).integerValue(BigNumber.ROUND_FLOOR).multipliedBy(step);

/** Decimals of a margin amount: the symbol's balanceFraction (0 … 8, integer). */
export function amountDecimals(config?: Pick<ContractSymbolConfig, 'balanceFraction'>): number {
  const f = config?.balanceFraction;
  return typeof f === 'number' && Number.isInteger(f) && f >= 0 ? Math.min(f, 8) : DEFAULT_BALANCE_FRACTION;
}

/**
 * §5: the input's step: 1 for linear and USDC contracts, else a power of ten from the balance
 * fraction (inverse BTCUSD, balanceFraction 8 → 0.00000001). The arrow keys move the amount by it.
 */
export function marginStep(marketType: string, config?: Pick<ContractSymbolConfig, 'balanceFraction'>): string {
  if (isLinearContract(marketType) || isUsdcContract(marketType)) return '1';
  return new BigNumber(1).shiftedBy(-amountDecimals(config)).toFixed();
}

/** The least amount the input takes (the placeholder): one unit of the last decimal. */
export const leastAmount = (decimals: number): string => new BigNumber(1).shiftedBy(-decimals).toFixed();

/**
 * §5: the maximum increase: position value − minimum position cost − extra added margin, floor 0,
 * cut down to the amount's decimals.
 */
export function maxAdd(
  position: Pick<Position, 'positionValue' | 'value' | 'minPositionCost' | 'newExtraAddedMargin'>,
  decimals: number,
): string {
  const value = toDecimal(position.positionValue ?? position.value) ?? new BigNumber(0);
  const cost = toDecimal(position.minPositionCost) ?? new BigNumber(0);
  const extra = toDecimal(position.newExtraAddedMargin) ?? new BigNumber(0);
  const room = value.minus(cost).minus(extra);
  return room.isGreaterThan(0) ? floorTo(room, new BigNumber(1).shiftedBy(-decimals)).toFixed() : '0';
}

/** §5: the maximum decrease: the extra added margin (floor 0), cut down to the amount's decimals. */
export function maxReduce(position: Pick<Position, 'newExtraAddedMargin'>, decimals: number): string {
  const extra = toDecimal(position.newExtraAddedMargin) ?? new BigNumber(0);
  return extra.isGreaterThan(0) ? floorTo(extra, new BigNumber(1).shiftedBy(-decimals)).toFixed() : '0';
}

/** The tab's maximum. */
export const maxFor = (
  tab: MarginTab,
  position: Pick<Position, 'positionValue' | 'value' | 'minPositionCost' | 'newExtraAddedMargin'>,
  decimals: number,
): string => (tab === 'plus' ? maxAdd(position, decimals) : maxReduce(position, decimals));

/** A quick choice: `percent` of the maximum, cut down (never up) to the amount's decimals. */
export function quickAmount(max: string, percent: number, decimals: number): string {
  const m = toDecimal(max);
  if (!m || m.isLessThanOrEqualTo(0)) return '0';
  const p = Math.min(Math.max(percent, 0), 100);
  return floorTo(m.multipliedBy(p).dividedBy(100), new BigNumber(1).shiftedBy(-decimals)).toFixed();
}

/** An amount kept within 0 … max (what the add tab does on leaving the field; plain decimal text). */
export function clampAmount(amount: string, max: string): string {
  const a = toDecimal(amount);
  const m = toDecimal(max) ?? new BigNumber(0);
  if (!a || a.isLessThan(0)) return '0';
  return a.isGreaterThan(m) ? m.toFixed() : a.toFixed();
}

/** The arrow keys: the amount ± one step, within 0 … max. */
export function stepAmount(amount: string, step: string, direction: 1 | -1, max: string): string {
  const a = toDecimal(amount) ?? new BigNumber(0);
  const s = toDecimal(step) ?? new BigNumber(1);
  return clampAmount(a.plus(s.multipliedBy(direction)).toFixed(), max);
}

/** What a confirm does with the amount typed (positions.md §5 "Margin dialog"). */
export type MarginCheck =
  /** empty or absent: the dialog just closes, nothing sent */
  | { kind: 'cancel' }
  | { kind: 'error'; key: 'setMarginValiError' | 'setMarginWarn' }
  /** addToPositionBalanceE8: the amount × 1e8, negative to reduce */
  | { kind: 'ok'; amount: string; e8: string };

/** §5: empty cancels; 0 → setMarginValiError; a decrease above the extra added margin → setMarginWarn. */
export function checkMarginAmount(
  tab: MarginTab,
  amount: string | null | undefined,
  position: Pick<Position, 'newExtraAddedMargin'>,
): MarginCheck {
  if (amount === null || amount === undefined || amount.trim() === '') return { kind: 'cancel' };
  const a = toDecimal(amount);
  if (!a || a.isLessThanOrEqualTo(0)) return { kind: 'error', key: 'setMarginValiError' };
  if (tab === 'minus') {
    const extra = toDecimal(position.newExtraAddedMargin) ?? new BigNumber(0);
    if (a.isGreaterThan(extra)) return { kind: 'error', key: 'setMarginWarn' };
  }
  const signed = tab === 'plus' ? a : a.negated();
  const e8 = toWire('addToPositionBalanceE8', signed);
  if (e8 === null || e8 === '0') return { kind: 'error', key: 'setMarginValiError' };
  return { kind: 'ok', amount: a.toFixed(), e8 };
}

/** The body of add-margin and pre-add-margin (§7). */
export interface MarginBody {
  symbol: string;
  positionIdx: number;
  addToPositionBalanceE8: string;
}

export const marginBody = (position: Pick<Position, 'symbol' | 'positionIdx'>, e8: string): MarginBody => ({
  symbol: position.symbol,
  positionIdx: position.positionIdx,
  addToPositionBalanceE8: e8,
});

/** §7: pre-add-margin's estimate for the position's side: buyLiqPrice for a long, sellLiqPrice for a short. */
export function estimateForSide(
  side: Position['side'],
  answer: { buyLiqPrice?: unknown; sellLiqPrice?: unknown } | null | undefined,
): string | null {
  const raw = side === 'Buy' ? answer?.buyLiqPrice : answer?.sellLiqPrice;
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : null;
}

/**
 * §5 / §9: the estimated liquidation price as shown: '--' when invalid (absent, not a number, not
 * positive, outside the symbol's minPrice … maxPrice); capped at 999999; at the price decimals.
 */
export function estimateDisplay(
  estimate: string | null | undefined,
  config: Pick<ContractSymbolConfig, 'minPrice' | 'maxPrice' | 'priceFraction'> | undefined,
): string {
  const v = toDecimal(estimate);
  if (!v || v.isLessThanOrEqualTo(0)) return EMPTY_VALUE;
  const min = toDecimal(config?.minPrice);
  const max = toDecimal(config?.maxPrice);
  if ((min && v.isLessThan(min)) || (max && v.isGreaterThan(max))) return EMPTY_VALUE;
  const capped = BigNumber.min(v, LIQ_ESTIMATE_CAP);
  const decimals = config?.priceFraction;
  return typeof decimals === 'number' && decimals >= 0
    ? capped.toFixed(decimals, BigNumber.ROUND_HALF_UP)
    : capped.toFixed();
}

/** A risk-limit tier as the dialog keeps it (§7: E8 / E2 values converted). */
export interface RiskLimit {
  id: number;
  startingMargin: string;
  maintainMargin: string;
  maxLeverage: string;
  mmDeduction: string;
}

/** §7: risk-limit-list entries converted (startingMarginE8, maintainMarginE8 ÷ 1e8, maxLeverageE2 ÷ 100); bad rows dropped. */
export function toRiskLimits(list: unknown): RiskLimit[] {
  if (!Array.isArray(list)) return [];
  const out: RiskLimit[] = [];
  for (const row of list as unknown[]) {
    if (typeof row !== 'object' || row === null) continue;
    const r = row as Record<string, unknown>;
    const sm = toDecimal(r.startingMarginE8 as string);
    const mm = toDecimal(r.maintainMarginE8 as string);
    const lev = toDecimal(r.maxLeverageE2 as string);
    const id = Number(r.id);
    if (!sm || !mm || !lev || !Number.isInteger(id)) continue;
    out.push({
      id,
      startingMargin: sm.shiftedBy(-8).toFixed(),
      maintainMargin: mm.shiftedBy(-8).toFixed(),
      maxLeverage: lev.shiftedBy(-2).toFixed(),
      mmDeduction: toDecimal(r.mmDeduction as string)?.toFixed() ?? '0',
    });
  }
  return out;
}

/** The tier the position sits in (its riskId), or undefined. */
export const tierOf = (limits: readonly RiskLimit[], riskId: number | undefined): RiskLimit | undefined =>
  limits.find((l) => l.id === riskId);

/** §7: set-auto-add-margin's body. */
export const autoMarginBody = (position: Pick<Position, 'symbol' | 'positionIdx'>, on: boolean) => ({
  symbol: position.symbol,
  positionIdx: position.positionIdx,
  newAutoAddMargin: on,
});
