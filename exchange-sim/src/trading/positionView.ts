import { shortInitialMargin, shortMaintenanceMargin, type Position, type TpSlEntry } from 'shared-core/domain';
import { BigNumber, Dec, ZERO, asDec, fixed, fromFloat, money, roundToStep, str } from '../util/decimal';
import { marketTypeOf, type Instrument, type PerpInstrument } from '../market/instruments';
import type { PositionRecord, TpSlLeg, TriggerBy } from '../store/types';
import { RISK } from './risk';
import type { RiskTier } from './riskLimits';
import {
  closingFee,
  contractMaintenance,
  crossLiquidationPrice,
  liquidationPrice,
  positionMmr,
  positionPnl,
  sessionEntry,
  trailingTrigger,
  valueToCost,
  type PositionMarketInputs,
} from './positions';

// The position as the positions table shows it (positions.md §2, §3), built in named steps:
// margins and liquidation, returns, protection (TP/SL, trailing, MMR close), option fields.

/** What the margin step works from: the record's size and prices, read once. */
interface Basics {
  size: Dec;
  abs: Dec;
  dir: 1 | -1;
  inverse: boolean;
  entry: Dec;
  session: Dec;
  extra: Dec;
}

/** The margins a position holds and where it would be liquidated. */
interface Margins {
  /** positionIM: initial + fee to close + added margin (contracts); short option IM × |size| */
  im: Dec;
  /** value / leverage (contracts only) */
  initial: Dec;
  closeFee: Dec;
  mm: Dec;
  liq: string;
  bust: string;
  /** leverage × 100, contracts only */
  leverage?: string;
  tier?: RiskTier;
}

function basicsOf(rec: PositionRecord, inst: Instrument): Basics {
  const size = new Dec(rec.size);
  return {
    size,
    abs: size.abs(),
    dir: size.isNegative() ? -1 : 1,
    inverse: inst.kind === 'inverse',
    entry: new Dec(rec.entryPrice),
    session: new Dec(sessionEntry(rec)),
    extra: new Dec(rec.extraMargin ?? 0),
  };
}

/** Short options hold IM and MM per contract (shared-core optionRisk); long options none. */
function optionMargins(b: Basics, inst: Extract<Instrument, { kind: 'option' }>, m: PositionMarketInputs): Margins {
  const none: Margins = { im: ZERO, initial: ZERO, closeFee: ZERO, mm: ZERO, liq: '', bust: '' };
  if (b.dir === 1) return none;
  return {
    ...none,
    im: new Dec(shortInitialMargin(RISK, m.index, asDec(inst.strike), inst.optionType, m.mark)).multipliedBy(b.abs),
    mm: new Dec(shortMaintenanceMargin(RISK, m.index, m.mark)).multipliedBy(b.abs),
  };
}

/** Liquidation and bankruptcy prices: the cross pool's, or the isolated formula with added margin. */
function liquidationPrices(
  rec: PositionRecord,
  inst: PerpInstrument,
  b: Basics,
  m: PositionMarketInputs,
  tier: RiskTier,
): { liq: string; bust: string } {
  if (b.session.isZero() || b.abs.isZero()) return { liq: '', bust: '' };
  const tickSize = inst.rules.tickSize;
  const mmRate = asDec(tier.maintainMargin);
  const deduction = b.inverse ? ZERO : asDec(tier.mmDeduction);
  const onTick = (v: Dec): string => str(roundToStep(v, tickSize));
  if (!rec.isIsolated && m.cross) {
    const pool = m.cross;
    return {
      liq: onTick(crossLiquidationPrice(b.inverse, b.size, b.session, pool, mmRate, deduction, tickSize)),
      bust: onTick(
        crossLiquidationPrice(b.inverse, b.size, b.session, { equity: pool.equity, mm: ZERO }, 0, 0, tickSize),
      ),
    };
  }
  const x = b.extra.dividedBy(b.abs);
  return {
    liq: onTick(liquidationPrice(b.inverse, b.dir, b.session, rec.leverage, mmRate, x)),
    bust: onTick(liquidationPrice(b.inverse, b.dir, b.session, rec.leverage, 0, x)),
  };
}

