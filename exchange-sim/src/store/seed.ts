import { withSeedPasswordHash } from '../auth';
import type { Market } from '../market/market';
import { compareOptions, type OptionInstrument } from '../market/instruments';
import type { Coin } from '../market/coins';
import type { TradingEngine } from '../trading/engine';
import { BigNumber, Dec, roundToStep, str } from '../util/decimal';
import type { MemoryRepository } from './memory';
import type { PositionRecord, UserRecord } from './types';
import { BORROW_SINCE_KEY } from '../records/borrowings';
import { LT_RECORDS_KEY, type LtRecord } from '../records/ltRecords';

export const DEMO_USER = {
  userId: 100001,
  email: 'demo@sim.local',
  password: 'demo',
  nickname: 'Demo Trader',
  accountType: 'UTA2',
} as const;
export const TRADER2_USER = {
  userId: 100002,
  email: 'trader2@sim.local',
  password: 'trader2',
  nickname: 'Trader Two',
  accountType: 'UTA2',
  spreadAccess: true,
} as const;

/** Accounts of every kind (positions.md §6), documented in API.md "Seed data". */
export const UTA1_USER = {
  userId: 100003,
  email: 'uta1@sim.local',
  password: 'uta1',
  nickname: 'Unified v1',
  accountType: 'UTA',
} as const;
export const PM_USER = {
  userId: 100004,
  email: 'pm@sim.local',
  password: 'pm',
  nickname: 'Portfolio Margin',
  accountType: 'PM',
  marginMode: 'PORTFOLIO_MARGIN',
} as const;
export const DEMO_TRADING_USER = {
  userId: 100005,
  email: 'demotrading@sim.local',
  password: 'demotrading',
  nickname: 'Demo Trading',
  accountType: 'UTA2',
  isDemo: true,
  spreadAccess: true,
} as const;
export const LEADER_USER = {
  userId: 100006,
  email: 'leader@sim.local',
  password: 'leader',
  nickname: 'Copy Leader',
  accountType: 'REGULAR',
  copyTrade: { role: 'leader' },
} as const;
export const FOLLOWER_USER = {
  userId: 100007,
  email: 'follower@sim.local',
  password: 'follower',
  nickname: 'Copy Follower',
  accountType: 'REGULAR',
  copyTrade: { role: 'follower', leaderId: 100006, ratio: '0.5' },
} as const;

export const HEDGE_USER = {
  userId: 100008,
  email: 'hedge@sim.local',
  password: 'hedge',
  nickname: 'Hedge Mode',
  accountType: 'UTA2',
  positionMode: 'BothSide',
} as const;

/** An account whose upgrade to a unified account is being carried out (positions.md §2: liquidation price '--'). */
export const UPGRADING_USER = {
  userId: 100009,
  email: 'upgrading@sim.local',
  password: 'upgrading',
  nickname: 'Upgrading',
  accountType: 'REGULAR',
  unifiedUpdateStatus: 'PROCESS',
} as const;

/**
 * Repay panel and futures spread (issue 19, order-panel.md §2.3, §3): a UTA2 account with spread
 * access that owes BTC (a negative spot balance) and holds USDT to repay it with.
 */
export const SPREAD_REPAY_USER = {
  userId: 100019,
  email: 'spreadrepay@sim.local',
  password: 'spreadrepay',
  nickname: 'Spread and Repay',
  accountType: 'UTA2',
  spreadAccess: true,
} as const;

function seedSpreadRepayAccount(repo: MemoryRepository): void {
  repo.addUser(withSeedPasswordHash(structuredClone(SPREAD_REPAY_USER) as UserRecord));
  repo.setBalance(SPREAD_REPAY_USER.userId, 'USDT', '20000');
  repo.setBalance(SPREAD_REPAY_USER.userId, 'BTC', '-0.05');
}

/** The option of `coin` at expiry number `expiryIdx` (0 = nearest), `strikeOffset` strikes from the middle. */
export function pickOption(
  market: Market,
  coin: Coin,
  expiryIdx: number,
  strikeOffset: number,
  type: 'C' | 'P',
): OptionInstrument {
  const opts = market.optionsOf(coin).sort(compareOptions);
  const expiries = [...new Set(opts.map((o) => o.deliveryTime))];
  const expiry = expiries[Math.min(expiryIdx, expiries.length - 1)];
  const chain = opts.filter((o) => o.deliveryTime === expiry && o.optionType === type);
  const mid = Math.floor(chain.length / 2);
  const pick = chain[Math.max(0, Math.min(chain.length - 1, mid + strikeOffset))];
  if (!pick) throw new Error(`seed: no option for ${coin}`);
  return pick;
}

