/**
 * Price source selector (spec §2: mark price, best bid, best ask, mid price, user defined).
 *
 * - mark: the mark price rounded to the NEAREST tick (ties up, away from zero). Favour-neutral: it
 *   moves the mark by at most half a tick in either direction whatever the side (exchange-sim's
 *   marks are already on the tick, so this only matters for a foreign feed).
 * - bestBid / bestAsk: the book's price as is. Book prices are on the tick; an off-tick one (bad
 *   feed) is rounded like mid.
 * - mid: (bid + ask) / 2, rounded DOWN to the tick for a buy and UP for a sell: never a worse price
 *   for the trader than the exact mid. Needs both sides of the book.
 * - user: null (the typed price stays).
 *
 * null when the source is empty (a side of the book empty: '' or '0'; no mark; a mark of 0 is no
 * price) or the tick is unusable. The result is NOT price-checked: pass it through checkPrice.
 */
import BigNumber from 'bignumber.js';
import { roundToTickDecimal, type OptionCommonConfig } from 'shared-core';
import { parseConfig, parseMarket, type ParsedMarket } from './decimals';
import { type EntrySide, type LegMarket, type PriceSource } from './types';

const TWO = new BigNumber(2);

/** priceFromSource on parsed values. */
export function priceFromSourceDecimal(
  source: PriceSource,
  side: EntrySide,
  pm: ParsedMarket | null,
  tick: BigNumber,
): BigNumber | null {
  if (!pm) return null;
  const sideMode = side === 'buy' ? 'down' : 'up';
  switch (source) {
    case 'mark':
      return pm.mark && pm.mark.isGreaterThan(0) ? roundToTickDecimal(pm.mark, tick, 'nearest') : null;
    case 'bestBid':
      return pm.bid ? roundToTickDecimal(pm.bid, tick, sideMode) : null;
    case 'bestAsk':
      return pm.ask ? roundToTickDecimal(pm.ask, tick, sideMode) : null;
    case 'mid':
      return pm.bid && pm.ask ? roundToTickDecimal(pm.bid.plus(pm.ask).div(TWO), tick, sideMode) : null;
    default:
      return null;
  }
}

/** The price a source gives (tick decimals), or null; see the module comment. */
export function priceFromSource(
  source: PriceSource,
  side: EntrySide,
  mkt: LegMarket | null,
  cfg: OptionCommonConfig,
): string | null {
  const p = parseConfig(cfg).price;
  if (!p) return null;
  const v = priceFromSourceDecimal(source, side, parseMarket(mkt), p.tick);
  return v && v.isGreaterThan(0) ? v.toFixed(p.tickDp) : null;
}
