/**
 * Pure rules of the profit-and-loss tab (order-panel.md §2.2, §2.3, §3, §6): its sub-tabs (none in
 * demo), which instruments it lists (spot and options excluded), and the row views with signed,
 * locale-formatted PnL.
 */
import {
  EMPTY_VALUE,
  formatNumberForLocale,
  parseSymbolName,
  toDecimal,
  type AccountKind,
  type ContractSymbolConfig,
} from 'shared-core';
import { formatOrderTime } from '../openOrders/rules';
import { matchesInstrumentFilter } from '../history/rules';
import type { InstrumentFilter } from '../tabs/types';
import type { WireClosedOrder, WireClosedPosition } from './api';

export const PNL_SUB_TABS = ['closedOrders', 'closedPositions'] as const;
export type PnlSubTab = (typeof PNL_SUB_TABS)[number];

/** §2.2, §6: closed orders and closed positions for non-demo accounts; demo has none. */
export const pnlSubTabs = (kind: Pick<AccountKind, 'demo'>): PnlSubTab[] => (kind.demo ? [] : [...PNL_SUB_TABS]);

/** §3: options and spot are excluded from P&L, whatever the filter. */
export function inPnl(symbol: string, filter: InstrumentFilter): boolean {
  const kind = parseSymbolName(symbol).kind;
  if (kind === 'option' || kind === 'spot') return false;
  return matchesInstrumentFilter(symbol, filter);
}

/** The rows shown: in P&L under the filter, and only the page's symbol unless all markets. */
export function visiblePnlRows<T extends { symbol: string }>(
  rows: readonly T[],
  opts: { instrumentFilter: InstrumentFilter; allMarkets: boolean; currentSymbol: string | null },
): T[] {
  return rows.filter(
    (r) =>
      inPnl(r.symbol, opts.instrumentFilter) &&
      (opts.allMarkets || opts.currentSymbol === null || r.symbol === opts.currentSymbol),
  );
}

export type PnlTone = 'profit' | 'loss' | 'flat';

export const toneOf = (value: string | undefined): PnlTone => {
  const n = toDecimal(value);
  if (!n || n.isZero()) return 'flat';
  return n.isPositive() ? 'profit' : 'loss';
};

/** Money decimals when the symbol has no config: as sent, at most 8. */
const MAX_DECIMALS = 8;

function sentDecimals(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : Math.min(MAX_DECIMALS, value.length - dot - 1);
}

/** A decimal at `decimals` (or as sent), in the locale; `--` when not a number. */
export function formatAmount(value: string | undefined, decimals: number | undefined, locale: string): string {
  if (value === undefined || toDecimal(value) === null) return EMPTY_VALUE;
  return formatNumberForLocale(value, locale, decimals ?? sentDecimals(value));
}

/** A signed PnL: `+` for a profit, `-` for a loss, none for zero; `--` when not a number. */
export function formatPnl(value: string | undefined, decimals: number | undefined, locale: string): string {
  const n = value === undefined ? null : toDecimal(value);
  if (!n || value === undefined) return EMPTY_VALUE;
  const text = formatNumberForLocale(n.abs(), locale, decimals ?? sentDecimals(value));
  if (/^[0.,\s]*$/.test(text)) return text;
  return `${n.isNegative() ? '-' : '+'}${text}`;
}

export interface PnlRowView {
  id: string;
  symbol: string;
  side: 'Buy' | 'Sell';
  qty: string;
  entryPrice: string;
  exitPrice: string;
  pnl: string;
  tone: PnlTone;
  /** closed positions only */
  fees: string;
  netPnl: string;
  netTone: PnlTone;
  openedTime: string;
  time: string;
  at: number;
}

const precision = (c: ContractSymbolConfig | undefined) =>
  c ? { price: c.priceFraction ?? c.tickSizeFraction, qty: c.lotFraction, money: c.balanceFraction } : undefined;

export function closedOrderRow(
  o: WireClosedOrder,
  config: ContractSymbolConfig | undefined,
  locale: string,
): PnlRowView {
  const p = precision(config);
  return {
    id: o.orderId,
    symbol: o.symbol,
    side: o.side,
    qty: formatAmount(o.closedSize, p?.qty, locale),
    entryPrice: formatAmount(o.avgEntryPrice, p?.price, locale),
    exitPrice: formatAmount(o.avgExitPrice, p?.price, locale),
    pnl: formatPnl(o.closedPnl, p?.money, locale),
    tone: toneOf(o.closedPnl),
    fees: EMPTY_VALUE,
    netPnl: EMPTY_VALUE,
    netTone: 'flat',
    openedTime: EMPTY_VALUE,
    time: formatOrderTime(o.createdAt),
    at: o.createdAt,
  };
}

export function closedPositionRow(
  c: WireClosedPosition,
  config: ContractSymbolConfig | undefined,
  locale: string,
): PnlRowView {
  const p = precision(config);
  return {
    id: c.id,
    symbol: c.symbol,
    side: c.side,
    qty: formatAmount(c.closedSize, p?.qty, locale),
    entryPrice: formatAmount(c.avgEntryPrice, p?.price, locale),
    exitPrice: formatAmount(c.avgExitPrice, p?.price, locale),
    pnl: formatPnl(c.closedPnl, p?.money, locale),
    tone: toneOf(c.closedPnl),
    fees: formatAmount(c.fees, p?.money, locale),
    netPnl: formatPnl(c.netPnl, p?.money, locale),
    netTone: toneOf(c.netPnl),
    openedTime: formatOrderTime(c.openedAt),
    time: formatOrderTime(c.closedAt),
    at: c.closedAt,
  };
}
