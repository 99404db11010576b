import type { OptionInstrumentInfo } from 'shared-core/domain';
import { ErrorCode, SimError } from '../../errors';
import { COINS, COIN_SETUP, isCoin, type Coin } from '../../market/coins';
import { compareOptions } from '../../market/instruments';
import { optionRiskConfig } from '../../trading/risk';
import type { Route } from '../context';
import { depth } from './public';

// Options: the chain (instruments, tickers, risk config, delivery prices, one instrument's quote) and the batch place.

export const MAX_BATCH_ORDERS = 20;

/** Option lists: USDC options unless `settleCoin=USDT` asks for the USDT-settled ones. */
function settleParam(q: URLSearchParams): 'USDC' | 'USDT' {
  const s = (q.get('settleCoin') ?? 'USDC').toUpperCase();
  if (s !== 'USDC' && s !== 'USDT') throw new SimError(ErrorCode.PARAMS, 'settleCoin must be USDC or USDT');
  return s;
}

function coinParam(q: URLSearchParams): Coin {
  const c = (q.get('baseCoin') ?? 'BTC').toUpperCase();
  if (!isCoin(c)) throw new SimError(ErrorCode.PARAMS, `baseCoin must be one of ${COINS.join(', ')}`);
  return c;
}

const batchPlace: Route['handle'] = (r, app) => {
  const list = r.body.orderRequest;
  if (!Array.isArray(list) || list.length === 0)
    throw new SimError(ErrorCode.PARAMS, 'orderRequest must be a non-empty array');
  if (list.length > MAX_BATCH_ORDERS)
    throw new SimError(ErrorCode.PARAMS, `at most ${MAX_BATCH_ORDERS} orders per batch`);
  return { result: app.engine.placeOptionOrders(r.userId, list) };
};

export const optionRoutes: Route[] = [
  {
    method: 'GET',
    path: '/option/usdc/public/v1/instruments',
    private: false,
    handle: (r, app) => {
      const coin = coinParam(r.query);
      const list: OptionInstrumentInfo[] = app.market
        .optionsOf(coin, settleParam(r.query))
        .sort(compareOptions)
        .map((i) => ({
          symbol: i.symbol,
          baseCoin: i.baseCoin,
          settleCoin: i.settleCoin,
          strikePrice: i.strike,
          deliveryTime: i.deliveryTime,
          symbolType: i.optionType,
        }));
      return { commonConfig: COIN_SETUP[coin].optionConfig, list };
    },
  },
  {
    method: 'GET',
    path: '/option/usdc/public/v1/tickers',
    private: false,
    handle: (r, app) => {
      const coin = coinParam(r.query);
      const symbol = r.query.get('symbol');
      const list = app.market
        .optionsOf(coin, settleParam(r.query))
        .sort(compareOptions)
        .filter((i) => !symbol || i.symbol === symbol)
        .map((i) => app.market.optionTicker(i));
      return { list };
    },
  },
  {
    method: 'GET',
    path: '/option/usdc/public/v1/risk-config',
    private: false,
    handle: (r) => {
      // the same constants for USDC and USDT options; settleCoin is validated like the option lists
      const settleCoin = settleParam(r.query);
      return { settleCoin, ...optionRiskConfig() };
    },
  },
  {
    method: 'GET',
    path: '/option/usdc/public/v1/delivery-price',
    private: false,
    handle: (r, app) => {
      // expired options (which leave the lists) with the price they settled at, newest expiry first
      const coin = coinParam(r.query);
      const list = app.market
        .optionsOf(coin, settleParam(r.query), true)
        .sort(compareOptions)
        .reverse()
        .flatMap((i) => {
          const price = app.engine.deliveredAt(i);
          return price ? [{ symbol: i.symbol, deliveryTime: i.deliveryTime, deliveryPrice: price.toFixed() }] : [];
        });
      return { list };
    },
  },
  {
    method: 'GET',
    path: '/option/usdc/public/quote/query/getInstruments',
    private: false,
    handle: (r, app) => {
      const symbol = r.query.get('symbol') ?? '';
      const inst = app.market.instrument(symbol);
      if (!inst || inst.kind !== 'option') throw new SimError(ErrorCode.UNKNOWN_SYMBOL);
      const t = app.market.optionTicker(inst);
      const d = depth(app, symbol);
      return {
        symbol,
        indexPrice: t.indexPrice,
        markPrice: t.markPrice,
        markIv: t.markIv,
        delta: t.delta,
        underlyingPrice: t.underlyingPrice,
        bids: d.bids,
        asks: d.asks,
      };
    },
  },
  { method: 'POST', path: '/option/usdc/ex/private/v1/batch-place-orders', private: true, handle: batchPlace },
  { method: 'POST', path: '/option/private/trading/batchPlaceOrders', private: true, handle: batchPlace },
  // spec §7: "a second variant is used when a flag is set" (path not shown): our choice, same behaviour
  { method: 'POST', path: '/option/usdc/private/v1/batch-place-orders', private: true, handle: batchPlace },
];
