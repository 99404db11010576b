import type { OrderSide, OrderType, TimeInForce } from 'shared-core/domain';
import { ErrorCode, SimError } from '../../errors';
import type { Instrument } from '../../market/instruments';
import { marketTypeOf, throwIfSplitFailed } from '../../trading/contracts';
import { Dec, str } from '../../util/decimal';
import { isContractCreateAnswer } from '../../store/types';
import type { AppContext, Req, Route } from '../context';
import { historyRange, inRange, pageOf } from './historyRange';
import { bool, decimal, int, oneOf, positionIdx, queryObject, reqStr, str as optStr } from '../params';
import {
  MAX_PRICE_STR,
  ORDER_TYPES,
  SIDES,
  TIFS,
  leverageOf,
  optPrice,
  optTriggerBy,
  qtyOf,
  triggerBy,
} from './contractParams';

// Orders: contract create / cancel / replace / close-all, the order and execution lists.

/**
 * POST /contract/v5/order/create (also /x-api/…): contract orders and option closes. A market
 * close above maxMarketQty is split (ContractDesk.placeOrderSplit): the answer is that of its
 * first child, with `qty` the quantity of all children and `splitOrderIds` (every child, in
 * order); when part of it could not be placed, 39303 with the same `result` and
 * create_order_failed_qty_x = the unplaced quantity × 1e8.
 */
/** The fields every create reads, parsed in the order their errors are reported. */
function parseCreate(b: Record<string, unknown>, app: AppContext) {
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
  return {
    symbol,
    inst,
    side,
    orderType,
    qty,
    price,
    timeInForce,
    reduceOnly,
    closeOnTrigger,
    idx,
    orderLinkId,
    createType,
  };
}

type CreateFields = ReturnType<typeof parseCreate>;

