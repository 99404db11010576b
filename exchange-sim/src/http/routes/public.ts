import type { OrderbookPush } from 'shared-core/domain';
import { symbolDisplayName, tradeTypeOf } from 'shared-core/domain';
import { ErrorCode, SimError } from '../../errors';
import { currentPeriodCode, isDelivered, type PerpInstrument } from '../../market/instruments';
import { marketTypeOf, maxMarketQty } from '../../trading/contracts';
import { riskTiers } from '../../trading/riskLimits';
import { Dec, str } from '../../util/decimal';
import type { AppContext, Route } from '../context';
import { decimal, oneOf, queryObject, reqStr } from '../params';
import { SIDES } from './contractParams';

// Public contract data: prices, symbol config, risk limits, slippage depth, exchange rates, book depth.

/** Top `levels` of a book; a delivered future's book is empty (it no longer trades). */
export function depth(app: AppContext, symbol: string, levels = 25): OrderbookPush {
  const inst = app.market.instrument(symbol);
  if (inst && inst.kind !== 'option' && isDelivered(inst, app.market.now())) return { symbol, bids: [], asks: [] };
  const d = app.market.books.get(symbol)?.depth(levels) ?? { bids: [], asks: [] };
  return { symbol, ...d };
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

export const publicRoutes: Route[] = [
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
];
