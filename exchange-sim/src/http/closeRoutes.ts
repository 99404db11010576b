import { ErrorCode, SimError } from '../errors';
import { isDelivered } from '../market/instruments';
import { OPTION_RISK_DEFAULTS } from 'shared-core/domain';
import { MAKER_FEE_RATE, TAKER_FEE_RATE } from '../trading/risk';
import { Dec, str } from '../util/decimal';
import type { AppContext, Route } from './context';
import { oneOf, positionIdx, queryObject, reqStr } from './params';
import { ORDER_TYPES, optPrice, qtyOf } from './routes/contractParams';

// What the close dialog asks before it sends (positions.md §2 "Close-position dialog", §5, §9):
// the fee rate a symbol's close pays, and the close pre-check (what the close would leave, and
// whether it warns of liquidation).

/** positions.md §9 "Close-liquidation tip tolerance 0.001": a close price within 0.1 % of the liquidation price warns. */
export const CLOSE_LIQUIDATION_TOLERANCE = '0.001';

/** The fee rates the simulator charges on `symbol` (the same every contract pays in settlement). */
export function feeRateOf(app: AppContext, symbol: string): Record<string, string> {
  const inst = app.market.instrument(symbol);
  if (!inst) throw new SimError(ErrorCode.UNKNOWN_SYMBOL, `unknown symbol ${symbol}`);
  if (inst.kind === 'option')
    return {
      symbol,
      feeBase: 'index',
      takerFeeRate: TAKER_FEE_RATE,
      makerFeeRate: MAKER_FEE_RATE,
      maxPriceProportion: OPTION_RISK_DEFAULTS.MAX_PRICE_PROPORTION,
    };
  return { symbol, feeBase: 'value', takerFeeRate: TAKER_FEE_RATE, makerFeeRate: MAKER_FEE_RATE };
}

export interface PreClose {
  symbol: string;
  positionIdx: 0 | 1 | 2;
  side: 'Buy' | 'Sell';
  /** what the close takes: the asked qty, at most the size */
  closeQty: string;
  /** what the position keeps afterwards */
  remainingSize: string;
  /** the price the check used: the limit price, or the mark for a market close */
  closePrice: string;
  liqPrice: string;
  /** true when the close price is at or past the liquidation price (within the tolerance) */
  liquidationWarning: boolean;
  /** the message key the front end shows with the second confirmation ('' when none) */
  warning: '' | 'closeLiquidationWarning';
}

/** The close pre-check: pure reading of the position and the market, nothing stored. */
export function preClose(
  app: AppContext,
  userId: number,
  symbol: string,
  idx: 0 | 1 | 2,
  orderType: 'Limit' | 'Market',
  qty: Dec,
  price: Dec | undefined,
): PreClose {
  const inst = app.market.instrument(symbol);
  if (!inst) throw new SimError(ErrorCode.UNKNOWN_SYMBOL, `unknown symbol ${symbol}`);
  if (inst.kind !== 'option' && isDelivered(inst, app.market.now()))
    throw new SimError(ErrorCode.UNKNOWN_SYMBOL, `${symbol} is delivered`);
  const p = app.engine.positionOf(userId, symbol, idx);
  const size = new Dec(p?.size ?? '0').abs();
  if (!p || size.isZero()) throw new SimError(ErrorCode.NO_POSITION);
  if (orderType === 'Limit' && !price) throw new SimError(ErrorCode.PARAMS, 'price: required for a Limit close');
  const closeQty = Dec.min(qty, size);
  const closePrice = orderType === 'Limit' ? price! : app.market.markPrice(symbol);
  const liq = new Dec(p.liqPrice && p.liqPrice !== '' ? p.liqPrice : '0');
  const tol = new Dec(CLOSE_LIQUIDATION_TOLERANCE);
  const long = p.side === 'Buy';
  const warn =
    liq.isGreaterThan(0) &&
    (long
      ? closePrice.isLessThanOrEqualTo(liq.multipliedBy(new Dec(1).plus(tol)))
      : closePrice.isGreaterThanOrEqualTo(liq.multipliedBy(new Dec(1).minus(tol))));
  return {
    symbol,
    positionIdx: idx,
    side: p.side === 'Buy' ? 'Buy' : 'Sell',
    closeQty: str(closeQty),
    remainingSize: str(size.minus(closeQty)),
    closePrice: str(closePrice),
    liqPrice: str(liq),
    liquidationWarning: warn,
    warning: warn ? 'closeLiquidationWarning' : '',
  };
}

export const closeRoutes: Route[] = [
  {
    method: 'GET',
    path: '/contract/v5/public/fee-rate',
    private: false,
    handle: (r, app) => feeRateOf(app, reqStr(queryObject(r.query), 'symbol', 64)),
  },
  {
    method: 'POST',
    path: '/contract/v5/private/position/pre-close',
    private: true,
    handle: (r, app) =>
      preClose(
        app,
        r.userId,
        reqStr(r.body, 'symbol', 64),
        positionIdx(r.body),
        oneOf(r.body, 'orderType', ORDER_TYPES),
        qtyOf(r.body)!,
        optPrice(r.body, 'price'),
      ),
  },
];