/** Contracts: risk-limit tier by value; MM = value × rate − deduction; IM = value / leverage + fee to close + added. */
function contractMargins(
  rec: PositionRecord,
  inst: PerpInstrument,
  b: Basics,
  m: PositionMarketInputs,
  value: Dec,
): Margins {
  const { tier, mm } = contractMaintenance(inst, b.size, value);
  const initial = value.dividedBy(rec.leverage);
  const closeFee = closingFee(b.inverse, b.size, b.session, rec.leverage);
  return {
    im: initial.plus(closeFee).plus(b.extra),
    initial,
    closeFee,
    mm,
    tier,
    leverage: str(new Dec(rec.leverage).multipliedBy(100)),
    ...liquidationPrices(rec, inst, b, m, tier),
  };
}

/** ROI on the margin committed (IM and added margin, not the fee to close), else on the cost; break-even. */
function returns(
  rec: PositionRecord,
  inst: Instrument,
  b: Basics,
  margins: Margins,
  upl: Dec,
  uplLast: Dec,
): { roi: Dec; roiLast: Dec; breakeven: string } {
  const cost = b.inverse ? (b.entry.isZero() ? ZERO : b.abs.dividedBy(b.entry)) : b.abs.multipliedBy(b.entry);
  const committed = margins.im.minus(margins.closeFee);
  const base = committed.isGreaterThan(0) ? committed : cost;
  const feePerContract = b.abs.isZero() ? ZERO : new Dec(rec.openFee).dividedBy(b.abs);
  const breakeven = b.inverse || b.entry.isZero() ? b.entry : b.entry.plus(feePerContract.multipliedBy(b.dir));
  const tick = inst.kind === 'option' ? inst.config.tickSize : inst.rules.tickSize;
  return {
    roi: base.isZero() ? ZERO : upl.dividedBy(base),
    roiLast: base.isZero() ? ZERO : uplLast.dividedBy(base),
    breakeven: str(roundToStep(breakeven, tick, b.dir === 1 ? BigNumber.ROUND_UP : BigNumber.ROUND_DOWN)),
  };
}

/** A full TP/SL leg as the wire shows it: price '0', trigger kind LastPrice and a market close when off. */
function legOnWire(leg: TpSlLeg | undefined): {
  price: string;
  triggerBy: TriggerBy;
  orderType: 'Market' | 'Limit';
  limitPrice: string;
} {
  return {
    price: leg?.triggerPrice ?? '0',
    triggerBy: leg?.triggerBy ?? 'LastPrice',
    orderType: leg?.limitPrice ? 'Limit' : 'Market',
    limitPrice: leg?.limitPrice ?? '0',
  };
}

/** The full TP/SL as one entry of the position's TP/SL list (`fullTpsl`); null when neither leg is set. */
function fullTpSlEntry(rec: PositionRecord, abs: Dec): TpSlEntry | null {
  if (!rec.takeProfit && !rec.stopLoss) return null;
  const tp = legOnWire(rec.takeProfit);
  const sl = legOnWire(rec.stopLoss);
  return {
    orderId: '',
    takeProfit: tp.price,
    stopLoss: sl.price,
    qty: str(abs),
    tpTriggerBy: tp.triggerBy,
    slTriggerBy: sl.triggerBy,
    stopOrderType: rec.takeProfit ? 'TakeProfit' : 'StopLoss',
    tpOrderType: tp.orderType,
    slOrderType: sl.orderType,
    limitTakeProfit: tp.limitPrice,
    limitStopLoss: sl.limitPrice,
    parentOrderId: '',
    updatedAt: rec.updatedAt,
  };
}

