import { tradeTypeOf } from 'shared-core/domain';
import { ErrorCode, SimError } from '../errors';
import { COINS, isCoin } from '../market/coins';
import {
  compareOptions,
  isDelivered,
  routeOf,
  type Instrument,
  type OptionInstrument,
  type PerpInstrument,
} from '../market/instruments';
import { isPerpetual } from '../trading/funding';
import { str } from '../util/decimal';
import { int } from './params';
import { symbolConfig } from './routes/public';
import type { AppContext, Route } from './context';

/**
 * Instrument lists of every trade type (v5-style market data): USDT and USDC perpetuals and
 * futures (`category=linear`), inverse perpetual and futures (`inverse`), USDC and USDT options
 * (`option`); tickers with funding; funding history.
 */
const CATEGORIES = ['linear', 'inverse', 'option'] as const;
type Category = (typeof CATEGORIES)[number];

function categoryOf(inst: Instrument): Category {
  return inst.kind === 'option' ? 'option' : inst.kind === 'inverse' ? 'inverse' : 'linear';
}

function categoryParam(q: URLSearchParams): Category {
  const c = q.get('category') ?? '';
  if (!(CATEGORIES as readonly string[]).includes(c))
    throw new SimError(ErrorCode.PARAMS, `category must be one of ${CATEGORIES.join(', ')}`);
  return c as Category;
}

/** Instruments of a category, filtered by symbol / baseCoin / settleCoin (unknown symbol → 3200101). */
function select(app: AppContext, q: URLSearchParams): { category: Category; list: Instrument[] } {
  const category = categoryParam(q);
  const symbol = q.get('symbol');
  const baseCoin = q.get('baseCoin')?.toUpperCase();
  const settleCoin = q.get('settleCoin')?.toUpperCase();
  if (baseCoin && !isCoin(baseCoin))
    throw new SimError(ErrorCode.PARAMS, `baseCoin must be one of ${COINS.join(', ')}`);
  if (symbol) {
    const inst = app.market.instrument(symbol);
    if (!inst || categoryOf(inst) !== category)
      throw new SimError(ErrorCode.UNKNOWN_SYMBOL, `unknown symbol ${symbol}`);
  }
  const now = app.market.now();
  // delivered futures leave the lists (asked by name, they still answer, contractStatus Delivered)
  const list = [...app.market.instruments.values()].filter(
    (i) =>
      categoryOf(i) === category &&
      (symbol ? i.symbol === symbol : !isDelivered(i, now)) &&
      (!baseCoin || i.baseCoin === baseCoin) &&
      (!settleCoin || i.settleCoin === settleCoin),
  );
  const options = list.filter((i): i is OptionInstrument => i.kind === 'option').sort(compareOptions);
  const contracts = list
    .filter((i): i is PerpInstrument => i.kind !== 'option')
    .sort((a, b) => a.baseCoin.localeCompare(b.baseCoin) || (a.deliveryTime ?? 0) - (b.deliveryTime ?? 0));
  return { category, list: [...contracts, ...options] };
}

function optionInfo(i: OptionInstrument): Record<string, unknown> {
  return {
    symbol: i.symbol,
    tradeType: tradeTypeOf(i.symbol),
    contractType: i.settleCoin === 'USDT' ? 'UsdtOption' : 'Option',
    baseCoin: i.baseCoin,
    quoteCoin: i.settleCoin,
    settleCoin: i.settleCoin,
    strikePrice: i.strike,
    deliveryTime: i.deliveryTime,
    symbolType: i.optionType,
    ...i.config,
  };
}

export const marketRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v5/market/instruments-info',
    private: false,
    handle: (r, app) => {
      const { category, list } = select(app, r.query);
      const now = app.market.now();
      return {
        category,
        list: list.map((i) =>
          i.kind === 'option'
            ? optionInfo(i)
            : {
                ...symbolConfig(i, now),
                route: routeOf(i, now),
                ...(isPerpetual(i) ? { fundingInterval: app.funding.intervalMs / 60_000 } : {}),
              },
        ),
      };
    },
  },
  {
    method: 'GET',
    path: '/v5/market/tickers',
    private: false,
    handle: (r, app) => {
      const { category, list } = select(app, r.query);
      return {
        category,
        list: list.map((i) => {
          if (i.kind === 'option') return app.market.optionTicker(i);
          // best bid / ask (any owner, aggregated) for the close dialog's limit risk check (positions.md §5)
          const book = app.market.books.get(i.symbol);
          const bid = book?.top('Buy') ?? { price: '0', size: '0' };
          const ask = book?.top('Sell') ?? { price: '0', size: '0' };
          return {
            symbol: i.symbol,
            bid1Price: bid.price,
            bid1Size: bid.size,
            ask1Price: ask.price,
            ask1Size: ask.size,
            lastPrice: str(app.market.lastPrice(i.symbol)),
            markPrice: str(app.market.markPrice(i.symbol)),
            indexPrice: str(app.market.indexOf(i.symbol)),
            ...(isPerpetual(i)
              ? { fundingRate: str(app.funding.rateOf(i)), nextFundingTime: app.funding.nextFundingTime() }
              : { deliveryTime: i.deliveryTime }),
          };
        }),
      };
    },
  },
  {
    method: 'GET',
    path: '/v5/market/funding/history',
    private: false,
    handle: (r, app) => {
      const symbol = r.query.get('symbol') ?? '';
      const inst = app.market.instrument(symbol);
      if (!symbol) throw new SimError(ErrorCode.PARAMS, 'symbol is required');
      if (!inst) throw new SimError(ErrorCode.UNKNOWN_SYMBOL, `unknown symbol ${symbol}`);
      if (!isPerpetual(inst)) throw new SimError(ErrorCode.PARAMS, `${symbol} is not a perpetual: no funding`);
      const q = Object.fromEntries(r.query) as Record<string, unknown>;
      const limit = int(q, 'limit', { optional: true, min: 1, max: 200 }) ?? 200;
      return { category: categoryOf(inst), list: app.funding.historyOf(symbol, limit) };
    },
  },
];
