/**
 * Positions (positions.md §2, §3, §9): decoding wire rows (full snapshots and partial pushes),
 * merging a pushed change, leverage scaling, ROI formatting, the display precisions, the columns
 * each account kind sees and the tree form's grouping and sort. Pure: no React, Redux or DOM.
 */
import { toDecimal, formatSigned, EMPTY_VALUE } from '../format';
import { POSITION_WIRE_KEYS, type Position, type PositionWireKey } from '../wire/position';
import { parseOptionSymbolName, type ContractSymbolConfig } from '../wire/symbol';
import { tradeTypeOf, type TradeType } from '../symbols';
import type { RegionalSite } from '../sites';

export * from './columns';
export * from './tree';

/** Positions are unique per symbol and positionIdx (hedge mode holds two per symbol). */
export const positionKey = (p: Pick<Position, 'symbol' | 'positionIdx'>): string => `${p.symbol}:${p.positionIdx}`;

/** An option position: its symbol parses as an option (BTC-29NOV26-60000-C) or it says C / P. */
export const isOptionPosition = (p: Pick<Position, 'symbol' | 'symbolType'>): boolean =>
  parseOptionSymbolName(p.symbol) !== null || p.symbolType === 'C' || p.symbolType === 'P';

/**
 * positions.md §3: the ONE table of display precisions for option positions: quantity 3, entry 2,
 * IM and MM 4, delta 4, gamma 5, vega 4, theta 4, mark 2, IV 1, ROI 2, UPL and RPL 4, value 2.
 */
export const OPTION_PRECISION = {
  size: 3,
  entry: 2,
  im: 4,
  mm: 4,
  delta: 4,
  gamma: 5,
  vega: 4,
  theta: 4,
  mark: 2,
  iv: 1,
  roi: 2,
  upl: 4,
  rpl: 4,
  value: 2,
} as const;

/** Decimals a row shows, per kind of figure. */
export interface PositionPrecision {
  /** entry, mark, liquidation, break-even, TP/SL and trailing prices */
  price: number;
  size: number;
  /** IM, MM, position value */
  margin: number;
  /** unrealised and realised PnL */
  pnl: number;
  value: number;
  roi: number;
  greeks: { delta: number; gamma: number; vega: number; theta: number };
  iv: number;
}

/** Before a contract's config is in: prices at 2, sizes at 3, money at 4 (never the wire's own decimals). */
export const FALLBACK_CONTRACT_PRECISION: PositionPrecision = {
  price: 2,
  size: 3,
  margin: 4,
  pnl: 4,
  value: 2,
  roi: 2,
  greeks: {
    delta: OPTION_PRECISION.delta,
    gamma: OPTION_PRECISION.gamma,
    vega: OPTION_PRECISION.vega,
    theta: OPTION_PRECISION.theta,
  },
  iv: OPTION_PRECISION.iv,
};

const OPTION_ROW_PRECISION: PositionPrecision = {
  price: OPTION_PRECISION.entry,
  size: OPTION_PRECISION.size,
  margin: OPTION_PRECISION.im,
  pnl: OPTION_PRECISION.upl,
  value: OPTION_PRECISION.value,
  roi: OPTION_PRECISION.roi,
  greeks: FALLBACK_CONTRACT_PRECISION.greeks,
  iv: OPTION_PRECISION.iv,
};

const decimalsOfStep = (step: string | undefined): number | null => {
  const n = toDecimal(step);
  if (!n || !n.isGreaterThan(0)) return null;
  return n.decimalPlaces() ?? 0;
};
const fraction = (n: number | undefined): number | null =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 12 ? n : null;

/**
 * A row's precisions (positions.md §3): options from OPTION_PRECISION; contracts from the symbol
 * config — prices at priceFraction (else the tick size's decimals), sizes at lotFraction (else the
 * lot step's), margins at balanceFraction, PnL at upnlFraction — and the fallback while it loads.
 */
export function positionPrecision(
  isOption: boolean,
  config:
    | Pick<
        ContractSymbolConfig,
        'priceFraction' | 'tickSize' | 'lotFraction' | 'lotStep' | 'balanceFraction' | 'upnlFraction'
      >
    | undefined,
): PositionPrecision {
  if (isOption) return OPTION_ROW_PRECISION;
  if (!config) return FALLBACK_CONTRACT_PRECISION;
  const f = FALLBACK_CONTRACT_PRECISION;
  return {
    ...f,
    price: fraction(config.priceFraction) ?? decimalsOfStep(config.tickSize) ?? f.price,
    size: fraction(config.lotFraction) ?? decimalsOfStep(config.lotStep) ?? f.size,
    margin: fraction(config.balanceFraction) ?? f.margin,
    pnl: fraction(config.upnlFraction) ?? f.pnl,
  };
}

/**
 * A wire row (compact keys, possibly partial for a push) to full field names: the table of
 * fromWirePosition without requiring every field (pushes carry only what changed). Rows already
 * in full names pass through. Unknown keys are dropped.
 */
export function decodePartialPosition(row: Record<string, unknown>): Partial<Position> {
  if (typeof row.symbol === 'string') return row as Partial<Position>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const field = POSITION_WIRE_KEYS[key as PositionWireKey];
    if (field !== undefined && value !== undefined) out[field] = value;
  }
  return out as Partial<Position>;
}

/** A decoded row that has every required field (symbol, side, size, positionIdx), or null. */
export function completePosition(p: Partial<Position>): Position | null {
  if (typeof p.symbol !== 'string' || p.symbol === '') return null;
  if (p.side !== 'Buy' && p.side !== 'Sell') return null;
  if (typeof p.size !== 'string' || toDecimal(p.size) === null) return null;
  if (p.positionIdx !== 0 && p.positionIdx !== 1 && p.positionIdx !== 2) return null;
  return p as Position;
}