/** TP/SL (whole and partial), trailing stop and MMR close, as the table's TP/SL cell reads them ('0' / '' when off). */
function protectionFields(rec: PositionRecord, inst: Instrument, abs: Dec, partials: TpSlEntry[]): Partial<Position> {
  const tp = legOnWire(rec.takeProfit);
  const sl = legOnWire(rec.stopLoss);
  const tps = partials.filter((e) => e.takeProfit !== '0');
  const sls = partials.filter((e) => e.stopLoss !== '0');
  // what a new partial take-profit / stop-loss may still cover: the size less the open partials
  const freeOf = (entries: readonly TpSlEntry[]): string =>
    str(
      Dec.max(
        ZERO,
        entries.reduce((left, e) => left.minus(e.qty), abs),
      ),
    );
  return {
    tpSlMode: partials.length ? 'Partial' : 'Full',
    takeProfit: tp.price,
    stopLoss: sl.price,
    tpTriggerBy: tp.triggerBy,
    slTriggerBy: sl.triggerBy,
    trailingStop: rec.trailing?.distance ?? '0',
    trailValuePercentageE4: rec.trailing?.rateE4 ?? '0',
    activationPrice: rec.trailing?.activationPrice ?? '0',
    tsTriggerPrice: trailingTrigger(rec, inst),
    triggerMmRate: rec.mmrClose ? fixed(new Dec(rec.mmrClose.triggerMmRateE2).dividedBy(100), 2) : '',
    tpOrderNum: tps.length,
    slOrderNum: sls.length,
    tpFreeSize: freeOf(tps),
    slFreeSize: freeOf(sls),
    fullTpsl: fullTpSlEntry(rec, abs),
    partialTpslList: partials,
  };
}

/** An option's contract terms, greeks (per contract × signed size) and mark IV. */
function optionFields(
  inst: Extract<Instrument, { kind: 'option' }>,
  size: Dec,
  m: PositionMarketInputs,
): Partial<Position> {
  const g = m.greeks;
  const bySize = (v: number | undefined): string => fixed(fromFloat(v ?? 0).multipliedBy(size), 8);
  return {
    deliveryTime: inst.deliveryTime,
    strikePrice: inst.strike,
    symbolType: inst.optionType,
    delta: bySize(g?.delta),
    gamma: bySize(g?.gamma),
    vega: bySize(g?.vega),
    theta: bySize(g?.theta),
    iv: fixed(fromFloat(m.markIv ?? 0), 4),
  };
}

/** What the view's fields are built from: the record read once, margins, PnL at mark and at last, returns. */
interface Figures {
  b: Basics;
  margins: Margins;
  value: Dec;
  upl: Dec;
  uplLast: Dec;
  roi: Dec;
  roiLast: Dec;
  breakeven: string;
}

function figuresOf(rec: PositionRecord, inst: Instrument, m: PositionMarketInputs): Figures {
  const b = basicsOf(rec, inst);
  const { upl, value } = positionPnl(rec, inst, m.mark);
  const uplLast = positionPnl(rec, inst, m.last).upl;
  const margins = inst.kind === 'option' ? optionMargins(b, inst, m) : contractMargins(rec, inst, b, m, value);
  return { b, margins, value, upl, uplLast, ...returns(rec, inst, b, margins, upl, uplLast) };
}

/** Money in the settle coin as the table shows it (8 decimals). */
const m8 = (v: Dec): string => str(money(v));

/** Which position: symbol, side, size, mode, leverage, risk tier; its prices: entry, mark, liquidation, break-even. */
function headFields(rec: PositionRecord, m: PositionMarketInputs, f: Figures): Position {
  const { b, margins } = f;
  return {
    symbol: rec.symbol,
    side: b.dir === 1 ? 'Buy' : 'Sell',
    size: str(b.abs),
    positionIdx: rec.positionIdx ?? 0,
    mode: rec.positionIdx ? 'BothSide' : 'MergedSingle',
    leverage: margins.leverage,
    isIsolated: rec.isIsolated,
    isAutoAddMargin: rec.autoAddMargin ?? false,
    riskId: margins.tier?.id ?? 1,
    entryPrice: str(rec.entryPrice),
    sessionAvgPrice: str(b.session),
    markPrice: str(m.mark),
    liqPrice: margins.liq,
    liqPriceByMp: margins.liq,
    bustPrice: margins.bust,
    breakevenPrice: f.breakeven,
  };
}

