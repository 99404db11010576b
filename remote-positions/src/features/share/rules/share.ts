/*
 * Pure rules of the share poster (positions.md §2, §3 "Share poster", §6, §9): the poster kinds,
 * the invite link {origin}/{language}/invite?ref={code}, the VIP / PRO label from loyalty label
 * type 2 / 3, the bonus 5000, K / M / B abbreviations, the share fractions (2 for USDC and linear
 * PnL, else at least 5; ROI 2 decimals, 4 for options), the value poster for portfolio margin.
 */
import BigNumber from 'bignumber.js';
import { isOptionPosition, toDecimal, tradeTypeOf, type Position } from 'shared-core';

export type PosterKind = 'openPosition' | 'closedProfit' | 'optionProfit';
export type PosterStyle = 'horizontal' | 'vertical';
/** §9: the bonus amount shown. */
export const BONUS_AMOUNT = 5000;

export const inviteLink = (origin: string, language: string, code: string): string =>
  `${origin.replace(/\/+$/, '')}/${encodeURIComponent(language)}/invite?ref=${encodeURIComponent(code)}`;

/** §2, §6: loyalty label type 2 is VIP, 3 is PRO; otherwise no label. */
export const loyaltyBadge = (label: number | null | undefined): 'VIP' | 'PRO' | null =>
  label === 2 ? 'VIP' : label === 3 ? 'PRO' : null;

const UNITS = [
  { at: new BigNumber(1e9), suffix: 'B' },
  { at: new BigNumber(1e6), suffix: 'M' },
  { at: new BigNumber(1e3), suffix: 'K' },
] as const;

/**
 * §9: K, M, B at 1e3, 1e6, 1e9 (2 decimals, rounded down so a figure never grows); below 1e3 the
 * value at `decimals`. Signed values keep their sign ("+1.23K"). '--' for what is not a number.
 */
export function abbreviate(value: string | undefined, decimals: number, signed = false): string {
  const v = toDecimal(value);
  if (!v) return '--';
  const abs = v.abs();
  const sign = v.isNegative() && !v.isZero() ? '-' : signed && v.isGreaterThan(0) ? '+' : '';
  const unit = UNITS.find((u) => abs.isGreaterThanOrEqualTo(u.at));
  if (!unit) return `${sign}${abs.toFixed(decimals, BigNumber.ROUND_DOWN)}`;
  return `${sign}${abs.dividedBy(unit.at).toFixed(2, BigNumber.ROUND_DOWN)}${unit.suffix}`;
}

/** §9: PnL decimals on the poster: 2 for USDC and linear contracts, else at least 5. */
export function pnlFraction(symbol: string, upnlFraction?: number): number {
  const type = tradeTypeOf(symbol);
  if (type === 'LinearPerpetual' || type === 'LinearFutures' || type.startsWith('Usdc')) return 2;
  return Math.max(5, upnlFraction ?? 0);
}

/** §9: ROI decimals: 2, or 4 for the option poster. */
export const roiFraction = (kind: PosterKind): number => (kind === 'optionProfit' ? 4 : 2);

/** §9: portfolio margin shows a value poster (no ROI) when the mark value exceeds 1e6. */
export const showsValuePoster = (portfolioMargin: boolean, markValue: string | undefined): boolean =>
  portfolioMargin && (toDecimal(markValue)?.abs().isGreaterThan(1e6) ?? false);

/** The kinds a position offers: an option gives the option poster; a contract the open one, and closed profit when records exist. */
export function kindsFor(p: Pick<Position, 'symbol'>, hasClosed: boolean): PosterKind[] {
  if (isOptionPosition(p as Position)) return ['optionProfit'];
  return hasClosed ? ['openPosition', 'closedProfit'] : ['openPosition'];
}

export interface ClosedPnl {
  /** the order that reduced the position (the option order PnL poster picks its record by it) */
  orderId?: string;
  symbol: string;
  /** the side of the position that was closed */
  side: 'Buy' | 'Sell';
  /** 0 one-way; 1 / 2 the long / short side in hedge mode (absent from older servers: 0) */
  positionIdx?: number;
  closedSize: string;
  avgEntryPrice: string;
  avgExitPrice: string;
  closedPnl: string;
  leverage: string;
  createdAt: number;
}

/**
 * The closed-profit poster's record for a position: the newest record of the same symbol, position
 * side (positionIdx) and side. The newest record of the symbol alone may be the other side's in
 * hedge mode, or a close of the opposite position before a reversal.
 */
