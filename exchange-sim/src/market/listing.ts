import { startingIndex } from './coins';
import { buildFutures, buildOptions, type Instrument, type OptionInstrument, type PerpInstrument } from './instruments';

const HOUR_MS = 3_600_000;

/** The first 00:00 or 08:00 UTC strictly after `t` (the only times the listed expiries can change). */
export function nextListingBoundary(t: number): number {
  const day = Math.floor(t / (24 * HOUR_MS)) * 24 * HOUR_MS;
  return t < day + 8 * HOUR_MS ? day + 8 * HOUR_MS : day + 24 * HOUR_MS;
}

/**
 * The futures `buildFutures(at)` names that `listed` does not hold yet (a delivered future is
 * replaced by the next of its cycle).
 */
export function unlistedFutures(listed: ReadonlyMap<string, Instrument>, at: number): PerpInstrument[] {
  const added: PerpInstrument[] = [];
  const symbols = new Set<string>();
  for (const f of buildFutures(at)) {
    if (listed.has(f.symbol) || symbols.has(f.symbol)) continue;
    symbols.add(f.symbol);
    added.push(f);
  }
  return added;
}

/**
 * The options of the expiries `expiriesFor(at)` names that `listed` holds none of yet (after an
 * expiry the next weekly, or the next month's last Friday, comes in). Strikes are centred on the
 * starting index (the walk reverts to it), so the symbols depend on `at` alone and a restart
 * replaying the listings from the epoch names the same ones.
 */
export function unlistedOptions(listed: ReadonlyMap<string, Instrument>, at: number): OptionInstrument[] {
  const expiries = new Set<string>();
  for (const i of listed.values())
    if (i.kind === 'option') expiries.add(`${i.settleCoin}|${i.baseCoin}|${i.deliveryTime}`);
  return buildOptions(at, startingIndex(), (settle, coin, t) => expiries.has(`${settle}|${coin}|${t}`));
}
