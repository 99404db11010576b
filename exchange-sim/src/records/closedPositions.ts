import { Dec } from '../util/decimal';
import type { ExecutionRecord, OrderRecord } from '../store/types';

/**
 * A closed position (order-panel.md §2.2 "Profit and loss: closed positions"): one life of a
 * position from flat to flat (or to a flip), replayed from the user's executions.
 */
export interface ClosedPositionRecord {
  /** `<symbol>:<positionIdx>:<execId of the fill that closed it>`: stable, the list's cursor */
  id: string;
  symbol: string;
  /** the side of the position that was closed */
  side: 'Buy' | 'Sell';
  positionIdx: number;
  /** the size closed over its life */
  closedSize: string;
  avgEntryPrice: string;
  avgExitPrice: string;
  /** realised PnL, fees not included (linear (exit − entry) × qty, inverse qty × (1/entry − 1/exit)) */
  closedPnl: string;
  /** fees of every fill of its life (opening and closing) */
  fees: string;
  /** closedPnl − fees */
  netPnl: string;
  openedAt: number;
  closedAt: number;
}

interface Life {
  size: Dec;
  cost: Dec;
  openedAt: number;
  closed: Dec;
  entryValue: Dec;
  exitValue: Dec;
  pnl: Dec;
  fees: Dec;
}

const fresh = (at: number): Life => ({
  size: new Dec(0),
  cost: new Dec(0),
  openedAt: at,
  closed: new Dec(0),
  entryValue: new Dec(0),
  exitValue: new Dec(0),
  pnl: new Dec(0),
  fees: new Dec(0),
});

const d8 = (v: Dec): string => v.decimalPlaces(8).toFixed();

/**
 * The closed positions of a user, newest first, from the executions replayed oldest first per
 * symbol and positionIdx at average cost. Option fills are left out (P&L excludes options, §3). A
 * fill that reduces a position the history never saw opened (a seeded one) opens instead: the
 * entry is not known.
 */
export function closedPositionRecords(
  executions: readonly ExecutionRecord[],
  orderOf: (orderId: string) => OrderRecord | undefined,
  inverse: (symbol: string) => boolean,
  isOption: (symbol: string) => boolean,
): ClosedPositionRecord[] {
  const lives = new Map<string, Life>();
  const out: ClosedPositionRecord[] = [];
  const sorted = [...executions]
    .filter((e) => !isOption(e.symbol))
    .sort((a, b) => a.execTime - b.execTime || a.execId.localeCompare(b.execId));
  for (const e of sorted) {
    const idx = orderOf(e.orderId)?.positionIdx ?? 0;
    const key = `${e.symbol}:${idx}`;
    const life = lives.get(key) ?? fresh(e.execTime);
    const qty = new Dec(e.execQty);
    const price = new Dec(e.execPrice);
    const signed = e.side === 'Buy' ? qty : qty.negated();
    if (life.size.isZero() || life.size.isPositive() === signed.isPositive()) {
      if (life.size.isZero()) Object.assign(life, fresh(e.execTime));
      life.size = life.size.plus(signed);
      life.cost = life.cost.plus(qty.multipliedBy(price));
      life.fees = life.fees.plus(e.execFee);
      lives.set(key, life);
      continue;
    }
    const long = life.size.isPositive();
    const closing = Dec.min(qty, life.size.abs());
    const entry = life.cost.dividedBy(life.size.abs());
    const perUnit = inverse(e.symbol)
      ? new Dec(1).dividedBy(entry).minus(new Dec(1).dividedBy(price))
      : price.minus(entry);
    life.pnl = life.pnl.plus(perUnit.multipliedBy(closing).multipliedBy(long ? 1 : -1));
    life.closed = life.closed.plus(closing);
    life.entryValue = life.entryValue.plus(closing.multipliedBy(entry));
    life.exitValue = life.exitValue.plus(closing.multipliedBy(price));
    // the fee of a flipping fill is shared by the part that closes and the part that opens
    const closingFee = new Dec(e.execFee).multipliedBy(closing).dividedBy(qty);
    life.fees = life.fees.plus(closingFee);
    const remaining = life.size.abs().minus(closing);
    if (!remaining.isZero()) {
      life.size = long ? remaining : remaining.negated();
      life.cost = entry.multipliedBy(remaining);
      lives.set(key, life);
      continue;
    }
    out.push({
      id: `${key}:${e.execId}`,
      symbol: e.symbol,
      side: long ? 'Buy' : 'Sell',
      positionIdx: idx,
      closedSize: life.closed.toFixed(),
      avgEntryPrice: d8(life.entryValue.dividedBy(life.closed)),
      avgExitPrice: d8(life.exitValue.dividedBy(life.closed)),
      closedPnl: d8(life.pnl),
      fees: d8(life.fees),
      netPnl: d8(life.pnl.minus(life.fees)),
      openedAt: life.openedAt,
      closedAt: e.execTime,
    });
    // the rest of a flipping fill opens the other side at the fill's price
    const rest = qty.minus(closing);
    const next = fresh(e.execTime);
    if (!rest.isZero()) {
      next.size = long ? rest.negated() : rest;
      next.cost = rest.multipliedBy(price);
      next.fees = new Dec(e.execFee).minus(closingFee);
    }
    lives.set(key, next);
  }
  return out.sort((a, b) => b.closedAt - a.closedAt || b.id.localeCompare(a.id));
}
