/**
 * The row view of the positions table (positions.md §2, §3, §6): every figure a row shows,
 * formatted at the symbol config's precision (options: shared-core's OPTION_PRECISION). Decoding,
 * leverage scaling, ROI, precisions, columns per account kind and the tree live in shared-core
 * (domain/positions). No React, no Redux.
 */
import {
  EMPTY_VALUE,
  adlBars,
  baseCoinOf,
  entryPriceOf,
  formatNumberForLocale,
  isOptionPosition,
  leverageOf,
  positionKey,
  positionPrecision,
  positionTradeLink,
  roiPercent,
  showsLiquidationPrice,
  signOf,
  supportsMarginRateClose,
  toDecimal,
  tradeRouteOf,
  tradeTypeOf,
  type AccountKind,
  type ContractSymbolConfig,
  type Position,
} from 'shared-core';
import { canEditMargin } from '../margin/rules/margin';

export type PnlSign = -1 | 0 | 1;

/** What the row view is computed against besides the position. */
export interface RowContext {
  account: AccountKind;
  /** The account's upgrade to a unified account is being carried out: liquidation prices read '--'. */
  unifiedProcessing?: boolean;
  /** The contract's symbol config (undefined for options, or while loading). */
  config: ContractSymbolConfig | undefined;
  /** Local currency of the PnL equivalent and its rate per USD (undefined until known). */
  local?: { currency: string; rate: string } | undefined;
  /** The loss-coverage tag goes on the first no-loss position only. */
  lossCoverage: boolean;
  /** For the inverse futures' route (period codes move with time). */
  now: number;
  /** The page's language: figures use its separators (German: 1.234,50). Default en. */
  locale?: string;
}

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
  perpetual: boolean;
  lossCoverage: boolean;
  /** Where the contract leads (§2 navigation), or null. */
  link: { href: string; newTab: boolean } | null;
  size: string;
  value: string;
  entryPrice: string;
  /** entry price is the session average (USDC contracts) */
  sessionAverage: boolean;
  markPrice: string;
  /** options: the mark IV in percent, 1 decimal */
  iv: string | null;
  liqPrice: string;
  im: string;
  mm: string;
  /** the isolated position's IM cell offers the adjust-margin button */
  canAdjustMargin: boolean;
  delta: string;
  gamma: string;
  vega: string;
  theta: string;
  upl: string;
  uplSign: PnlSign;
  roi: string;
  /** local-currency equivalent of the UPL by mark ("≈ +9.20 EUR"), or null */
  uplLocal: string | null;
  uplLast: string;
  uplLastSign: PnlSign;
  roiLast: string;
  rpl: string;
  rplSign: PnlSign;
  /** the realised PnL's tooltip parts: cumulative realised, funding fees, closing fees */
  rplParts: { cum: string; funding: string; closing: string };
  breakEven: string;
  takeProfit: string;
  stopLoss: string;
  trailingStop: string;
  /** ADL bars lit, 0 to 5 */
  adl: number;
  /** the MMR close trigger ("80.00%", '--' when none) or null where unsupported (a dash) */
  mmrClose: string | null;
}

const positive = (v: string | undefined): boolean => toDecimal(v)?.isGreaterThan(0) ?? false;

/** Figures in the page's locale (shared-core formatNumberForLocale: Latin digits, half-up). */
/** A price that may be '0' or '' for "none" (liquidation, TP, SL…): '--' then, else at `decimals` in the locale. */
export const priceOrDash = (v: string | undefined, locale: string, decimals: number): string =>
  positive(v) ? formatNumberForLocale(v, locale, decimals) : EMPTY_VALUE;

function formattersFor(locale: string) {
  const plain = (v: string | undefined, decimals: number): string => formatNumberForLocale(v, locale, decimals);
  const signed = (v: string | undefined, decimals: number): string => {
    const text = plain(v, decimals);
    return text !== EMPTY_VALUE && positive(v) ? `+${text}` : text;
  };
  return {
    plain,
    signed,
    /** A price that may be '0' for "none": '--' then. */
    priceOrDash: (v: string | undefined, decimals: number): string => priceOrDash(v, locale, decimals),
    /** ROI in percent (positions.md §9: 2 decimals): "+12.35%". */
    roi: (p: Pick<Position, 'ROI' | 'roi'>, decimals: number): string => {
      const roi = roiPercent(p);
      return roi === undefined ? EMPTY_VALUE : `${signed(roi, decimals)}%`;
    },
  };
}

