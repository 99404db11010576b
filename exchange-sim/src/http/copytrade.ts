import type { OrderSide } from 'shared-core/domain';
import { ErrorCode, SimError } from '../errors';
import type { PerpInstrument } from '../market/instruments';
import type { CopyTradeRole } from '../store/types';
import { BigNumber, Dec, str } from '../util/decimal';
import { decimal, int, oneOf, positionIdx, reqStr } from './params';
import { createOrder } from './routes/orders';
import { throwIfSplitFailed } from '../trading/contracts';
import type { AppContext, Req, Route } from './context';

/**
 * Copy trading (positions.md §6, §7): copy-trade accounts close through their own endpoints; a
 * leader's create / close / close-all is mirrored to every follower with qty × the follower's
 * ratio (rounded down to the lot step; skipped below minQty). Copy trading covers USDT
 * perpetuals only. Non-copy-trade accounts → 30100; a follower opening → 30101.
 */
const TIFS = ['GoodTillCancel', 'ImmediateOrCancel', 'FillOrKill', 'PostOnly'] as const;

function roleOf(app: AppContext, userId: number): CopyTradeRole {
  const role = app.repo.findUser(userId)?.copyTrade;
  if (!role) throw new SimError(ErrorCode.NOT_COPY_TRADE_ACCOUNT);
  return role;
}

function copySymbol(app: AppContext, symbol: string): PerpInstrument {
  const inst = app.market.instrument(symbol);
  if (!inst) throw new SimError(ErrorCode.UNKNOWN_SYMBOL, `unknown symbol ${symbol}`);
  if (inst.kind !== 'linear' || inst.deliveryTime !== undefined)
    throw new SimError(ErrorCode.PARAMS, 'symbol: copy trading supports USDT perpetuals only');
  return inst;
}

function followersOf(app: AppContext, leaderId: number): { userId: number; ratio: Dec }[] {
  return app.repo
    .listUsers()
    .filter((u) => u.copyTrade?.role === 'follower' && u.copyTrade.leaderId === leaderId)
    .map((u) => ({ userId: u.userId, ratio: new Dec((u.copyTrade as { ratio: string }).ratio) }));
}

/** qty × ratio on the lot step, or null when below the minimum. */
function scaled(inst: PerpInstrument, qty: Dec, ratio: Dec): Dec | null {
  const step = new Dec(inst.rules.qtyStep);
  const q = qty.multipliedBy(ratio).dividedBy(step).integerValue(BigNumber.ROUND_DOWN).multipliedBy(step);
  return q.isLessThan(inst.rules.minQty) ? null : q;
}

interface CopyResult {
  userId: number;
  orderId?: string;
  errorCode: number;
}

/** Run `place` for each follower; failures are reported, never thrown. */
function mirror(app: AppContext, leaderId: number, place: (userId: number, ratio: Dec) => string | null): CopyResult[] {
  const out: CopyResult[] = [];
  for (const f of followersOf(app, leaderId)) {
    try {
      const orderId = place(f.userId, f.ratio);
      if (orderId !== null) out.push({ userId: f.userId, orderId, errorCode: 0 });
    } catch (e) {
      out.push({ userId: f.userId, errorCode: e instanceof SimError ? e.code : ErrorCode.INTERNAL });
    }
  }
  return out;
}

function closeOrder(
  app: AppContext,
  userId: number,
  inst: PerpInstrument,
  o: { side: OrderSide; qty: Dec; orderType: 'Limit' | 'Market'; price?: Dec; timeInForce: (typeof TIFS)[number] },
): { orderId: string; failedQty: Dec; stopReason?: string } {
  // a market close above maxMarketQty is split like order/create's (ContractDesk.placeOrderSplit)
  const placed = app.desk.placeOrderSplit(userId, {
    symbol: inst.symbol,
    side: o.side,
    orderType: o.orderType,
    qty: o.qty,
    price: o.price,
    timeInForce: o.orderType === 'Market' && o.timeInForce === 'GoodTillCancel' ? 'ImmediateOrCancel' : o.timeInForce,
    reduceOnly: true,
    closeOnTrigger: true,
    positionIdx: 0,
    createType: 'CreateByClosing',
  });
  return { orderId: placed.orders[0]!.orderId, failedQty: placed.failedQty, stopReason: placed.stopReason };
}

/** A follower's split close that could not be placed whole reports 39303 in its `copies` entry. */
function closedWhole(inst: PerpInstrument, c: { orderId: string; failedQty: Dec; stopReason?: string }): string {
  throwIfSplitFailed(inst.symbol, c);
  return c.orderId;
}

function positionSize(app: AppContext, userId: number, symbol: string): Dec {
  return new Dec(app.repo.getPosition(userId, symbol)?.size ?? 0);
}

