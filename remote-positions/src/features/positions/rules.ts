/**
 * Pure rules of the positions table: decoding wire rows, merging pushes, and the row view
 * (formatted strings) the table shows. No React, no Redux.
 */
import { toDecimal } from 'shared-core';
import {
  EMPTY_VALUE,
  POSITION_WIRE_KEYS,
  parseOptionSymbolName,
  formatDecimal,
  formatSigned,
  signOf,
  tradeTypeOf,
  type Position,
  type PositionWireKey,
} from 'shared-core';

/** Positions are unique per symbol and positionIdx (hedge mode holds two per symbol). */
export const positionKey = (p: Pick<Position, 'symbol' | 'positionIdx'>): string => `${p.symbol}:${p.positionIdx}`;

/** Option symbols look like BTC-29NOV26-60000-C. */
export const isOptionSymbol = (symbol: string): boolean => parseOptionSymbolName(symbol) !== null;

/** positions.md §3: display precisions for option positions. */
export const OPTION_PRECISION = {
  size: 3,
  entry: 2,
  mark: 2,
  im: 4,
  mm: 4,
  upl: 4,
  roi: 2,
} as const;

/** Non-option prices show at the tick's precision; the server sends prices at tick precision. */
export function decimalsOf(value: string | undefined, min = 0, max = 8): number {
  if (!value) return min;
  const dot = value.indexOf('.');
  const decimals = dot < 0 ? 0 : value.length - dot - 1;
  return Math.min(max, Math.max(min, decimals));
}

/**
 * A wire row (compact keys, possibly partial for a push) to full field names, with the same
 * table as shared-core's fromWirePosition but without requiring every field (pushes may carry
 * only what changed). Rows already in full names pass through. Unknown keys are dropped.
 */
export function decodePartial(row: Record<string, unknown>): Partial<Position> {
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

export const isClosed = (p: Pick<Position, 'size'>): boolean => toDecimal(p.size)?.isZero() ?? false;

/** Decodes a REST snapshot list; rows that cannot be decoded or have zero size are left out. */
export function decodeSnapshot(list: readonly unknown[]): Position[] {
  const out: Position[] = [];
  for (const row of list) {
    if (typeof row !== 'object' || row === null) continue;
    // A row the client cannot read is skipped rather than breaking the whole table.
    const p = completePosition(decodePartial(row as Record<string, unknown>));
    if (p && !isClosed(p)) out.push(p);
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
  if (isClosed(next)) delete byKey[key];
  else byKey[key] = next;
}

export type PnlSign = -1 | 0 | 1;

/** What one table row shows: every number already formatted. */
export interface PositionRowView {
  key: string;
  /** The decoded position the row shows: what the row actions (close, margin, reverse) act on. */
  position: Position;
  symbol: string;
  side: Position['side'];
  isOption: boolean;
  /** 'cross' | 'isolated' with leverage, or undefined for options. */
  marginTag?: { mode: 'cross' | 'isolated'; leverage: string };
  optionType?: 'call' | 'put';
  size: string;
  entryPrice: string;
  markPrice: string;
  upl: string;
  roi: string;
  uplSign: PnlSign;
  im: string;
  mm: string;
}

/** Leverage on the wire is in hundredths: "1000" → "10". */
export function leverageOf(serverValue: string | undefined): string {
  const n = toDecimal(serverValue);
  return n ? n.dividedBy(100).decimalPlaces(2).toFixed() : EMPTY_VALUE;
}

/** ROI in percent: the server's `ROI` (percent) if present, else `roi` (fraction) × 100. */
export function roiPercent(p: Pick<Position, 'ROI' | 'roi'>): string | undefined {
  if (p.ROI !== undefined && p.ROI !== '') return p.ROI;
  return toDecimal(p.roi)?.multipliedBy(100).toFixed();
}

export function positionRowView(p: Position): PositionRowView {
  const isOption = isOptionSymbol(p.symbol) || p.symbolType === 'C' || p.symbolType === 'P';
  // positions.md §3: the entry price, or the session average price for USDC contracts (their PnL
  // settles into the wallet daily, so the price their PnL runs from is the session's)
  const tradeType = p.settleCoin === 'USDC' && !isOption ? 'UsdcPerpetual' : tradeTypeOf(p.symbol);
  const usdcContract = tradeType === 'UsdcPerpetual' || tradeType === 'UsdcFutures';
  const entry = usdcContract ? p.sessionAvgPrice || p.entryPrice : p.entryPrice || p.sessionAvgPrice;
  const priceDecimals = isOption ? OPTION_PRECISION.entry : decimalsOf(entry, 1, 8);
  const markDecimals = isOption ? OPTION_PRECISION.mark : priceDecimals;
  const sizeDecimals = isOption ? OPTION_PRECISION.size : decimalsOf(p.size, 0, 8);
  const moneyDecimals = isOption ? OPTION_PRECISION.upl : 4;
  const roi = roiPercent(p);
  const view: PositionRowView = {
    position: p,
    key: positionKey(p),
    symbol: p.symbol,
    side: p.side,
    isOption,
    size: formatDecimal(p.size, sizeDecimals),
    entryPrice: formatDecimal(entry, priceDecimals),
    markPrice: formatDecimal(p.markPrice, markDecimals),
    upl: formatSigned(p.positionUPL, moneyDecimals),
    roi: roi === undefined ? EMPTY_VALUE : `${formatSigned(roi, OPTION_PRECISION.roi)}%`,
    uplSign: signOf(p.positionUPL),
    im: formatDecimal(p.positionIM, isOption ? OPTION_PRECISION.im : 4),
    mm: formatDecimal(p.positionMM, isOption ? OPTION_PRECISION.mm : 4),
  };
  if (isOption) {
    const type = p.symbolType || p.symbol.split('-')[3];
    view.optionType = type === 'P' ? 'put' : 'call';
  } else {
    view.marginTag = { mode: p.isIsolated ? 'isolated' : 'cross', leverage: leverageOf(p.leverage) };
  }
  return view;
}

/** Table order: by symbol, then positionIdx (stable whatever order pushes arrive in). */
export function sortPositions(list: readonly Position[]): Position[] {
  return [...list].sort((a, b) =>
    a.symbol === b.symbol ? a.positionIdx - b.positionIdx : a.symbol < b.symbol ? -1 : 1,
  );
}
