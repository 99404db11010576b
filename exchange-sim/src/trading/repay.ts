import { ErrorCode, SimError } from '../errors';
import type { Market } from '../market/market';
import type { Repository } from '../store/types';
import { Dec, money, str } from '../util/decimal';

/**
 * Repaying what a unified account owes (order-panel.md §2.3, the repay panel): a coin whose spot
 * balance is negative is borrowed. A repayment of `amount` of that coin buys it back with the
 * account's USDT at the coin's index price (1 for a stablecoin) and moves both balances: the
 * debt goes down by `amount`, the USDT balance by `amount × price`.
 */

/** What repayments are paid with. */
export const REPAY_WITH = 'USDT';
const STABLE = new Set(['USDT', 'USDC']);

export interface Debt {
  coin: string;
  /** what is owed, positive ('0' when nothing) */
  debt: string;
  payWith: string;
  /** price of one coin in the pay-with coin */
  price: string;
  /** pay-with balance */
  available: string;
}

function priceOf(market: Market, coin: string): Dec {
  if (STABLE.has(coin)) return new Dec(1);
  const p = market.indexOf(`${coin}USDT`);
  if (p.isZero()) throw new SimError(ErrorCode.PARAMS, `coin: ${coin} cannot be repaid here`);
  return p;
}

export function debtOf(repo: Repository, market: Market, userId: number, coin: string): Debt {
  const balance = new Dec(repo.getBalance(userId, coin));
  const debt = balance.isNegative() ? balance.negated() : new Dec(0);
  const price = coin === REPAY_WITH ? new Dec(1) : priceOf(market, coin);
  return {
    coin,
    debt: str(debt),
    payWith: REPAY_WITH,
    price: str(money(price)),
    available: str(repo.getBalance(userId, REPAY_WITH)),
  };
}

/** Every coin the account owes. */
export function debtsOf(repo: Repository, market: Market, userId: number): Debt[] {
  return Object.entries(repo.listBalances(userId))
    .filter(([, b]) => new Dec(b).isNegative())
    .map(([coin]) => debtOf(repo, market, userId, coin));
}

/** Repays `amount` of `coin`; refused above the debt or the pay-with balance. Returns the debt after. */
export function repay(repo: Repository, market: Market, userId: number, coin: string, amount: Dec): Debt {
  if (coin === REPAY_WITH) throw new SimError(ErrorCode.PARAMS, `coin: ${REPAY_WITH} debt is repaid by a deposit`);
  const before = debtOf(repo, market, userId, coin);
  if (new Dec(before.debt).isZero()) throw new SimError(ErrorCode.PARAMS, `coin: nothing of ${coin} is owed`);
  if (amount.isGreaterThan(before.debt))
    throw new SimError(ErrorCode.PARAMS, `amount: at most the debt, ${before.debt} ${coin}`);
  const cost = money(amount.multipliedBy(before.price));
  const available = new Dec(before.available);
  if (cost.isGreaterThan(available)) throw new SimError(ErrorCode.INSUFFICIENT_BALANCE);
  repo.setBalance(userId, coin, str(new Dec(repo.getBalance(userId, coin)).plus(amount)));
  repo.setBalance(userId, REPAY_WITH, str(available.minus(cost)));
  return debtOf(repo, market, userId, coin);
}