export function closedRecordFor(
  p: Pick<Position, 'symbol' | 'side' | 'positionIdx'>,
  records: readonly ClosedPnl[],
): ClosedPnl | null {
  const mine = records.filter(
    (r) => r.symbol === p.symbol && r.side === p.side && (r.positionIdx ?? 0) === (p.positionIdx ?? 0),
  );
  return mine.reduce<ClosedPnl | null>((newest, r) => (newest && newest.createdAt >= r.createdAt ? newest : r), null);
}

export type PosterPairKey = 'entryPrice' | 'markPrice' | 'exitPrice' | 'pnl' | 'qty' | 'positions';

/** What the poster shows, formatted except for the locale (the poster is an image: Latin digits, '.' point). */
export interface PosterModel {
  kind: PosterKind;
  /** the option profit poster's variant (optionPoster.ts); absent for the other kinds */
  variant?: 'positionPnl' | 'orderPnl' | 'portfolio';
  /** the contract, or for the option portfolio its settle coin */
  symbol: string;
  /** null for the option portfolio (many positions) */
  side: 'Buy' | 'Sell' | null;
  leverage: string | null;
  /** the headline: ROI ("+12.35%"), PnL ("+1.23K") or the value for the PM value poster */
  headline: string;
  headlineKind: 'roi' | 'pnl' | 'value';
  /** up, down or flat for the colour */
  sign: 1 | -1 | 0;
  pairs: { key: PosterPairKey; value: string }[];
}

const signOf = (v: string | undefined): 1 | -1 | 0 => {
  const d = toDecimal(v);
  return !d || d.isZero() ? 0 : d.isPositive() ? 1 : -1;
};

const roiText = (roi: string | undefined, decimals: number): string | null => {
  const v = toDecimal(roi);
  if (!v) return null;
  return `${v.isGreaterThan(0) ? '+' : ''}${v.toFixed(decimals, BigNumber.ROUND_DOWN)}%`;
};

export interface PosterInput {
  kind: PosterKind;
  /** ROI or PnL headline (the trader's choice); ROI is not offered for portfolio margin */
  show: 'roi' | 'pnl';
  position: Position;
  closed: ClosedPnl | null;
  /** price decimals of the symbol */
  priceDecimals: number;
  upnlFraction?: number;
  portfolioMargin: boolean;
  /** leverage as shown ("10"), or null */
  leverage: string | null;
}

/** The poster of a position (open or option) or of a closed-PnL record. */
export function posterOf(i: PosterInput): PosterModel {
  const pnlDp = pnlFraction(i.position.symbol, i.upnlFraction);
  const price = (v: string | undefined) => {
    const d = toDecimal(v);
    return d ? d.toFixed(i.priceDecimals) : '--';
  };
  if (i.kind === 'closedProfit' && i.closed) {
    const c = i.closed;
    return {
      kind: i.kind,
      symbol: c.symbol,
      side: c.side,
      leverage: c.leverage && toDecimal(c.leverage)?.isGreaterThan(0) ? c.leverage : i.leverage,
      headline: abbreviate(c.closedPnl, pnlDp, true),
      headlineKind: 'pnl',
      sign: signOf(c.closedPnl),
      pairs: [
        { key: 'entryPrice', value: price(c.avgEntryPrice) },
        { key: 'exitPrice', value: price(c.avgExitPrice) },
      ],
    };
  }
  const p = i.position;
  const pnl = p.positionUPL;
  const valuePoster = showsValuePoster(i.portfolioMargin, p.positionValue ?? p.value);
  const roi = roiText(p.ROI ?? p.roi, roiFraction(i.kind));
  const useRoi = i.show === 'roi' && !i.portfolioMargin && roi !== null;
  const headline = valuePoster
    ? abbreviate(p.positionValue ?? p.value, 2)
    : useRoi
      ? roi
      : abbreviate(pnl, pnlDp, true);
  return {
    kind: i.kind,
    symbol: p.symbol,
    side: p.side,
    leverage: i.leverage,
    headline,
    headlineKind: valuePoster ? 'value' : useRoi ? 'roi' : 'pnl',
    sign: valuePoster ? 0 : signOf(pnl),
    pairs: [
      { key: 'entryPrice', value: price(p.entryPrice ?? p.sessionAvgPrice) },
      { key: 'markPrice', value: price(p.markPrice) },
      ...(useRoi || valuePoster ? [{ key: 'pnl' as const, value: abbreviate(pnl, pnlDp, true) }] : []),
    ],
  };
}

/** The downloaded file's name (the option poster's variant after its kind). */
export const posterFileName = (symbol: string, kind: PosterKind, style: PosterStyle, variant?: string): string =>
  `${symbol.replace(/[^A-Za-z0-9-]/g, '')}-${kind}${variant ? `-${variant.replace(/[^A-Za-z0-9]/g, '')}` : ''}-${style}.png`;