/** Margins, value, PnL and returns. */
function marginFields(rec: PositionRecord, f: Figures, isOption: boolean): Partial<Position> {
  const { im, mm } = f.margins;
  return {
    positionBalance: m8(im),
    positionMargin: m8(im),
    positionIM: m8(im),
    positionMM: m8(mm),
    initialMargin: m8(isOption ? im : f.margins.initial),
    // what the position costs without the trader's added margin: positions.md §5's max add is
    // value − minPositionCost − newExtraAddedMargin, so the added margin must not be in here too
    minPositionCost: m8(isOption ? im : f.margins.initial.plus(f.margins.closeFee)),
    positionValue: m8(f.value),
    value: m8(f.value),
    positionUPL: m8(f.upl),
    positionUPLByLastPrice: m8(f.uplLast),
    positionRPL: str(rec.positionRPL),
    cumRealisedPnl: str(rec.cumRealisedPnl),
    roi: fixed(f.roi, 8),
    roiByLastPrice: fixed(f.roiLast, 8),
    ROI: fixed(f.roi.multipliedBy(100), 2),
  };
}

/** Fees, added margin, the qty a close may take, coins, MMR, ADL rank and the table's fixed columns. */
function tailFields(rec: PositionRecord, inst: Instrument, m: PositionMarketInputs, f: Figures): Partial<Position> {
  const { b, margins } = f;
  const isOption = inst.kind === 'option';
  return {
    occClosingFee: m8(margins.closeFee),
    occFundingFee: str(rec.fundingFee ?? '0'),
    newExtraAddedMargin: m8(b.extra),
    freeCost: '0',
    // what a close may still take: the size less the resting orders that already close it
    freeQty: isOption ? str(b.abs) : str(Dec.max(ZERO, b.abs.minus(m.closing ?? ZERO))),
    baseCoin: inst.baseCoin,
    coin: inst.settleCoin,
    settleCoin: inst.settleCoin,
    marketsType: marketTypeOf(inst),
    mmRate: fixed(positionMmr(margins.im, margins.mm, f.upl), 6),
    reduceOnly: false,
    positionFundingFee: str(rec.fundingFee ?? '0'),
    tradePnl: m8(new Dec(rec.positionRPL)),
    firstOpenPzTime: rec.createdAt,
    term: '',
    alreadyClosePz: false,
    updatedAtE3: rec.updatedAt,
    adlRankIndicator: isOption ? 0 : (m.adlRank ?? 3),
    refInfoList: [],
    fq: '0',
    bv2c: isOption ? '0' : fixed(valueToCost('Buy', rec.leverage), 8),
    sv2c: isOption ? '0' : fixed(valueToCost('Sell', rec.leverage), 8),
    assetIM: m8(margins.im),
    assetMM: m8(margins.mm),
  };
}

/**
 * Everything the positions table shows, computed from the stored record and the market
 * (bignumber.js throughout). Rules (documented in API.md):
 * - positionValue: |size| × mark (inverse: |size| / mark, in BTC);
 * - UPL: (mark − s) × size (inverse: size × (1/s − 1/mark)), s the session average price (the
 *   entry price but for USDC contracts after a session settlement); by last price likewise;
 * - contracts: initialMargin = value / leverage; occClosingFee = the fee to close at the
 *   bankruptcy price by leverage; positionIM = positionMargin = positionBalance = initialMargin +
 *   occClosingFee + added margin; MM = value × tier rate − deduction; long option IM = MM = 0
 *   (premium paid), short option IM/MM per contract from shared-core optionRisk;
 * - roi = UPL / IM, or UPL / cost (|size| × entry) when IM is 0; ROI = roi in percent;
 * - liq and bust price: isolated, the isolated formula on the session average price, leverage and
 *   added margin; cross (given `m.cross`), where the cross pool's equity meets its maintenance
 *   (bust: equity 0), see `crossLiquidationPrice`; options have none ('');
 * - break-even: entry ± fees paid to open per contract (inverse: entry);
 * - greeks: per contract × signed size.
 */
export function positionView(
  rec: PositionRecord,
  inst: Instrument,
  m: PositionMarketInputs,
  partials: TpSlEntry[] = [],
): Position {
  const f = figuresOf(rec, inst, m);
  // (one Object.assign, not a literal of spreads: V8 builds that several times slower for this many fields)
  const p: Position = Object.assign(
    headFields(rec, m, f),
    marginFields(rec, f, inst.kind === 'option'),
    protectionFields(rec, inst, f.b.abs, partials),
    tailFields(rec, inst, m, f),
    inst.kind === 'option' ? optionFields(inst, f.b.size, m) : {},
  );
  if (f.margins.leverage === undefined) delete p.leverage;
  return p;
}