/** Entry price: the current mark shifted by `factor` (e.g. 0.9 = bought 10 % cheaper), on the tick, at least one tick. */
function entryFromMark(market: Market, inst: OptionInstrument, factor: string): string {
  const tick = new Dec(inst.config.tickSize);
  return str(
    Dec.max(tick, roundToStep(market.markPrice(inst.symbol).multipliedBy(factor), tick, BigNumber.ROUND_HALF_UP)),
  );
}

/** Puts a flat position record (no settings) opened three days before `now` (cross, leverage 1 unless given). */
type PutPosition = (
  userId: number,
  symbol: string,
  size: string,
  entryPrice: string,
  leverage?: string,
  isIsolated?: boolean,
) => void;

function positionPutter(repo: MemoryRepository, now: number): PutPosition {
  return (userId, symbol, size, entryPrice, leverage = '1', isIsolated = false) =>
    repo.putPosition({
      userId,
      symbol,
      size,
      entryPrice,
      leverage,
      isIsolated,
      positionRPL: '0',
      cumRealisedPnl: '0',
      openFee: '0',
      createdAt: now - 3 * 86_400_000,
      updatedAt: now - 3 * 86_400_000,
    });
}

/** The options the demo account holds (the portfolio-margin account trades the BTC ones too). */
interface DemoOptions {
  btcCall: OptionInstrument;
  btcPut: OptionInstrument;
  ethPut: OptionInstrument;
  ethCall: OptionInstrument;
}

/** demo@sim.local's options and perpetuals. */
function seedDemoPositions(put: PutPosition, market: Market): DemoOptions {
  const d = DEMO_USER.userId;
  const options: DemoOptions = {
    btcCall: pickOption(market, 'BTC', 1, 1, 'C'),
    btcPut: pickOption(market, 'BTC', 1, -2, 'P'),
    ethPut: pickOption(market, 'ETH', 2, -1, 'P'),
    ethCall: pickOption(market, 'ETH', 0, 2, 'C'),
  };
  const { btcCall, btcPut, ethPut, ethCall } = options;
  put(d, btcCall.symbol, '1.5', entryFromMark(market, btcCall, '0.9'));
  put(d, btcPut.symbol, '-0.8', entryFromMark(market, btcPut, '1.1'));
  put(d, ethPut.symbol, '5', entryFromMark(market, ethPut, '1.05'));
  put(d, ethCall.symbol, '-3', entryFromMark(market, ethCall, '0.95'));
  put(d, 'BTCUSDT', '0.25', '64000', '10');
  put(d, 'ETHUSDT', '-4', '3250', '5', true);
  put(d, 'BTCPERP', '0.1', '64500', '10');
  put(d, 'BTCUSD', '-5000', '66000', '5', true);
  return options;
}

/** The farthest BTC future of a margin kind (it outlives a demo session). */
function farthestBtcFuture(market: Market, kind: 'linear' | 'usdcPerp' | 'inverse', now: number): string {
  const f = [...market.instruments.values()]
    .filter((i) => i.kind === kind && i.baseCoin === 'BTC' && i.deliveryTime !== undefined && i.deliveryTime > now)
    .sort((a, b) => b.deliveryTime! - a.deliveryTime!)[0];
  if (!f) throw new Error(`seed: no BTC ${kind} future`);
  return f.symbol;
}

/** demo@sim.local's futures of every margin kind and a USDT option, with the position settings a trader sets. */
function seedDemoFutures(repo: MemoryRepository, put: PutPosition, market: Market, now: number): void {
  const d = DEMO_USER.userId;
  const usdtFuture = farthestBtcFuture(market, 'linear', now);
  put(d, usdtFuture, '0.05', '64300', '10');
  const usdcFuture = farthestBtcFuture(market, 'usdcPerp', now);
  put(d, usdcFuture, '-0.04', '65800', '5', true);
  const inverseFuture = farthestBtcFuture(market, 'inverse', now);
  put(d, inverseFuture, '2000', '64900', '5');
  const tune = (symbol: string, settings: Partial<PositionRecord>): void => {
    const p = repo.getPosition(d, symbol, 0)!;
    repo.putPosition({ ...p, ...settings });
  };
  // full TP/SL by mark and last, a trailing stop by distance armed at an activation price
  tune(usdtFuture, {
    takeProfit: { triggerPrice: '80000', triggerBy: 'MarkPrice' },
    stopLoss: { triggerPrice: '52000', triggerBy: 'LastPrice' },
    trailing: { distance: '2500', activationPrice: '72000' },
  });
  // isolated with margin added and auto-add on; an MMR close on the inverse future
  tune(usdcFuture, {
    extraMargin: '150',
    autoAddMargin: true,
    stopLoss: { triggerPrice: '78000', triggerBy: 'IndexPrice' },
  });
  tune(inverseFuture, { mmrClose: { triggerMmRateE2: 9000 } });
  const usdtCall = pickOption(market, 'BTC', 2, 0, 'C');
  put(d, `${usdtCall.symbol}-USDT`, '0.5', entryFromMark(market, usdtCall, '0.95'));
}

