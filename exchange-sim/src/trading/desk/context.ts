import { ErrorCode, SimError } from '../../errors';
import type { Instrument, PerpInstrument } from '../../market/instruments';
import type { Market } from '../../market/market';
import type { PositionRecord, Repository } from '../../store/types';
import { Dec, roundToStep, str } from '../../util/decimal';
import type { TradingEngine } from '../engine';
import type { TriggerBy } from '../triggerRules';

/** What every part of the ContractDesk works on. */
export interface DeskContext {
  readonly repo: Repository;
  readonly market: Market;
  readonly engine: TradingEngine;
  readonly now: () => number;
}

/** The perpetual or future `symbol` names: unknown → UNKNOWN_SYMBOL, an option → 10001. */
export function perp(market: Market, symbol: string): PerpInstrument {
  const inst = market.instrument(symbol);
  if (!inst) throw new SimError(ErrorCode.UNKNOWN_SYMBOL, `unknown symbol ${symbol}`);
  if (inst.kind === 'option')
    throw new SimError(ErrorCode.PARAMS, `${symbol} is an option: this call is for perpetuals and futures`);
  return inst;
}

/** The current price of a trigger kind: last, mark, or the index rounded to the tick. */
export function priceBy(market: Market, inst: Instrument, by: TriggerBy): Dec {
  if (by === 'IndexPrice') return roundToStep(market.indexOf(inst.symbol), inst.rules.tickSize);
  if (by === 'MarkPrice') return market.markPrice(inst.symbol);
  return market.lastPrice(inst.symbol);
}

/** true for a hedge-mode (BothSide) account. */
export const isHedge = (repo: Repository, userId: number): boolean =>
  repo.findUser(userId)?.positionMode === 'BothSide';

/** The message of a positionIdx the account's position mode does not take (10001). */
export const positionIdxRefused = (hedge: boolean): SimError =>
  new SimError(
    ErrorCode.PARAMS,
    hedge
      ? 'positionIdx: 1 (buy side) or 2 (sell side) in hedge mode (BothSide)'
      : 'positionIdx: only 0 (MergedSingle) is enabled for this account',
  );

/** The open (size ≠ 0) position of a side, or undefined. */
export function openPosition(
  repo: Repository,
  userId: number,
  symbol: string,
  positionIdx: 0 | 1 | 2 = 0,
): PositionRecord | undefined {
  const p = repo.getPosition(userId, symbol, positionIdx);
  return p && !new Dec(p.size).isZero() ? p : undefined;
}

/**
 * The position a position call addresses: positionIdx 0 on a one-way account, 1 (long side) or
 * 2 (short side) on a hedge-mode (BothSide) account; anything else → 10001. No size → 30043.
 */
export function requirePosition(repo: Repository, userId: number, symbol: string, positionIdx: number): PositionRecord {
  const hedge = isHedge(repo, userId);
  if (hedge ? positionIdx !== 1 && positionIdx !== 2 : positionIdx !== 0) throw positionIdxRefused(hedge);
  const p = openPosition(repo, userId, symbol, positionIdx as 0 | 1 | 2);
  if (!p) throw new SimError(ErrorCode.NO_POSITION);
  return p;
}

/** A leverage, when given, within 0.01..`maxLev` (the first risk tier's max), else LEVERAGE_TOO_HIGH. */
export function checkLeverage(leverage: Dec | undefined, maxLev: Dec): void {
  if (leverage && (leverage.isLessThan('0.01') || leverage.isGreaterThan(maxLev)))
    throw new SimError(
      ErrorCode.LEVERAGE_TOO_HIGH,
      `leverage must be within 0.01..${str(maxLev)} (max_leverage ${str(maxLev)})`,
    );
}
