/*
 * Pure rules of the option profit poster (positions.md §2 "Share poster": option profit as
 * position PnL, order PnL or portfolio; §3 option position; §9 share fractions, ROI 4 decimals
 * for the options share, K / M / B). Figures come from the simulator's data as received:
 * - position PnL: the option position's unrealised PnL and ROI, entry and mark price;
 * - order PnL: the closed-PnL record of the order that last reduced the option (closed-pnl is
 *   built from the executions), its PnL, the ROI on the premium it closed against, entry / exit;
 * - portfolio: the account's option positions in one settle coin, their PnL summed and the ROI
 *   on their summed premium (Σ entry × |size|).
 * bignumber.js only; figures are Latin digits with a '.' point (the poster is an image).
 */
import BigNumber from 'bignumber.js';
import {
  isOptionPosition,
  OPTION_POSITION_PRECISION,
  OPTION_SHARE_ROI_PRECISION,
  parseSymbolName,
  toDecimal,
  type Position,
} from 'shared-core';
import { abbreviate, pnlFraction, type ClosedPnl, type PosterModel } from './share';

export type OptionVariant = 'positionPnl' | 'orderPnl' | 'portfolio';
export const OPTION_VARIANTS: readonly OptionVariant[] = ['positionPnl', 'orderPnl', 'portfolio'];

/** USDC or USDT: the coin an option settles in (from the position, else its symbol). */
export function optionSettleCoin(p: Pick<Position, 'symbol' | 'settleCoin'>): string {
  return p.settleCoin || parseSymbolName(p.symbol).settleCoin || 'USDC';
}

/**
 * §9 share fraction of an option PnL: options settle in USDC or USDT (a stable coin, like USDC
 * and linear contracts): 2 decimals. shared-core's `pnlFraction` by the symbol says 2 for USDC;
 * a USDT option is the linear case.
 */
export const optionPnlFraction = (symbol: string): number =>
  parseSymbolName(symbol).tradeType === 'UsdtOption' ? 2 : pnlFraction(symbol);

/** The variants offered: position PnL always; order PnL when a closed-PnL record of the option exists; portfolio with any option position. */
export function optionVariantsFor(hasOrderRecord: boolean, optionPositions: number): OptionVariant[] {
  return OPTION_VARIANTS.filter(
    (v) => v === 'positionPnl' || (v === 'orderPnl' && hasOrderRecord) || (v === 'portfolio' && optionPositions > 0),
  );
}

/**
 * The order PnL's record: the record of `orderId` when the poster was opened for an order (an
 * order that opened rather than reduced has none), else the newest record of this option symbol.
 */
export function latestOptionRecord(symbol: string, records: readonly ClosedPnl[], orderId?: string): ClosedPnl | null {
  if (orderId) return records.find((r) => r.orderId === orderId && r.symbol === symbol) ?? null;
  return records.reduce<ClosedPnl | null>(
    (newest, r) => (r.symbol !== symbol || (newest && newest.createdAt >= r.createdAt) ? newest : r),
    null,
  );
}

/** The option positions of the account that share `p`'s settle coin (the portfolio of the poster). */
export function optionPortfolioOf(
  p: Pick<Position, 'symbol' | 'settleCoin'>,
  positions: readonly Position[],
): Position[] {
  const coin = optionSettleCoin(p);
  return positions.filter(
    (q) => isOptionPosition(q) && optionSettleCoin(q) === coin && !!toDecimal(q.size)?.abs().gt(0),
  );
}

const signOf = (v: BigNumber | null): 1 | -1 | 0 => (!v || v.isZero() ? 0 : v.isPositive() ? 1 : -1);

/** ROI in percent with 4 decimals, rounded down in size (never more than was made): "+12.3456%". */
export function optionRoiText(roi: BigNumber | null): string | null {
  if (!roi || !roi.isFinite()) return null;
  const cut = roi.decimalPlaces(OPTION_SHARE_ROI_PRECISION, BigNumber.ROUND_DOWN);
  return `${cut.isGreaterThan(0) ? '+' : ''}${cut.toFixed(OPTION_SHARE_ROI_PRECISION)}%`;
}