/** trader2@sim.local's positions. */
function seedTrader2Positions(put: PutPosition, market: Market): void {
  const t = TRADER2_USER.userId;
  const solCall = pickOption(market, 'SOL', 1, 0, 'C');
  const ethCall2 = pickOption(market, 'ETH', 1, 1, 'C');
  put(t, solCall.symbol, '20', entryFromMark(market, solCall, '1'));
  put(t, ethCall2.symbol, '2', entryFromMark(market, ethCall2, '0.8'));
  put(t, 'BTCUSDT', '-0.1', '65500', '10');
}

/** Resting option orders well away from the market so they stay open. */
function seedRestingOrders(market: Market, engine: TradingEngine): void {
  const d = DEMO_USER.userId;
  const t = TRADER2_USER.userId;
  const farBtc = pickOption(market, 'BTC', 2, 3, 'C');
  engine.seedRestingOrder(d, farBtc.symbol, 'Buy', farBtc.config.minOrderPrice, '0.5', `${farBtc.symbol}-seed1`);
  const farEth = pickOption(market, 'ETH', 1, -3, 'P');
  engine.seedRestingOrder(d, farEth.symbol, 'Buy', farEth.config.minOrderPrice, '2', `${farEth.symbol}-seed2`);
  const farSol = pickOption(market, 'SOL', 0, 0, 'P');
  engine.seedRestingOrder(d, farSol.symbol, 'Buy', farSol.config.minOrderPrice, '10', `${farSol.symbol}-seed3`);
  const t2 = pickOption(market, 'BTC', 0, 0, 'P');
  engine.seedRestingOrder(t, t2.symbol, 'Buy', t2.config.minOrderPrice, '0.3', `${t2.symbol}-seed4`);
}

/** Accounts of the other kinds: unified v1, portfolio margin, demo trading, copy-trade leader and follower, an account being upgraded to unified (and hedge, below). */
function seedOtherAccounts(repo: MemoryRepository, put: PutPosition, market: Market, options: DemoOptions): void {
  const { btcCall, btcPut } = options;
  for (const u of [UTA1_USER, PM_USER, DEMO_TRADING_USER, LEADER_USER, FOLLOWER_USER, HEDGE_USER, UPGRADING_USER])
    repo.addUser(withSeedPasswordHash(structuredClone(u) as UserRecord));
  repo.setBalance(UTA1_USER.userId, 'USDC', '10000');
  repo.setBalance(UTA1_USER.userId, 'USDT', '10000');
  put(UTA1_USER.userId, 'ETHUSDT', '1', '3100', '10');
  repo.setBalance(PM_USER.userId, 'USDC', '100000');
  repo.setBalance(PM_USER.userId, 'USDT', '20000');
  put(PM_USER.userId, btcCall.symbol, '-2', entryFromMark(market, btcCall, '1'));
  put(PM_USER.userId, btcPut.symbol, '2', entryFromMark(market, btcPut, '1'));
  put(PM_USER.userId, 'BTCUSDT', '0.5', '64800', '5');
  repo.setBalance(DEMO_TRADING_USER.userId, 'USDT', '50000');
  repo.setBalance(DEMO_TRADING_USER.userId, 'USDC', '50000');
  put(DEMO_TRADING_USER.userId, 'BTCUSDT', '0.1', '64200', '10');
  repo.setBalance(LEADER_USER.userId, 'USDT', '30000');
  put(LEADER_USER.userId, 'BTCUSDT', '0.2', '64000', '10');
  repo.setBalance(FOLLOWER_USER.userId, 'USDT', '10000');
  put(FOLLOWER_USER.userId, 'BTCUSDT', '0.1', '64000', '10');
  repo.setBalance(UPGRADING_USER.userId, 'USDT', '10000');
  put(UPGRADING_USER.userId, 'BTCUSDT', '0.1', '64000', '10');
}

/** hedge mode: a long (positionIdx 1) and a short (positionIdx 2) of BTCUSDT at once. */
function seedHedgeAccount(repo: MemoryRepository, now: number): void {
  repo.setBalance(HEDGE_USER.userId, 'USDT', '30000');
  for (const [idx, size, entry] of [
    [1, '0.2', '64000'],
    [2, '-0.1', '66000'],
  ] as const)
    repo.putPosition({
      userId: HEDGE_USER.userId,
      symbol: 'BTCUSDT',
      positionIdx: idx,
      size,
      entryPrice: entry,
      leverage: '10',
      isIsolated: false,
      positionRPL: '0',
      cumRealisedPnl: '0',
      openFee: '0',
      createdAt: now - 86_400_000,
      updatedAt: now - 86_400_000,
    });
}