export function positionRowView(p: Position, ctx: RowContext): PositionRowView {
  const isOption = isOptionPosition(p);
  const prec = positionPrecision(isOption, isOption ? undefined : ctx.config);
  const { plain: formatDecimal, signed: formatSigned, priceOrDash, roi: formatRoi } = formattersFor(ctx.locale ?? 'en');
  const tradeType = tradeTypeOf(p.symbol);
  const entry = entryPriceOf(p);
  const roi = formatRoi(p, prec.roi);
  const rate = toDecimal(ctx.local?.rate);
  const upl = toDecimal(p.positionUPL);
  const uplLocal =
    ctx.local && rate?.isGreaterThan(0) && upl
      ? `≈ ${formatSigned(upl.multipliedBy(rate).toFixed(), 2)} ${ctx.local.currency}`
      : null;
  const view: PositionRowView = {
    position: p,
    key: positionKey(p),
    symbol: p.symbol,
    side: p.side,
    isOption,
    perpetual: tradeType === 'LinearPerpetual' || tradeType === 'UsdcPerpetual' || tradeType === 'InversePerpetual',
    lossCoverage: ctx.lossCoverage,
    link: positionTradeLink({
      isOption,
      baseCoin: baseCoinOf(p),
      route: isOption ? null : tradeRouteOf(p.symbol, ctx.now),
    }),
    size: formatDecimal(p.size, prec.size),
    value: formatDecimal(p.positionValue ?? p.value, isOption ? prec.value : prec.margin),
    entryPrice: formatDecimal(entry, prec.price),
    sessionAverage: entry !== undefined && entry === p.sessionAvgPrice && entry !== p.entryPrice,
    markPrice: formatDecimal(p.markPrice, prec.price),
    iv: isOption
      ? toDecimal(p.iv)
        ? `${formatDecimal(toDecimal(p.iv)!.multipliedBy(100).toFixed(), prec.iv)}%`
        : EMPTY_VALUE
      : null,
    liqPrice: showsLiquidationPrice(ctx.account, ctx.unifiedProcessing)
      ? priceOrDash(p.liqPrice, prec.price)
      : EMPTY_VALUE,
    im: formatDecimal(p.positionIM, prec.margin),
    mm: formatDecimal(p.positionMM, prec.margin),
    // the margin dialog's own rule: isolated, size, entry price (session average for USDC), no option
    canAdjustMargin: canEditMargin(p, p.marketsType ?? '', isOption),
    delta: isOption ? formatSigned(p.delta, prec.greeks.delta) : EMPTY_VALUE,
    gamma: isOption ? formatSigned(p.gamma, prec.greeks.gamma) : EMPTY_VALUE,
    vega: isOption ? formatSigned(p.vega, prec.greeks.vega) : EMPTY_VALUE,
    theta: isOption ? formatSigned(p.theta, prec.greeks.theta) : EMPTY_VALUE,
    upl: formatSigned(p.positionUPL, prec.pnl),
    uplSign: signOf(p.positionUPL),
    roi,
    uplLocal,
    uplLast: formatSigned(p.positionUPLByLastPrice, prec.pnl),
    uplLastSign: signOf(p.positionUPLByLastPrice),
    roiLast: formatRoi({ roi: p.roiByLastPrice }, prec.roi),
    rpl: formatSigned(p.positionRPL ?? p.cumRealisedPnl, prec.pnl),
    rplSign: signOf(p.positionRPL ?? p.cumRealisedPnl),
    rplParts: {
      cum: formatSigned(p.cumRealisedPnl, prec.pnl),
      funding: formatSigned(p.positionFundingFee ?? p.occFundingFee, prec.pnl),
      closing: formatSigned(p.occClosingFee, prec.pnl),
    },
    breakEven: priceOrDash(p.breakevenPrice, prec.price),
    takeProfit: priceOrDash(p.takeProfit, prec.price),
    stopLoss: priceOrDash(p.stopLoss, prec.price),
    trailingStop: priceOrDash(p.trailingStop, prec.price),
    adl: isOption ? 0 : adlBars(p.adlRankIndicator),
    mmrClose: supportsMarginRateClose(ctx.account, tradeType)
      ? positive(p.triggerMmRate)
        ? `${formatDecimal(p.triggerMmRate, 2)}%`
        : EMPTY_VALUE
      : null,
  };
  if (isOption) {
    const type = p.symbolType || p.symbol.split('-')[3];
    view.optionType = type === 'P' ? 'put' : 'call';
  } else {
    view.marginTag = { mode: p.isIsolated ? 'isolated' : 'cross', leverage: leverageOf(p.leverage) };
  }
  return view;
}
