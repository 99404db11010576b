import {
  blackScholesPrice,
  optionGreeks,
  yearsToExpiry,
  type OptionGreeks,
  type OptionTicker,
} from 'shared-core/domain';
import { COIN_SETUP } from './coins';
import type { OptionInstrument } from './instruments';
import { smileVol } from './smile';
import { BigNumber, Dec, asDec, fromFloat, roundToStep } from '../util/decimal';

export interface OptionMark {
  markPrice: Dec;
  /** fraction */
  markIv: number;
  /** per contract, buyer's view */
  greeks: OptionGreeks;
  timeYears: number;
  /** wire strings of the mark fields, formatted once per tick on first use */
  wire?: Pick<OptionTicker, 'markPrice' | 'markIv' | 'delta' | 'gamma' | 'vega' | 'theta'>;
  /** max-buy / min-sell price at this mark, valid for that index object and config (a USDT twin shares the mark) */
  maxBuy?: { index: Dec; config: object; price: Dec };
  minSell?: { index: Dec; config: object; price: Dec };
}

/** The mark of an option at `spot` and time `now`: Black–Scholes over the smile, rounded to the tick. */
export function computeOptionMark(inst: OptionInstrument, spot: number, now: number): OptionMark {
  const strike = Number(inst.strike);
  const timeYears = Math.max(yearsToExpiry(inst.deliveryTime, now), 0);
  const vol = smileVol(COIN_SETUP[inst.baseCoin].baseVol, spot, strike, timeYears);
  const isCall = inst.optionType === 'C';
  const price = blackScholesPrice(spot, strike, timeYears, vol, isCall);
  return {
    markPrice: roundToStep(fromFloat(price), inst.config.tickSize),
    markIv: vol,
    greeks: optionGreeks(spot, strike, timeYears, vol, isCall, true),
    timeYears,
  };
}

/**
 * Spec §5: mark + maxBuyFactor × index × max(1, 4|delta|), bounded by the maximum price. Kept on the
 * mark `m` for that index object and config.
 */
export function maxBuyPrice(inst: OptionInstrument, m: OptionMark | undefined, index: Dec): Dec {
  // the same mark (one tick) and index object: the figure is unchanged
  if (m?.maxBuy && m.maxBuy.index === index && m.maxBuy.config === inst.config) return m.maxBuy.price;
  const delta = Math.abs(m?.greeks.delta ?? 0);
  const raw = (m?.markPrice ?? new Dec(0)).plus(
    index.multipliedBy(asDec(inst.config.maxBuyFactor)).multipliedBy(fromFloat(Math.max(1, 4 * delta))),
  );
  const price = Dec.min(roundToStep(raw, inst.config.tickSize, BigNumber.ROUND_DOWN), asDec(inst.config.maxOrderPrice));
  if (m) m.maxBuy = { index, config: inst.config, price };
  return price;
}

/** Spec §5: max(minPrice, tick, mark − minSellFactor × index × max(1, 4|delta|)), kept as `maxBuyPrice`. */
export function minSellPrice(inst: OptionInstrument, m: OptionMark | undefined, index: Dec): Dec {
  if (m?.minSell && m.minSell.index === index && m.minSell.config === inst.config) return m.minSell.price;
  const delta = Math.abs(m?.greeks.delta ?? 0);
  const raw = (m?.markPrice ?? new Dec(0)).minus(
    index.multipliedBy(asDec(inst.config.minSellFactor)).multipliedBy(fromFloat(Math.max(1, 4 * delta))),
  );
  const price = Dec.max(
    asDec(inst.config.minOrderPrice),
    asDec(inst.config.tickSize),
    roundToStep(raw, inst.config.tickSize, BigNumber.ROUND_UP),
  );
  if (m) m.minSell = { index, config: inst.config, price };
  return price;
}