/** Size zero (positions.md §2: only positions with nonzero size are shown). */
export const isFlatPosition = (p: Pick<Position, 'size'>): boolean => toDecimal(p.size)?.isZero() ?? true;

/** Decodes a REST snapshot list; rows that cannot be decoded or have zero size are left out. */
export function decodePositionSnapshot(list: readonly unknown[]): Position[] {
  const out: Position[] = [];
  for (const row of list) {
    if (typeof row !== 'object' || row === null) continue;
    // A row the client cannot read is skipped rather than breaking the whole table.
    const p = completePosition(decodePartialPosition(row as Record<string, unknown>));
    if (p && !isFlatPosition(p)) out.push(p);
  }
  return out;
}

/**
 * Applies one pushed position change to the positions by key (mutating, for Immer): merges by
 * symbol+positionIdx, removes when the size becomes zero, ignores partial rows for positions it
 * does not know (the next snapshot brings them).
 */
export function applyPositionChange(byKey: Record<string, Position>, change: Partial<Position>): void {
  if (typeof change.symbol !== 'string') return;
  const key = positionKey({ symbol: change.symbol, positionIdx: change.positionIdx ?? 0 });
  const prev = byKey[key];
  let next: Position;
  if (prev) {
    next = { ...prev, ...change };
  } else {
    const complete = completePosition(change);
    if (!complete) return;
    next = complete;
  }
  if (isFlatPosition(next)) delete byKey[key];
  else byKey[key] = next;
}

/**
 * A no-loss position (positions.md §2 loss-coverage tag) carries a loss-covered quantity `fq`
 * above 0 (`freeQty` is something else: the size not yet tied up by closing orders).
 */
export const isNoLossPositionOf = (p: Pick<Position, 'fq'>): boolean => toDecimal(p.fq)?.isGreaterThan(0) ?? false;

/** Leverage on the wire is in hundredths (positions.md §9): "1000" → "10"; '--' when unreadable. */
export function leverageOf(serverValue: string | undefined): string {
  const n = toDecimal(serverValue);
  return n && n.isGreaterThan(0) ? n.dividedBy(100).decimalPlaces(2).toFixed() : EMPTY_VALUE;
}

/** A leverage ("10", "12.5") to the wire's hundredths (leverageE2): "1000", "1250"; null when unreadable. */
export function leverageE2Of(leverage: string | undefined): string | null {
  const n = toDecimal(leverage);
  return n && n.isGreaterThan(0) ? n.multipliedBy(100).integerValue().toFixed() : null;
}

/** ROI in percent: the server's `ROI` (percent) if present, else `roi` (fraction) × 100. */
export function roiPercent(p: Pick<Position, 'ROI' | 'roi'>): string | undefined {
  if (p.ROI !== undefined && p.ROI !== '' && toDecimal(p.ROI)) return p.ROI;
  return toDecimal(p.roi)?.multipliedBy(100).toFixed();
}

/** ROI as shown (positions.md §9: 2 decimals): "+12.35%", "-3.10%", '--' when unknown. */
export function formatRoi(p: Pick<Position, 'ROI' | 'roi'>, decimals: number = OPTION_PRECISION.roi): string {
  const roi = roiPercent(p);
  return roi === undefined ? EMPTY_VALUE : `${formatSigned(roi, decimals)}%`;
}

/** USDC contracts show the session average price instead of the entry price (positions.md §2). */
export function isUsdcContract(p: Pick<Position, 'symbol' | 'settleCoin' | 'symbolType'>): boolean {
  if (isOptionPosition(p)) return false;
  const type: TradeType = tradeTypeOf(p.symbol);
  return type === 'UsdcPerpetual' || type === 'UsdcFutures' || p.settleCoin === 'USDC';
}

/** The price the entry column shows: session average for USDC contracts, else the entry price. */
export function entryPriceOf(p: Position): string | undefined {
  return isUsdcContract(p) ? p.sessionAvgPrice || p.entryPrice : p.entryPrice || p.sessionAvgPrice;
}

/**
 * The currency of the PnL's local equivalent (GET /api/exchange-rate): the regional site's own
 * currency; on the global site, the language's (German → EUR, Arabic → AED), else USD (no
 * conversion). Every code here is one the exchange-rate call serves.
 */
export const SITE_CURRENCY: Readonly<Record<RegionalSite, string>> = {
  GLOBAL: 'USD',
  EU: 'EUR',
  NL: 'EUR',
  KZ: 'KZT',
  TR: 'TRY',
  GE: 'GEL',
  ID: 'IDR',
  HK: 'HKD',
  AE: 'AED',
};
const LANGUAGE_CURRENCY: Readonly<Record<string, string>> = {
  de: 'EUR',
  ar: 'AED',
  tr: 'TRY',
  id: 'IDR',
  kk: 'KZT',
  ka: 'GEL',
};

export function localCurrencyOf(site: RegionalSite, language: string | null | undefined): string {
  if (site !== 'GLOBAL') return SITE_CURRENCY[site];
  const base = (language ?? '').split('-')[0]!.toLowerCase();
  return LANGUAGE_CURRENCY[base] ?? 'USD';
}

/** A settle-coin amount (USDT/USDC ≈ USD) in the local currency at `rate` (per USD), 2 decimals; '--' when unknown. */
export function localEquivalent(amount: string | undefined, rate: string | undefined): string {
  const a = toDecimal(amount);
  const r = toDecimal(rate);
  if (!a || !r || !r.isGreaterThan(0)) return EMPTY_VALUE;
  return formatSigned(a.multipliedBy(r).toFixed(), 2);
}
