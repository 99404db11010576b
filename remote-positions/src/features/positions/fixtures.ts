import {
  accountKindOf,
  decodePositionSnapshot,
  isNoLossPositionOf,
  sortPositions,
  type AccountKind,
  type ContractSymbolConfig,
  type WirePosition,
} from 'shared-core';
import { positionRowView, type PositionRowView } from './rules';

/** Wire rows (compact keys) as the simulator sends them, for tests and stories. */
export const wireOptionLong: WirePosition = {
  s: 'BTC-27DEC24-100000-C',
  sd: 'Buy',
  sz: '1.5',
  pi: 0,
  ep: '1250.5',
  mp: '1300.25',
  upl: '74.625',
  roi: '0.0398',
  pim: '1875.75',
  pmm: '0',
  st: 'C',
  bc: 'BTC',
};

export const wirePerpShort: WirePosition = {
  s: 'BTCUSDT',
  sd: 'Sell',
  sz: '0.25',
  pi: 0,
  lv: '1000',
  iso: false,
  ep: '60000.5',
  mp: '61000.1',
  upl: '-249.9',
  ROI: '-16.66',
  pim: '1500.0125',
  pmm: '75.00062',
};

/** A USDT perpetual long, isolated, with TP/SL, trailing stop, MMR close, ADL rank and a no-loss quantity. */
export const wirePerpIsolatedLong: WirePosition = {
  ...wirePerpShort,
  s: 'ETHUSDT',
  sd: 'Buy',
  sz: '2',
  lv: '500',
  iso: true,
  ep: '3100',
  mp: '3150.5',
  lp: '2500.25',
  bep: '3101.9',
  upl: '101',
  ROI: '8.14',
  pim: '1240.5',
  pmm: '31.0',
  tp: '3500',
  sl: '2900',
  ts: '50',
  tmr: '80',
  adl: 4,
  fq: '0.5',
} as WirePosition;

/** Symbol configs for the fixtures (positions.md §3): the table's precisions come from here. */
export const fixtureConfigs: Record<string, ContractSymbolConfig> = {
  BTCUSDT: {
    symbol: 'BTCUSDT',
    symbolName: 'BTCUSDT',
    displayName: 'BTCUSDT',
    coin: 'BTC',
    baseCoin: 'BTC',
    settleCoin: 'USDT',
    contractStatus: 'Trading',
    contractType: 'LinearPerpetual',
    tickSize: '0.10',
    tickSizeFraction: 1,
    priceFraction: 1,
    lotSize: '0.001',
    lotStep: '0.001',
    lotFraction: 3,
    minQty: '0.001',
    maxQty: '50',
    maxMarketQty: '10',
    minPrice: '0.1',
    maxPrice: '1999999',
    balanceFraction: 4,
    upnlFraction: 4,
  },
  ETHUSDT: {
    symbol: 'ETHUSDT',
    symbolName: 'ETHUSDT',
    displayName: 'ETHUSDT',
    coin: 'ETH',
    baseCoin: 'ETH',
    settleCoin: 'USDT',
    contractStatus: 'Trading',
    contractType: 'LinearPerpetual',
    tickSize: '0.01',
    tickSizeFraction: 2,
    priceFraction: 2,
    lotSize: '0.01',
    lotStep: '0.01',
    lotFraction: 2,
    minQty: '0.01',
    maxQty: '1000',
    maxMarketQty: '200',
    minPrice: '0.01',
    maxPrice: '199999',
    balanceFraction: 4,
    upnlFraction: 4,
  },
};

/** Account kinds of the seeded simulator accounts (exchange-sim/API.md). */
export const ACCOUNTS = {
  uta2: accountKindOf({ accountType: 'UTA2' }),
  uta1: accountKindOf({ accountType: 'UTA' }),
  pm: accountKindOf({ accountType: 'PM', marginMode: 'PORTFOLIO_MARGIN' }),
  demo: accountKindOf({ accountType: 'UTA2', isDemo: true }),
  leader: accountKindOf({ accountType: 'REGULAR', copyTradeRole: 'leader' }),
  follower: accountKindOf({ accountType: 'REGULAR', copyTradeRole: 'follower' }),
  hedge: accountKindOf({ accountType: 'UTA2', positionMode: 'BothSide' }),
} satisfies Record<string, AccountKind>;

/** Row views of wire rows, as the slice's selector makes them. */
export function rowsOf(
  wire: readonly unknown[],
  account: AccountKind = ACCOUNTS.uta2,
  configs: Record<string, ContractSymbolConfig> = fixtureConfigs,
  local?: { currency: string; rate: string },
): PositionRowView[] {
  const list = sortPositions(decodePositionSnapshot(wire));
  const firstNoLoss = list.find(isNoLossPositionOf);
  return list.map((p) =>
    positionRowView(p, {
      account,
      config: configs[p.symbol],
      local,
      lossCoverage: p === firstNoLoss,
      now: Date.UTC(2024, 10, 1),
    }),
  );
}