const closePosition = (r: Req, app: AppContext): unknown => {
  const role = roleOf(app, r.userId);
  const b = r.body;
  const inst = copySymbol(app, reqStr(b, 'symbol', 64));
  positionIdx(b);
  const side = oneOf(b, 'side', ['Buy', 'Sell'] as const);
  const orderType = oneOf(b, 'orderType', ['Limit', 'Market'] as const);
  const x = decimal(b, 'qtyX', { allowNumber: true, positive: true, max: '1e28' })!;
  if (!x.isInteger()) throw new SimError(ErrorCode.PARAMS, 'qtyX: must be an integer (quantity × 1e8)');
  const qty = x.dividedBy(1e8);
  const price = orderType === 'Limit' ? decimal(b, 'price', { positive: true, max: '1e12' }) : undefined;
  const timeInForce = oneOf(b, 'timeInForce', TIFS, orderType === 'Market' ? 'ImmediateOrCancel' : 'GoodTillCancel');
  const size = positionSize(app, r.userId, inst.symbol);
  if (size.isZero()) throw new SimError(ErrorCode.NO_POSITION);
  const own = closeOrder(app, r.userId, inst, { side, qty, orderType, price, timeInForce });
  const copies =
    role.role === 'leader'
      ? mirror(app, r.userId, (uid) => {
          const own = positionSize(app, uid, inst.symbol);
          if (own.isZero()) return null;
          // the follower closes the same share of its position as the leader (multiplied first: exact)
          const q = scaled(inst, Dec.min(own.abs(), own.abs().multipliedBy(qty).dividedBy(size.abs())), new Dec(1));
          return q
            ? closedWhole(inst, closeOrder(app, uid, inst, { side, qty: q, orderType, price, timeInForce }))
            : null;
        })
      : [];
  return closeAnswer(inst, own, copies);
};

/** The close's answer: 39303 (with the same result) when the caller's own split close was not placed whole. */
function closeAnswer(
  inst: PerpInstrument,
  own: { orderId: string; failedQty: Dec; stopReason?: string },
  copies: unknown[],
): unknown {
  const result = {
    orderId: own.orderId,
    symbol: inst.symbol,
    copies,
    create_order_failed_qty_x: str(own.failedQty.multipliedBy(1e8)),
  };
  throwIfSplitFailed(inst.symbol, own, result);
  return result;
}

const closeAll = (r: Req, app: AppContext): unknown => {
  const role = roleOf(app, r.userId);
  const inst = copySymbol(app, reqStr(r.body, 'symbol', 64));
  positionIdx(r.body);
  const size = positionSize(app, r.userId, inst.symbol);
  if (size.isZero()) throw new SimError(ErrorCode.NO_POSITION);
  const all = (uid: number, s: Dec) =>
    closeOrder(app, uid, inst, {
      side: s.isPositive() ? 'Sell' : 'Buy',
      qty: s.abs(),
      orderType: 'Market',
      timeInForce: 'ImmediateOrCancel',
    });
  const own = all(r.userId, size);
  const copies =
    role.role === 'leader'
      ? mirror(app, r.userId, (uid) => {
          const theirs = positionSize(app, uid, inst.symbol);
          return theirs.isZero() ? null : closedWhole(inst, all(uid, theirs));
        })
      : [];
  return closeAnswer(inst, own, copies);
};

const create = (r: Req, app: AppContext): unknown => {
  const role = roleOf(app, r.userId);
  const b = r.body;
  const inst = copySymbol(app, reqStr(b, 'symbol', 64));
  const closing = b.action === 'PositionClose' || b.reduceOnly === true;
  if (role.role === 'follower' && !closing) throw new SimError(ErrorCode.COPY_TRADE_FOLLOWER_OPEN);
  if (b.leverageE2 !== undefined) int(b, 'leverageE2', { min: 1, max: 1_000_000 });
  const placed = createOrder(r, app) as { orderId: string; qty: string };
  const copies =
    role.role === 'leader'
      ? mirror(app, r.userId, (uid, ratio) => {
          const q = scaled(inst, new Dec(placed.qty), ratio);
          if (!q) return null;
          const sub = createOrder({ ...r, userId: uid, body: { ...b, qtyX: undefined, qty: str(q) } }, app) as {
            orderId: string;
          };
          return sub.orderId;
        })
      : [];
  return { ...placed, copies };
};

export const copyTradeRoutes: Route[] = [
  { method: 'POST', path: '/private/v1/common/order/close-position', private: true, handle: closePosition },
  { method: 'POST', path: '/fapi/beehive/private/v1/common/order/close-all', private: true, handle: closeAll },
  { method: 'POST', path: '/fapi/beehive/private/v1/common/order/create', private: true, handle: create },
];
