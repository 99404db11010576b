/**
 * Pure glue between the store and the rules: building a leg from a pick (legForPick), the market of a leg
 * from the shared tickers and the live depth, and the price a leg would carry right now when it
 * follows a price source (spec §2: the selector fills the price and follows its source until the
 * trader types).
 */
import type { DepthLevel, OptionCommonConfig, OptionInstrumentInfo, OptionTickerRaw } from 'shared-core';
import type { TicketPick } from '../chain/slice';
import {
  ivForPrice,
  priceFromSource,
  type EntryLeg,
  type EntrySettings,
  type EntrySide,
  type LegMarket,
  type PriceSource,
} from './rules';

export const USDT_SUFFIX = '-USDT';

/** A USDT-settled option quotes the mark of its USDC twin (same chain, exchange-sim/API.md). */
export const usdcTwin = (symbol: string): string =>
  symbol.endsWith(USDT_SUFFIX) ? symbol.slice(0, -USDT_SUFFIX.length) : symbol;

/** The symbol of an instrument for a settle coin: `BTC-27DEC24-60000-C` or `…-C-USDT`. */
export const symbolFor = (usdcSymbol: string, settleCoin: 'USDC' | 'USDT'): string =>
  settleCoin === 'USDT' ? `${usdcTwin(usdcSymbol)}${USDT_SUFFIX}` : usdcTwin(usdcSymbol);

export interface NewLegInput {
  id: string;
  instrument: OptionInstrumentInfo;
  settleCoin: 'USDC' | 'USDT';
  side: EntrySide;
  source: PriceSource;
  /** The price picked (used when the source is `user`). */
  price: string;
  qty: string;
  settings: Pick<EntrySettings, 'postOnly' | 'lastPriceType' | 'lastSource'>;
}

/** A fresh leg: the remembered price mode, post-only from the settings, the picked source. */
export function newLeg(input: NewLegInput): EntryLeg {
  const { instrument, settings } = input;
  return {
    id: input.id,
    symbol: symbolFor(instrument.symbol, input.settleCoin),
    side: input.side,
    placeType: settings.lastPriceType ?? 'usd',
    orderPrice: input.source === 'user' ? input.price : '',
    orderQty: input.qty,
    orderFilledQty: '0',
    iv: '',
    postOnly: settings.postOnly,
    reduceOnly: false,
    timeInForce: 'GoodTillCancel',
    symbolType: instrument.symbolType,
    strikePrice: instrument.strikePrice,
    deliveryTime: instrument.deliveryTime,
    settleCoin: input.settleCoin,
    symbolAlias: symbolFor(instrument.symbol, input.settleCoin),
    source: input.source === 'user' ? 'user' : (settings.lastSource ?? input.source),
  };
}

const best = (levels: readonly DepthLevel[] | undefined): string => levels?.[0]?.price ?? '';

/**
 * The market of a leg: the ticker of its USDC twin, with the best bid/ask of the live depth when
 * the depth is for this instrument (fresher than the ticker's top of book). null without a ticker.
 */
export function legMarket(
  symbol: string,
  tickers: Readonly<Record<string, OptionTickerRaw>>,
  depth: { symbol: string; bids: readonly DepthLevel[]; asks: readonly DepthLevel[] } | null,
): LegMarket | null {
  const t = tickers[usdcTwin(symbol)];
  if (!t) return null;
  const ownDepth = depth && usdcTwin(depth.symbol) === usdcTwin(symbol) ? depth : null;
  return {
    indexPrice: t.indexPrice,
    underlyingPrice: t.underlyingPrice,
    markPrice: t.markPrice,
    markIv: t.markIv,
    delta: t.delta,
    bestBid: ownDepth ? best(ownDepth.bids) : t.bid1Price,
    bestAsk: ownDepth ? best(ownDepth.asks) : t.ask1Price,
  };
}

/**
 * The leg as it would be sent now: a leg following a source takes that source's price (usd) or
 * the IV of that price (iv); a typed value (source `user`) is kept as typed. When the source is
 * empty (no bid, say) the last value is kept, and the submit checks say what is missing.
 */
export function resolveLeg(
  leg: EntryLeg,
  mkt: LegMarket | null,
  cfg: OptionCommonConfig | null,
  nowMs: number,
): EntryLeg {
  if (leg.source === 'user' || !mkt || !cfg || leg.placeType === 'market') return leg;
  const price = priceFromSource(leg.source, leg.side, mkt, cfg);
  if (price === null) return leg;
  if (leg.placeType === 'usd') return price === leg.orderPrice ? leg : { ...leg, orderPrice: price };
  const iv = ivForPrice(price, leg, mkt, nowMs);
  return iv === null || iv === leg.iv ? leg : { ...leg, iv };
}

/** What a pick reads besides the pick: the form as it is, the tickers and the chain's minimum size. */
export interface PickContext {
  legSeq: number;
  /** the draft before the pick: its settle coin and quantity carry over */
  draft: Pick<EntryLeg, 'settleCoin' | 'orderQty'> | null;
  settings: EntrySettings;
  tickers: Readonly<Record<string, OptionTickerRaw>>;
  minOrderSize: string | undefined;
}

/**
 * The leg a pick in the chain opens: a bid opens a sell following the best bid, an ask a buy
 * following the best ask, a mark a buy at the mark (the remembered price mode over both); same
 * settle coin and quantity as before. null when the picked option is not in the instruments.
 */
export function legForPick(
  pick: Pick<TicketPick, 'symbol' | 'side' | 'price'>,
  instruments: readonly OptionInstrumentInfo[],
  ctx: PickContext,
): EntryLeg | null {
  const instrument = instruments.find((i) => i.symbol === usdcTwin(pick.symbol));
  if (!instrument) return null;
  const ask = ctx.tickers[instrument.symbol]?.ask1Price;
  const source: PriceSource = pick.side === 'Sell' ? 'bestBid' : pick.price === ask ? 'bestAsk' : 'mark';
  return newLeg({
    id: legIdOf(ctx.legSeq + 1),
    instrument,
    settleCoin: ctx.draft?.settleCoin ?? 'USDC',
    side: pick.side === 'Sell' ? 'sell' : 'buy',
    source,
    price: pick.price,
    qty: ctx.draft?.orderQty || ctx.minOrderSize || '',
    settings: ctx.settings,
  });
}

/** The id of the n-th leg opened in this page (the slice's legSeq counts them). */
export const legIdOf = (seq: number): string => `leg-${seq}`;