/**
 * Seeded demo data. demo@sim.local: USDC 50000, USDT 20000, BTC 0.5; long BTC call, short BTC
 * put, long ETH put, short ETH call, BTCUSDT long, ETHUSDT short, BTCPERP long, BTCUSD short;
 * the farthest BTC USDT future long (full TP/SL, trailing stop with activation), USDC future short
 * (isolated, margin added, auto-add, SL by index), inverse future long (MMR close at 90 %), and a
 * long BTC USDT option;
 * three resting option orders far from the market. trader2@sim.local: USDC 20000, USDT 5000;
 * long SOL call, long ETH call, BTCUSDT short; one resting order. Then the accounts of the other
 * kinds (API.md "Seed data").
 */
export function seedDemoData(repo: MemoryRepository, market: Market, engine: TradingEngine, now: number): void {
  repo.addUser(withSeedPasswordHash({ ...DEMO_USER }));
  repo.addUser(withSeedPasswordHash({ ...TRADER2_USER }));
  const d = DEMO_USER.userId;
  const t = TRADER2_USER.userId;
  repo.setBalance(d, 'USDC', '50000');
  repo.setBalance(d, 'USDT', '20000');
  repo.setBalance(d, 'BTC', '0.5');
  repo.setBalance(t, 'USDC', '20000');
  repo.setBalance(t, 'USDT', '5000');
  const put = positionPutter(repo, now);
  const options = seedDemoPositions(put, market);
  seedDemoFutures(repo, put, market, now);
  seedTrader2Positions(put, market);
  seedRestingOrders(market, engine);
  seedOtherAccounts(repo, put, market, options);
  seedHedgeAccount(repo, now);
  seedRecords(repo, now);
  seedSpreadRepayAccount(repo);
}

// ---- issue 19 records (P&L, borrowings, leveraged tokens): a borrowing account, LT records
/** A unified account that borrows: USDT and ETH below zero, held against USDC and BTC. */
export const BORROWER_USER = {
  userId: 100010,
  email: 'borrower@sim.local',
  password: 'borrower',
  nickname: 'Borrower',
  accountType: 'UTA2',
} as const;

/** borrower@sim.local: USDC 20000, BTC 0.3, USDT −1500 (36 h), ETH −0.8 (5 h); demo@: LT records. */
function seedRecords(repo: MemoryRepository, now: number): void {
  const HOUR = 60 * 60 * 1000;
  const DAY = 24 * HOUR;
  repo.addUser(withSeedPasswordHash(structuredClone(BORROWER_USER) as UserRecord));
  const b = BORROWER_USER.userId;
  repo.setBalance(b, 'USDC', '20000');
  repo.setBalance(b, 'BTC', '0.3');
  repo.setBalance(b, 'USDT', '-1500');
  repo.setBalance(b, 'ETH', '-0.8');
  repo.putSetting(b, BORROW_SINCE_KEY('USDT'), String(now - 36 * HOUR));
  repo.putSetting(b, BORROW_SINCE_KEY('ETH'), String(now - 5 * HOUR));
  const records: LtRecord[] = [
    {
      id: 'lt-s-1',
      type: 'subscribe',
      ltCoin: 'BTC3L',
      amount: '500',
      filled: '201.38',
      nav: '2.4815',
      fee: '0.25',
      status: 'Success',
      createdAt: now - 2 * DAY,
    },
    {
      id: 'lt-s-2',
      type: 'subscribe',
      ltCoin: 'BTC3L',
      amount: '120',
      filled: '48.33',
      nav: '2.4815',
      fee: '0.06',
      status: 'Success',
      createdAt: now - 12 * DAY,
    },
    {
      id: 'lt-s-3',
      type: 'subscribe',
      ltCoin: 'ETH3S',
      amount: '50',
      filled: '0',
      nav: '0.7342',
      fee: '0',
      status: 'Failed',
      createdAt: now - 40 * DAY,
    },
    {
      id: 'lt-r-1',
      type: 'redeem',
      ltCoin: 'BTC3L',
      amount: '40',
      filled: '99.21',
      nav: '2.4815',
      fee: '0.0496',
      status: 'Success',
      createdAt: now - 1 * DAY,
    },
    {
      id: 'lt-r-2',
      type: 'redeem',
      ltCoin: 'BTC3L',
      amount: '10',
      filled: '0',
      nav: '2.4815',
      fee: '0',
      status: 'Processing',
      createdAt: now - HOUR,
    },
  ];
  repo.putSetting(DEMO_USER.userId, LT_RECORDS_KEY, JSON.stringify(records));
}