/** An option through the contract path: the batch-place rules (option close and option orders). */
function createOptionOrder(userId: number, app: AppContext, c: CreateFields): unknown {
  const { symbol, orderLinkId, qty, price, side, orderType, timeInForce, reduceOnly } = c;
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
  const res = app.engine.placeOptionOrder(userId, req);
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

/** A perpetual or future: placed (or split) by the desk; the answer is kept under its orderLinkId. */
function createContractOrder(userId: number, app: AppContext, c: CreateFields, b: Record<string, unknown>): unknown {
  const { symbol, side, orderType, qty, price, timeInForce, reduceOnly, closeOnTrigger, idx, orderLinkId, createType } =
    c;
  // A retried create with the same orderLinkId gets the first answer and places nothing: a client
  // whose answer was lost (timeout, dropped connection, restart) must not double the order.
  const idemKey = orderLinkId ? `create:${orderLinkId}` : undefined;
  const previous = idemKey ? app.repo.getIdempotent(userId, idemKey) : undefined;
  if (previous && isContractCreateAnswer(previous)) {
    if (previous.retCode !== 0) throw new SimError(previous.retCode as ErrorCode, previous.retMsg, previous.result);
    return previous.result;
  }
  const placed = app.desk.placeOrderSplit(userId, {
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
  try {
    throwIfSplitFailed(symbol, placed, result);
  } catch (e) {
    // part of a split close was placed: a retry must get this answer, not place the rest again
    if (idemKey && e instanceof SimError)
      app.repo.putIdempotent(userId, idemKey, { kind: 'contractCreate', retCode: e.code, retMsg: e.message, result });
    throw e;
  }
  if (idemKey) app.repo.putIdempotent(userId, idemKey, { kind: 'contractCreate', retCode: 0, retMsg: 'OK', result });
  return result;
}

export function createOrder(r: Req, app: AppContext): unknown {
  const c = parseCreate(r.body, app);
  return c.inst.kind === 'option' ? createOptionOrder(r.userId, app, c) : createContractOrder(r.userId, app, c, r.body);
}

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

/**
 * The most orders one cancel-totally-integrated call cancels (order-panel.md §8, 11050): above it
 * the first CANCEL_ALL_MAX are cancelled and the call answers 11050; the rest stay open.
 */
export const CANCEL_ALL_MAX = 50;

/** Order history page sizes (closed / all): the default, and the most one call may ask for. */
export const ORDER_PAGE_DEFAULT = 200;
export const ORDER_PAGE_MAX = 500;
/** Execution history page sizes: the default (the old fixed 100), and the most one call may ask for. */
export const EXECUTION_PAGE_DEFAULT = 100;
export const EXECUTION_PAGE_MAX = 500;

export const orderRoutes: Route[] = [
  {
    method: 'GET',
    path: '/contract/v5/order/list',
    private: true,
    handle: (r, app) => {
      const status = r.query.get('status') ?? 'open';
      if (status !== 'open' && status !== 'closed' && status !== 'all')
        throw new SimError(ErrorCode.PARAMS, 'status must be open, closed or all');
      const symbol = r.query.get('symbol') ?? undefined;
      const orders = app.repo.listOrders(r.userId, { open: status === 'all' ? undefined : status === 'open', symbol });
      if (status === 'open') return { list: orders.map((o) => app.engine.wireOrder(o)) };
      // History is paged (issue 12: 19.7 MB in one answer stalled every other client): newest first,
      // `limit` per page, `cursor` = the nextPageCursor of the page before (the last order it held,
      // so orders placed meanwhile never shift a page).
      const limit =
        int(queryObject(r.query), 'limit', { optional: true, min: 1, max: ORDER_PAGE_MAX }) ?? ORDER_PAGE_DEFAULT;
      // `startTime` / `endTime` (ms, on the order's creation time): the history tabs' 7 / 30 / 180-day chips.
      const range = historyRange(r.query);
      const { page, nextPageCursor } = pageOf(
        orders.filter((o) => inRange(o.createdAt, range)),
        (o) => o.orderId,
        r.query.get('cursor'),
        limit,
      );
      return { list: page.map((o) => app.engine.wireOrder(o)), nextPageCursor };
    },
  },
  {
    method: 'GET',
    path: '/contract/v5/execution/list',
    private: true,
    // Newest first, paged like the order history (it used to be the last 100 only): `limit`
    // (1..500, default 100), `cursor` (an execId), `startTime` / `endTime` on the execution time.
    handle: (r, app) => {
      const limit =
        int(queryObject(r.query), 'limit', { optional: true, min: 1, max: EXECUTION_PAGE_MAX }) ??
        EXECUTION_PAGE_DEFAULT;
      const range = historyRange(r.query);
      const symbol = r.query.get('symbol') ?? undefined;
      const { page, nextPageCursor } = pageOf(
        app.repo.listExecutions(r.userId, { symbol, ...range }),
        (e) => e.execId,
        r.query.get('cursor'),
        limit,
      );
      return { list: page.map((e) => app.engine.wireExecution(e)), nextPageCursor };
    },
  },
  {
    method: 'POST',
    path: '/contract/v5/order/cancel',
    private: true,
    handle: (r, app) => {
      const orderId = r.body.orderId;
      // the full TP/SL lives on the position and has no order id: cancelled by symbol + positionIdx
      if (r.body.type === 'TpSlOcoStopOrder' && (orderId === undefined || orderId === '')) {
        const symbol = reqStr(r.body, 'symbol', 64);
        app.desk.cancelFullTpSl(r.userId, symbol, positionIdx(r.body));
        return { orderId: '', orderLinkId: '', symbol, orderStatus: 'Cancelled' };
      }
      if (typeof orderId !== 'string' || orderId === '')
        throw new SimError(ErrorCode.PARAMS, 'orderId must be a non-empty string');
      const o = app.engine.cancelOrder(r.userId, orderId);
      return { orderId: o.orderId, orderLinkId: o.orderLinkId, symbol: o.symbol, orderStatus: o.orderStatus };
    },
  },
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
      const kinds = (list as string[])
        .filter((t) => t !== 'FutureSpreadOrder') // no spread orders in the simulator
        .map((t) => (t === 'TakeProfitStopLossOCO' ? 'TpSlOcoStopOrder' : t));
      let more = false;
      for (const t of kinds) {
        const limit: { max: number; more?: boolean } = { max: CANCEL_ALL_MAX - cancelled.length };
        cancelled.push(...app.desk.cancelTotally(r.userId, symbol, t, filter, undefined, limit));
        more ||= limit.more === true;
      }
      // more left than one call takes: what was cancelled stays cancelled, the call says 11050
      if (more)
        throw new SimError(
          ErrorCode.CANCEL_OVERLOAD,
          `too many orders to cancel at once: ${CANCEL_ALL_MAX} cancelled, the rest are still open`,
        );
      return { list: cancelled.map((orderId) => ({ orderId })), total: cancelled.length };
    },
  },
  {
    method: 'POST',
    path: '/contract/v5/order/replace',
    private: true,
    handle: (r, app) => {
      const b = r.body;
      if (b.tpSlMode !== undefined) oneOf(b, 'tpSlMode', ['Full', 'Partial'] as const);
      // tpSlMode Full: the position's full TP/SL (no order id), modified in place
      if (b.tpSlMode === 'Full' && (b.orderId === undefined || b.orderId === '')) {
        const symbol = reqStr(b, 'symbol', 64);
        app.desk.replaceFullTpSl(r.userId, {
          symbol,
          positionIdx: positionIdx(b),
          mode: 'Full',
          takeProfit: optPrice(b, 'takeProfit'),
          stopLoss: optPrice(b, 'stopLoss'),
          tpTriggerBy: triggerBy(b, 'tpTriggerBy'),
          slTriggerBy: triggerBy(b, 'slTriggerBy'),
          tpOrderType: oneOf(b, 'tpOrderType', ORDER_TYPES, 'Market'),
          slOrderType: oneOf(b, 'slOrderType', ORDER_TYPES, 'Market'),
          limitTakeProfit: optPrice(b, 'limitTakeProfit'),
          limitStopLoss: optPrice(b, 'limitStopLoss'),
        });
        return { orderId: '', price: '0', triggerPrice: '0', qty: '0' };
      }
      const orderId = reqStr(b, 'orderId', 64);
      optStr(b, 'symbol', { optional: true, max: 64 });
      const orderTypeOf = (f: string): OrderType | undefined =>
        b[f] === undefined || b[f] === '' ? undefined : oneOf(b, f, ORDER_TYPES);
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
        tpOrderType: orderTypeOf('tpOrderType'),
        slOrderType: orderTypeOf('slOrderType'),
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
];
