import { symbolDisplayName, tradeTypeOf, type OrderSide, type OrderType, type TimeInForce } from 'shared-core/domain';
import { ErrorCode, SimError } from '../errors';
import { currentPeriodCode, isDelivered, type Instrument, type PerpInstrument } from '../market/instruments';
import { TRIGGER_BY, marketTypeOf, maxMarketQty, throwIfSplitFailed, type TriggerBy } from '../trading/contracts';
import { riskTiers } from '../trading/riskLimits';
import { Dec, str } from '../util/decimal';
import { bool, decimal, int, oneOf, positionIdx, queryObject, reqStr, signedE8, str as optStr } from './params';
import type { AppContext, Req, Route } from './router';

const SIDES = ['Buy', 'Sell'] as const;
const ORDER_TYPES = ['Limit', 'Market'] as const;
const TIFS = ['GoodTillCancel', 'PostOnly', 'ImmediateOrCancel', 'FillOrKill'] as const;
const MAX_QTY_STR = '100000000000';
const MAX_PRICE_STR = '100000000000';

const triggerBy = (src: Record<string, unknown>, field: string): TriggerBy =>
  oneOf(src, field, TRIGGER_BY, 'LastPrice');
/** A trigger kind when the field is given (not empty), else undefined. */
const optTriggerBy = (src: Record<string, unknown>, field: string): TriggerBy | undefined =>
  src[field] === undefined || src[field] === null || src[field] === '' ? undefined : oneOf(src, field, TRIGGER_BY);

/** qtyX (× 1e8, integer string) wins over qty (decimal string). */
function qtyOf(b: Record<string, unknown>, xField = 'qtyX', field = 'qty', optional = false): Dec | undefined {
  if (b[xField] !== undefined && b[xField] !== '') {
    const x = decimal(b, xField, { allowNumber: true, max: '1e28' })!;
    if (!x.isInteger()) throw new SimError(ErrorCode.PARAMS, `${xField}: must be an integer (quantity × 1e8)`);
    const q = x.dividedBy(1e8);
    if (q.isZero()) throw new SimError(ErrorCode.PARAMS, `${xField}: must be greater than 0`);
    return q;
  }
  return decimal(b, field, { optional, positive: true, max: MAX_QTY_STR });
}

/** Leverage from leverageE2 (hundredths) or leverage (plain). */
function leverageOf(b: Record<string, unknown>): Dec | undefined {
  if (b.leverageE2 !== undefined && b.leverageE2 !== '')
    return decimal(b, 'leverageE2', { allowNumber: true, positive: true, max: '1000000' })!.dividedBy(100);
  return decimal(b, 'leverage', { optional: true, allowNumber: true, positive: true, max: '10000' });
}

const optPrice = (b: Record<string, unknown>, f: string): Dec | undefined =>
  decimal(b, f, { optional: true, max: MAX_PRICE_STR });

/**
 * POST /contract/v5/order/create (also /x-api/…): contract orders and option closes. A market
 * close above maxMarketQty is split (ContractDesk.placeOrderSplit): the answer is that of its
 * first child, with `qty` the quantity of all children and `splitOrderIds` (every child, in
 * order); when part of it could not be placed, 39303 with the same `result` and
 * create_order_failed_qty_x = the unplaced quantity × 1e8.
 */
