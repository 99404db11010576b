import { ErrorCode, SimError } from '../../errors';
import type { Repository } from '../../store/types';
import { SpreadBook, type SpreadSide } from '../../trading/spreadBook';
import { type Dec, parseWireDecimal } from '../../util/decimal';
import type { AppContext, Route } from '../context';
import { bool, decimal, oneOf, reqStr, str } from '../params';

// Futures spread (order-panel.md §3 futures-spread row, §7 cancel-all): the spread instruments,
// placing and listing spread orders, and the combination cancel-all. API.md "Futures spread".

export const SPREAD_INSTRUMENTS_PATH = '/combination/api/instruments';
export const SPREAD_CREATE_PATH = '/combination/api/order/create';
export const SPREAD_LIST_PATH = '/combination/api/order/list';
export const SPREAD_CANCEL_ALL_PATH = '/combination/api/order/cancel-all';

/** The panel's contract and product type of a futures spread (remote-order-panel subTabs.ts). */
const CONTRACT_TYPES = ['FutureSpread'] as const;
const PRODUCT_TYPES = ['Combination'] as const;

// one book per store: a reset store starts with none
const books = new WeakMap<Repository, SpreadBook>();
const bookOf = (app: AppContext): SpreadBook => {
  let b = books.get(app.repo);
  if (!b) books.set(app.repo, (b = new SpreadBook(app.market)));
  return b;
};

/** A spread's price may be below zero (the future under spot): a signed decimal string. */
function signedPrice(src: Record<string, unknown>): Dec {
  const v = src.price;
  if (typeof v !== 'string') throw new SimError(ErrorCode.PARAMS, 'price: is required, a decimal string');
  const neg = v.startsWith('-');
  const d = parseWireDecimal(neg ? v.slice(1) : v);
  if (!d) throw new SimError(ErrorCode.PARAMS, 'price: must be a decimal string');
  return neg ? d.negated() : d;
}

export const spreadRoutes: Route[] = [
  {
    method: 'GET',
    path: SPREAD_INSTRUMENTS_PATH,
    private: false,
    handle: (_r, app) => ({ list: bookOf(app).instruments() }),
  },
  {
    method: 'POST',
    path: SPREAD_CREATE_PATH,
    private: true,
    handle: (r, app) => {
      const u = app.repo.findUser(r.userId);
      if (!u?.spreadAccess || u.isDemo)
        throw new SimError(ErrorCode.PARAMS, 'futures spread: not open to this account');
      const side: SpreadSide = oneOf(r.body, 'side', ['Buy', 'Sell'] as const);
      return bookOf(app).create(r.userId, {
        symbol: reqStr(r.body, 'symbol', 64),
        side,
        price: signedPrice(r.body),
        qty: decimal(r.body, 'qty', { positive: true, max: '1000' })!,
      });
    },
  },
  {
    method: 'GET',
    path: SPREAD_LIST_PATH,
    private: true,
    handle: (r, app) => ({ list: bookOf(app).open(r.userId) }),
  },
  {
    method: 'POST',
    path: SPREAD_CANCEL_ALL_PATH,
    private: true,
    handle: (r, app) => {
      if (!bool(r.body, 'cancel_all', true))
        throw new SimError(ErrorCode.PARAMS, 'cancel_all: must be true (one order is cancelled elsewhere)');
      if (r.body.contract_type !== undefined) oneOf(r.body, 'contract_type', CONTRACT_TYPES);
      if (r.body.product_type !== undefined) oneOf(r.body, 'product_type', PRODUCT_TYPES);
      const symbol = str(r.body, 'symbol', { optional: true, max: 64 });
      const list = bookOf(app)
        .cancelAll(r.userId, symbol)
        .map((o) => ({ orderId: o.orderId, symbol: o.symbol }));
      return { list, total: list.length };
    },
  },
];