/** PnL over a premium, in percent; null without a premium. */
export function roiOnPremium(pnl: BigNumber | null, premium: BigNumber | null): BigNumber | null {
  if (!pnl || !premium || premium.isZero()) return null;
  return pnl.dividedBy(premium.abs()).multipliedBy(100);
}

const fixed = (v: string | undefined, decimals: number): string => toDecimal(v)?.toFixed(decimals) ?? '--';

export interface OptionPosterInput {
  variant: OptionVariant;
  show: 'roi' | 'pnl';
  /** the position the poster was opened from */
  position: Position;
  /** order PnL: the record (latestOptionRecord) */
  record: ClosedPnl | null;
  /** portfolio: the option positions (optionPortfolioOf) */
  portfolio: readonly Position[];
  /** ROI is not offered for portfolio margin (§6) */
  portfolioMargin: boolean;
}

/** The headline (ROI or PnL, §6: no ROI for portfolio margin) and, under a ROI headline, the PnL pair. */
function headlineOf(i: OptionPosterInput, pnl: BigNumber | null, roi: BigNumber | null) {
  const fraction = optionPnlFraction(i.position.symbol);
  const roiText = optionRoiText(roi);
  const pnlText = abbreviate(pnl?.toFixed(), fraction, true);
  const roiShown = i.show === 'roi' && !i.portfolioMargin && roiText !== null;
  return {
    head: {
      headline: roiShown ? roiText : pnlText,
      headlineKind: roiShown ? ('roi' as const) : ('pnl' as const),
      sign: signOf(pnl),
    },
    pnlPair: roiShown ? [{ key: 'pnl' as const, value: pnlText }] : [],
  };
}

/** The option profit poster of a variant. An order PnL without its record falls back to the position PnL. */
export function optionPosterOf(i: OptionPosterInput): PosterModel {
  const p = i.position;
  if (i.variant === 'orderPnl' && i.record) {
    const r = i.record;
    const pnl = toDecimal(r.closedPnl);
    const premium = toDecimal(r.avgEntryPrice)?.multipliedBy(toDecimal(r.closedSize) ?? 0) ?? null;
    const { head, pnlPair } = headlineOf(i, pnl, roiOnPremium(pnl, premium));
    return {
      kind: 'optionProfit',
      variant: 'orderPnl',
      symbol: r.symbol,
      side: r.side,
      leverage: null,
      ...head,
      pairs: [
        { key: 'entryPrice', value: fixed(r.avgEntryPrice, OPTION_POSITION_PRECISION.entryPrice) },
        { key: 'exitPrice', value: fixed(r.avgExitPrice, OPTION_POSITION_PRECISION.markPrice) },
        { key: 'qty', value: fixed(r.closedSize, OPTION_POSITION_PRECISION.quantity) },
        ...pnlPair,
      ],
    };
  }
  if (i.variant === 'portfolio' && i.portfolio.length > 0) {
    let pnl = new BigNumber(0);
    let premium = new BigNumber(0);
    for (const q of i.portfolio) {
      pnl = pnl.plus(toDecimal(q.positionUPL) ?? 0);
      premium = premium.plus((toDecimal(q.entryPrice) ?? new BigNumber(0)).multipliedBy(toDecimal(q.size)?.abs() ?? 0));
    }
    const { head, pnlPair } = headlineOf(i, pnl, roiOnPremium(pnl, premium));
    return {
      kind: 'optionProfit',
      variant: 'portfolio',
      symbol: optionSettleCoin(p),
      side: null,
      leverage: null,
      ...head,
      pairs: [{ key: 'positions', value: String(i.portfolio.length) }, ...pnlPair],
    };
  }
  const { head, pnlPair } = headlineOf(i, toDecimal(p.positionUPL), toDecimal(p.ROI ?? p.roi));
  return {
    kind: 'optionProfit',
    variant: 'positionPnl',
    symbol: p.symbol,
    side: p.side,
    leverage: null,
    ...head,
    pairs: [
      { key: 'entryPrice', value: fixed(p.entryPrice, OPTION_POSITION_PRECISION.entryPrice) },
      { key: 'markPrice', value: fixed(p.markPrice, OPTION_POSITION_PRECISION.markPrice) },
      ...pnlPair,
    ],
  };
}