export function createOrder(r: Req, app: AppContext): unknown {
  const b = r.body;
  const symbol = reqStr(b, 'symbol', 64);
  const inst = app.market.instrument(symbol);
  if (!inst) throw new SimError(ErrorCode.UNKNOWN_SYMBOL, `unknown symbol ${symbol}`);
  const side: OrderSide = oneOf(b, 'side', SIDES);
  const orderType: OrderType = oneOf(b, 'orderType', ORDER_TYPES);
  const qty = qtyOf(b)!;
  const price = orderType === 'Limit' ? decimal(b, 'price', { positive: true, max: MAX_PRICE_STR }) : undefined;
  let timeInForce: TimeInForce = oneOf(
    b,
    'timeInForce',
    TIFS,
    orderType === 'Market' ? 'ImmediateOrCancel' : 'GoodTillCancel',
  );
  if (orderType === 'Market' && timeInForce === 'GoodTillCancel') timeInForce = 'ImmediateOrCancel';
  if (orderType === 'Market' && timeInForce === 'PostOnly')
    throw new SimError(ErrorCode.PARAMS, 'timeInForce: PostOnly is not allowed on Market orders');
  const action = optStr(b, 'action', { optional: true, max: 32 });
  const reduceOnly = bool(b, 'reduceOnly', false) || action === 'PositionClose';
  const closeOnTrigger = bool(b, 'closeOnTrigger', false);
  const idx = positionIdx(b);
  const orderLinkId = optStr(b, 'orderLinkId', { optional: true, max: 64 });
  // createType is the simulator's to set (a client's value is ignored): the close dialog's
  // `action: PositionClose` makes a CreateByClosing order, anything else CreateByUser
  optStr(b, 'createType', { optional: true, max: 40 });
  const createType = action === 'PositionClose' ? 'CreateByClosing' : 'CreateByUser';
  if (inst.kind === 'option') {
    // option close (and option orders) through the contract path: same rules as batch place
    const req = {
      symbol,
      outRequestId: orderLinkId ?? `${symbol}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
      orderQty: str(qty),
      orderPrice: price ? str(price) : '0',
      side: side === 'Buy' ? 1 : 2,
      orderType: orderType === 'Market' ? 1 : 2,
      placeType: 1,
      placeMode: 1,
      timeInForce: TIFS.indexOf(timeInForce) + 1,
      pmTrial: true,
      // the engine refuses it without an opposite position (110017) and clamps it to the size
      reduceOnly,
    };
    const res = app.engine.placeOptionOrder(r.userId, req);
    if (res.errorCode !== 0) throw new SimError(res.errorCode as ErrorCode, res.errorMsg);
    const o = app.repo.getOrder(res.orderId!)!;
    return {
      orderId: o.orderId,
      orderLinkId: o.orderLinkId,
      symbol,
      price: o.price,
      qty: o.qty,
      orderStatus: o.orderStatus,
      create_order_failed_qty_x: '0',
    };
  }
  const placed = app.desk.placeOrderSplit(r.userId, {
    symbol,
    side,
    orderType,
    qty,
    price,
    timeInForce,
    reduceOnly,
    closeOnTrigger,
    positionIdx: idx,
    leverage: leverageOf(b),
    triggerPrice: optPrice(b, 'triggerPrice'),
    triggerBy: triggerBy(b, 'triggerBy'),
    // 0 or absent: inferred from where the trigger lies
    triggerDirection: (int(b, 'triggerDirection', { optional: true, min: 0, max: 2 }) || undefined) as
      1 | 2 | undefined,
    takeProfit: optPrice(b, 'takeProfit'),
    stopLoss: optPrice(b, 'stopLoss'),
    tpTriggerBy: triggerBy(b, 'tpTriggerBy'),
    slTriggerBy: triggerBy(b, 'slTriggerBy'),
    createType,
    orderLinkId,
    maxSlippageType:
      b.maxSlippageType === undefined || b.maxSlippageType === ''
        ? undefined
        : oneOf(b, 'maxSlippageType', ['TickSize', 'Percent'] as const),
    maxSlippage: decimal(b, 'maxSlippage', { optional: true, allowNumber: true, max: '100000' }),
  });
  const o = placed.orders[0]!;
  const result = {
    orderId: o.orderId,
    orderLinkId: o.orderLinkId,
    symbol,
    price: o.price,
    qty: str(placed.orders.reduce((sum, c) => sum.plus(c.qty), new Dec(0))),
    orderStatus: o.orderStatus,
    create_order_failed_qty_x: str(placed.failedQty.multipliedBy(1e8)),
    ...(placed.split ? { splitOrderIds: placed.orders.map((c) => c.orderId) } : {}),
  };
  throwIfSplitFailed(symbol, placed, result);
  return result;
}

/** Symbol config (positions.md §3) of a perpetual. */
/** Symbol config at `now`: delivered futures say contractStatus Delivered; inverse futures carry their current period code. */
export function symbolConfig(inst: PerpInstrument, now: number): Record<string, unknown> {
  const r = inst.rules;
  const dp = (s: string): number => (s.includes('.') ? s.split('.')[1]!.length : 0);
  const tiers = riskTiers(inst);
  const code = currentPeriodCode(inst, now);
  return {
    symbol: inst.symbol,
    symbolName: inst.symbol,
    displayName:
      inst.deliveryTime !== undefined
        ? symbolDisplayName(inst.symbol)
        : inst.kind === 'usdcPerp'
          ? `${inst.baseCoin}-PERP`
          : inst.symbol,
    tradeType: inst.tradeType ?? tradeTypeOf(inst.symbol),
    coin: inst.settleCoin,
    baseCoin: inst.baseCoin,
    settleCoin: inst.settleCoin,
    quoteCoin: inst.kind === 'inverse' ? 'USD' : inst.settleCoin,
    contractStatus: isDelivered(inst, now) ? 'Delivered' : 'Trading',
    contractType: marketTypeOf(inst),
    tickSize: r.tickSize,
    tickSizeFraction: dp(r.tickSize),
    priceFraction: dp(r.tickSize),
    priceStep: r.tickSize,
    lotSize: r.qtyStep,
    lotStep: r.qtyStep,
    lotFraction: dp(r.qtyStep),
    minQty: r.minQty,
    maxQty: r.maxQty,
    maxMarketQty: str(maxMarketQty(inst)),
    minPrice: r.minPrice,
    maxPrice: r.maxPrice,
    balanceFraction: inst.kind === 'inverse' ? 8 : 4,
    upnlFraction: inst.kind === 'inverse' ? 8 : 4,
    initMargin: tiers[0]!.startingMargin,
    maintainMargin: tiers[0]!.maintainMargin,
    defaultLeverage: inst.leverage,
    maxLeverage: tiers[0]!.maxLeverage,
    riskLimitBase: tiers[0]!.riskLimitValue,
    riskLimitStep: tiers[0]!.riskLimitValue,
    depthOptions: ['1', '2', '4', '10'].map((m) => str(new Dec(r.tickSize).multipliedBy(m))),
    priceInputSteps: [r.tickSize],
    copyTradeLeverage: { min: '1', max: '30' },
    tags: [inst.deliveryTime === undefined ? 'perp' : 'futures', ...(inst.kind === 'usdcPerp' ? ['usdc'] : [])],
    ...(inst.deliveryTime !== undefined
      ? { deliveryTime: inst.deliveryTime, ...(code ? { periodCode: code } : {}) }
      : {}),
  };
}

const EXCHANGE_RATES: Readonly<Record<string, string>> = {
  USD: '1',
  EUR: '0.92',
  GBP: '0.79',
  JPY: '151.2',
  CNY: '7.24',
  KRW: '1365',
  TRY: '32.4',
  KZT: '447.5',
  IDR: '15850',
  HKD: '7.82',
  AED: '3.6725',
  GEL: '2.68',
  RUB: '92.5',
  INR: '83.4',
  BRL: '5.05',
  VND: '25400',
};

const DOUBLE_CONFIRM_FLAGS = [
  'hideCloseAllPosition',
  'cancelOrderNotifyClose',
  'cancelAllConfirm',
  'createOrderNotifyClose',
  'modifyOrderNotifyClose',
  'tradeNotifyClose',
] as const;

/** Market types of close-all (positions.md §1: the contract ones; options are never closed by it). */
const CLOSE_ALL_MARKET_TYPES = [
  'UsdtPerpetual',
  'UsdcPerpetual',
  'InversePerpetual',
  'UsdtFutures',
  'UsdcFutures',
  'InverseFutures',
] as const;

const ORDER_TYPE_CODES = [
  'Activity',
  'TpSlOcoStopOrder',
  'NormalStop',
  'TakeProfitStopLossOCO',
  'TrailOrders',
  'MmRateCloseStopOrder',
  'FutureSpreadOrder',
  'PartialTpSlConditional',
] as const;

/** Routes beyond the option-entry foundation (positions area, order panel, settings). */
/**
 * Business lines of `symbolBuType` (positions.md §7 "business line hint (usdt, usdc or inverse)",
 * order-panel.md §7 "business marker usdt"): which instruments a cancel-all touches.
 */
const BUSINESS_LINES = {
  /** USDT-settled: linear perpetuals and futures, USDT options */
  usdt: (i: Instrument) => i.kind !== 'inverse' && i.settleCoin === 'USDT',
  /** USDC-settled: USDC perpetuals and futures, USDC options */
  usdc: (i: Instrument) => i.kind !== 'inverse' && i.settleCoin === 'USDC',
  /** coin-settled inverse perpetuals and futures */
  inverse: (i: Instrument) => i.kind === 'inverse',
} as const;

export const extraRoutes: Route[] = [
  // ---------------------------------------------------------------- public quotes and config
  {
    method: 'GET',
    path: '/contract/v5/public/support/symbol-price',
    private: false,
    handle: (r, app) => {
      const symbol = r.query.get('symbol');
      const list: Record<string, unknown> = {};
      for (const inst of app.market.instruments.values()) {
        if (symbol ? inst.symbol !== symbol : inst.kind === 'option' || isDelivered(inst, app.market.now())) continue;
        const last = app.market.lastPrice(inst.symbol);
        const mark = app.market.markPrice(inst.symbol);
        const index = app.market.indexOf(inst.symbol);
        list[inst.symbol] = {
          symbol: inst.symbol,
          lastPrice: str(last),
          markPrice: str(mark),
          indexPrice: str(index),
          lastPriceE8: str(last.multipliedBy(1e8).integerValue()),
          markPriceE8: str(mark.multipliedBy(1e8).integerValue()),
          indexPriceE8: str(index.multipliedBy(1e8).integerValue()),
        };
      }
      if (symbol && !Object.hasOwn(list, symbol))
        throw new SimError(ErrorCode.UNKNOWN_SYMBOL, `unknown symbol ${symbol}`);
      return { list };
    },
  },
  {
    method: 'GET',
    path: '/contract/v5/position/risk-limit-list',
    private: false,
    handle: (r, app) => {
      const q = queryObject(r.query);
      const inst = app.desk.perp(reqStr(q, 'symbol', 64));
      return {
        list: riskTiers(inst).map((t) => ({
          id: t.id,
          riskLimitValue: t.riskLimitValue,
          startingMarginE8: str(new Dec(t.startingMargin).multipliedBy(1e8).integerValue()),
          maintainMarginE8: str(new Dec(t.maintainMargin).multipliedBy(1e8).integerValue()),
          maxLeverageE2: str(new Dec(t.maxLeverage).multipliedBy(100).integerValue()),
          mmDeduction: t.mmDeduction,
          isLowestRisk: t.id === 1,
        })),
      };
    },
  },
  {
    method: 'GET',
    path: '/contract/v5/public/instrument/slippage',
    private: false,
    handle: (r, app) => {
      const q = queryObject(r.query);
      const symbol = reqStr(q, 'symbol', 64);
      const side = oneOf(q, 'side', SIDES);
      const type = oneOf(q, 'slippageType', ['TickSize', 'Percent'] as const);
      const value = decimal(q, 'slippageValue', { positive: true, max: '100000' })!;
      return {
        symbol,
        side,
        slippageType: type,
        slippageValue: str(value),
        ...app.desk.slippageDepth(symbol, side, type, value),
      };
    },
  },
  {
    method: 'GET',
    path: '/contract/v5/public/symbol-config',
    private: false,
    handle: (r, app) => {
      const symbol = r.query.get('symbol');
      const now = app.market.now();
      const list = [...app.market.instruments.values()]
        .filter(
          (i): i is PerpInstrument => i.kind !== 'option' && (symbol ? i.symbol === symbol : !isDelivered(i, now)),
        )
        .map((i) => symbolConfig(i, now));
      if (symbol && list.length === 0) throw new SimError(ErrorCode.UNKNOWN_SYMBOL, `unknown symbol ${symbol}`);
      return { list };
    },
  },
  {
    method: 'GET',
    path: '/api/exchange-rate',
    private: false,
    handle: (r) => {
      const name = (r.query.get('name') ?? 'USD').toUpperCase();
      const rate = Object.hasOwn(EXCHANGE_RATES, name) ? EXCHANGE_RATES[name] : undefined;
      if (!rate)
        throw new SimError(
          ErrorCode.PARAMS,
          `name: unknown currency (one of ${Object.keys(EXCHANGE_RATES).join(', ')})`,
        );
      return { name, base: 'USD', rate };
    },
  },
  // ---------------------------------------------------------------- orders
  { method: 'POST', path: '/contract/v5/order/create', private: true, handle: createOrder },
  { method: 'POST', path: '/x-api/contract/v5/order/create', private: true, handle: createOrder },
  {
    method: 'POST',
    path: '/contract/v5/order/cancel-totally',
    private: true,
    handle: (r, app) => {
      const symbol = reqStr(r.body, 'symbol', 64);
      if (!app.market.instrument(symbol)) throw new SimError(ErrorCode.UNKNOWN_SYMBOL, `unknown symbol ${symbol}`);
      // positionIdx 1 or 2 (hedge mode): that side's orders only; 0 or absent: every side
      const idx = positionIdx(r.body);
      const type = oneOf(r.body, 'type', [...ORDER_TYPE_CODES, 'All'] as const, 'PartialTpSlConditional');
      return {
        list: app.desk.cancelTotally(r.userId, symbol, type, undefined, idx).map((orderId) => ({ orderId })),
      };
    },
  },
  {
    method: 'POST',
    path: '/contract/v5/order/cancel-totally-integrated',
    private: true,
    handle: (r, app) => {
      const b = r.body;
      const list = b.orderTypeList ?? ['Activity'];
      if (
        !Array.isArray(list) ||
        list.length === 0 ||
        list.length > 10 ||
        !list.every((t) => typeof t === 'string' && (ORDER_TYPE_CODES as readonly string[]).includes(t))
      )
        throw new SimError(
          ErrorCode.PARAMS,
          `orderTypeList: must be a non-empty array of ${ORDER_TYPE_CODES.join(', ')}`,
        );
      const symbol = optStr(b, 'symbol', { optional: true, max: 64 });
      if (symbol && !app.market.instrument(symbol))
        throw new SimError(ErrorCode.UNKNOWN_SYMBOL, `unknown symbol ${symbol}`);
      const baseCoin = optStr(b, 'baseCoin', { optional: true, max: 10 });
      const marketType = optStr(b, 'marketType', { optional: true, max: 32 });
      const buType = optStr(b, 'symbolBuType', { optional: true, max: 32 })?.toLowerCase();
      // own keys only: `constructor` or `__proto__` are not business lines (issue 12)
      if (buType !== undefined && !Object.hasOwn(BUSINESS_LINES, buType))
        throw new SimError(ErrorCode.PARAMS, `symbolBuType: must be one of ${Object.keys(BUSINESS_LINES).join(', ')}`);
      const line = buType === undefined ? undefined : BUSINESS_LINES[buType as keyof typeof BUSINESS_LINES];
      const cancelled: string[] = [];
      const filter = (i: Instrument): boolean =>
        (!baseCoin || i.baseCoin === baseCoin) && (!marketType || marketTypeOf(i) === marketType) && (!line || line(i));
      for (const t of list as string[]) {
        if (t === 'FutureSpreadOrder') continue; // no spread orders in the simulator
        cancelled.push(
          ...app.desk.cancelTotally(r.userId, symbol, t === 'TakeProfitStopLossOCO' ? 'TpSlOcoStopOrder' : t, filter),
        );
      }
      return { list: cancelled.map((orderId) => ({ orderId })), total: cancelled.length };
    },
  },
  {
    method: 'POST',
    path: '/contract/v5/order/replace',
    private: true,
    handle: (r, app) => {
      const b = r.body;
      const orderId = reqStr(b, 'orderId', 64);
      optStr(b, 'symbol', { optional: true, max: 64 });
      // takeProfit / stopLoss: a partial TP/SL order's trigger, otherwise the order's attached TP/SL
      const o = app.desk.replace(r.userId, orderId, {
        price: optPrice(b, 'price') ?? optPrice(b, 'limitTakeProfit') ?? optPrice(b, 'limitStopLoss'),
        qty: qtyOf(b, 'qtyX', 'qty', true),
        triggerPrice: optPrice(b, 'triggerPrice'),
        triggerBy: optTriggerBy(b, 'triggerBy'),
        takeProfit: optPrice(b, 'takeProfit'),
        stopLoss: optPrice(b, 'stopLoss'),
        tpTriggerBy: optTriggerBy(b, 'tpTriggerBy'),
        slTriggerBy: optTriggerBy(b, 'slTriggerBy'),
      });
      return { orderId: o.orderId, price: o.price, triggerPrice: o.triggerPrice ?? '0', qty: o.qty };
    },
  },
  {
    method: 'POST',
    path: '/contract/v5/position/close-all',
    private: true,
    handle: (r, app) => {
      const b = r.body;
      const withUsdcPerp = bool(b, 'withUsdcPerp', true);
      const withUsdcFuture = bool(b, 'withUsdcFuture', true);
      const marketType =
        b.marketType === undefined || b.marketType === '' ? undefined : oneOf(b, 'marketType', CLOSE_ALL_MARKET_TYPES);
      return { list: app.desk.closeAll(r.userId, { withUsdcPerp, withUsdcFuture, marketType }) };
    },
  },
  {
    method: 'POST',
    path: '/combination/api/order/cancel-all',
    private: true,
    handle: (r) => {
      bool(r.body, 'cancel_all', true);
      optStr(r.body, 'symbol', { optional: true, max: 64 });
      return { list: [], total: 0 };
    },
  },
  // ---------------------------------------------------------------- positions
  {
    method: 'POST',
    path: '/contract/v5/private/position/add-margin',
    private: true,
    handle: (r, app) => {
      const p = app.desk.addMargin(
        r.userId,
        reqStr(r.body, 'symbol', 64),
        positionIdx(r.body),
        signedE8(r.body, 'addToPositionBalanceE8'),
      );
      return { symbol: p.symbol, positionIdx: p.positionIdx ?? 0, newExtraAddedMargin: p.extraMargin ?? '0' };
    },
  },
  {
    method: 'POST',
    path: '/contract/v5/private/position/pre-add-margin',
    private: true,
    handle: (r, app) =>
      app.desk.preAddMargin(
        r.userId,
        reqStr(r.body, 'symbol', 64),
        positionIdx(r.body),
        signedE8(r.body, 'addToPositionBalanceE8'),
      ),
  },
  {
    method: 'POST',
    path: '/private/position/set-auto-add-margin',
    private: true,
    handle: (r, app) => {
      const on = bool(r.body, 'newAutoAddMargin');
      app.desk.setAutoAddMargin(r.userId, reqStr(r.body, 'symbol', 64), positionIdx(r.body), on);
      return { autoAddMargin: on };
    },
  },
  {
    method: 'POST',
    path: '/contract/v5/position/switch-isolated',
    private: true,
    handle: (r, app) => {
      const isolated = int(r.body, 'tradeMode', { min: 0, max: 1 }) === 1;
      app.desk.switchIsolated(r.userId, reqStr(r.body, 'symbol', 64), isolated, leverageOf(r.body));
      return { isIsolated: isolated };
    },
  },
  {
    method: 'POST',
    path: '/contract/v5/position/set-tp-sl-ts',
    private: true,
    handle: (r, app) => {
      const b = r.body;
      const e4 =
        b.trailValuePercentageE4 === undefined || b.trailValuePercentageE4 === ''
          ? undefined
          : decimal(b, 'trailValuePercentageE4', { allowNumber: true, max: '10000' });
      return app.desk.setTpSlTs(r.userId, {
        symbol: reqStr(b, 'symbol', 64),
        positionIdx: positionIdx(b),
        mode: oneOf(b, 'tpSlMode', ['Full', 'Partial'] as const, 'Full'),
        takeProfit: optPrice(b, 'takeProfit'),
        stopLoss: optPrice(b, 'stopLoss'),
        tpTriggerBy: triggerBy(b, 'tpTriggerBy'),
        slTriggerBy: triggerBy(b, 'slTriggerBy'),
        tpOrderType: oneOf(b, 'tpOrderType', ORDER_TYPES, 'Market'),
        slOrderType: oneOf(b, 'slOrderType', ORDER_TYPES, 'Market'),
        limitTakeProfit: optPrice(b, 'limitTakeProfit'),
        limitStopLoss: optPrice(b, 'limitStopLoss'),
        tpSize: qtyOf(b, 'tpSizeX', 'tpSize', true),
        slSize: qtyOf(b, 'slSizeX', 'slSize', true),
        trailingStop: optPrice(b, 'trailingStop'),
        trailValueE4: e4,
        activationPrice: optPrice(b, 'activationPrice'),
      });
    },
  },
  {
    method: 'POST',
    path: '/contract/v5/position/set-mm-rate',
    private: true,
    handle: (r, app) => {
      const e2 = int(r.body, 'triggerMmRateE2', { min: 0, max: 9999 })!;
      app.desk.setMmRate(r.userId, reqStr(r.body, 'symbol', 64), positionIdx(r.body), e2);
      return { triggerMmRateE2: e2 };
    },
  },
  // ---------------------------------------------------------------- settings, compliance
  {
    method: 'POST',
    path: '/user/double-confirm/save',
    private: true,
    handle: (r, app) => {
      const c = r.body.confirms;
      const list = typeof c === 'string' ? (c === '' ? [] : c.split(',')) : c;
      if (
        !Array.isArray(list) ||
        !list.every((f) => typeof f === 'string' && (DOUBLE_CONFIRM_FLAGS as readonly string[]).includes(f))
      )
        throw new SimError(
          ErrorCode.PARAMS,
          `confirms: must be a list (or comma-separated string) of ${DOUBLE_CONFIRM_FLAGS.join(', ')}`,
        );
      const value = [...new Set(list as string[])].join(',');
      app.repo.putSetting(r.userId, 'doubleConfirm', value);
      return { confirms: value };
    },
  },
  {
    method: 'GET',
    path: '/user/double-confirm/list',
    private: true,
    handle: (r, app) => ({ confirms: app.repo.getSettings(r.userId).doubleConfirm ?? '' }),
  },
  {
    method: 'POST',
    path: '/v3/private/user/member/pref-setting',
    private: true,
    handle: (r, app) => {
      const u = r.body.upsert_keys;
      if (typeof u !== 'object' || u === null || Array.isArray(u))
        throw new SimError(ErrorCode.PARAMS, 'upsert_keys: must be an object of string values');
      const entries = Object.entries(u as Record<string, unknown>);
      if (entries.length === 0 || entries.length > 50) throw new SimError(ErrorCode.PARAMS, 'upsert_keys: 1..50 keys');
      for (const [k, v] of entries) {
        if (!/^[A-Za-z0-9_.-]{1,64}$/.test(k))
          throw new SimError(ErrorCode.PARAMS, `upsert_keys: bad key ${k.slice(0, 64)}`);
        if (typeof v !== 'string' || v.length > 256)
          throw new SimError(ErrorCode.PARAMS, `upsert_keys.${k}: must be a string of at most 256 characters`);
      }
      // bounded per user (issue 12: 50,000 keys, 13.4 MB per answer): new keys past the cap are refused
      const held = prefs(app, r.userId);
      const added = entries.filter(([k]) => !Object.hasOwn(held, k)).length;
      if (Object.keys(held).length + added > MAX_PREF_KEYS)
        throw new SimError(
          ErrorCode.PARAMS,
          `upsert_keys: at most ${MAX_PREF_KEYS} preferences per user (${Object.keys(held).length} held, ${added} new)`,
        );
      for (const [k, v] of entries) app.repo.putSetting(r.userId, `pref.${k}`, v as string);
      return { settings: prefs(app, r.userId) };
    },
  },
  {
    method: 'GET',
    path: '/v3/private/user/member/pref-setting',
    private: true,
    handle: (r, app) => ({ settings: prefs(app, r.userId) }),
  },
  {
    method: 'GET',
    path: '/compliance/v1/wall/regulation-info',
    private: false,
    handle: (_r, app) => app.faults.regulationInfo(),
  },
  {
    method: 'GET',
    path: '/static/compliance/integrated-trading/v1/compliance.json',
    private: false,
    handle: (_r, app) => app.faults.complianceJson(),
  },
];

/** Preferences a user may hold (each key ≤ 64 characters, each value ≤ 256): about 64 KB per answer at most. */
export const MAX_PREF_KEYS = 200;

function prefs(app: AppContext, userId: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(app.repo.getSettings(userId))) if (k.startsWith('pref.')) out[k.slice(5)] = v;
  return out;
}
