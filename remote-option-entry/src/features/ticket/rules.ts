/**
 * Pure rules of the minimal order ticket: the checks before submit (spec §5, the ones this
 * foundation needs) and the order request (spec §3). The full form comes in a later issue.
 */
import BigNumber from 'bignumber.js';
import {
  OrderSideCode,
  OrderTypeCode,
  PlaceTypeCode,
  TimeInForceCode,
  type OptionCommonConfig,
  type OptionOrderRequest,
} from 'shared-core';

export type TicketSide = 'Buy' | 'Sell';

export interface TicketInput {
  symbol: string;
  side: TicketSide;
  price: string;
  qty: string;
}

/** A spec message key (§5 Message keys) with its parameters. */
export interface TicketError {
  field: 'price' | 'qty';
  key: 'PleaseEnterEhePrice' | 'PleaseEnterTheQuantity' | 'MinOrderSize';
  params?: Record<string, string>;
}

const positive = (value: string): boolean => {
  try {
    const n = new BigNumber(value);
    return n.isFinite() && n.gt(0);
  } catch {
    return false;
  }
};

/** Errors that block the Place button; empty when the order may be sent. */
export function ticketErrors(
  input: TicketInput,
  config: Pick<OptionCommonConfig, 'minOrderSize'> | null,
): TicketError[] {
  const errors: TicketError[] = [];
  if (!positive(input.price)) errors.push({ field: 'price', key: 'PleaseEnterEhePrice' });
  if (!positive(input.qty)) errors.push({ field: 'qty', key: 'PleaseEnterTheQuantity' });
  else if (config && new BigNumber(input.qty).lt(config.minOrderSize)) {
    errors.push({ field: 'qty', key: 'MinOrderSize', params: { min: config.minOrderSize } });
  }
  return errors;
}

/** A short random id; outRequestId is the symbol plus this (spec §3). */
export function randomRequestId(random: () => number = Math.random): string {
  let id = '';
  while (id.length < 12) id += Math.floor(random() * 36).toString(36);
  return id;
}

/** One limit order request, good till cancel, priced in USD (spec §3). */
export function buildOrderRequest(input: TicketInput, requestId: string): OptionOrderRequest {
  return {
    symbol: input.symbol,
    outRequestId: `${input.symbol}${requestId}`,
    orderQty: new BigNumber(input.qty).toFixed(),
    orderPrice: new BigNumber(input.price).toFixed(),
    side: input.side === 'Buy' ? OrderSideCode.Buy : OrderSideCode.Sell,
    orderType: OrderTypeCode.Limit,
    placeType: PlaceTypeCode.Price,
    placeMode: 1,
    timeInForce: TimeInForceCode.GoodTillCancel,
    pmTrial: true,
  };
}

/** Keeps what a decimal input may hold: digits, one point (a full-width period counts). */
export function sanitizeDecimalInput(text: string): string {
  const normalized = text.replace(/\uFF0E/g, '.').replace(/[^\d.]/g, '');
  const dot = normalized.indexOf('.');
  return dot < 0 ? normalized : normalized.slice(0, dot + 1) + normalized.slice(dot + 1).replace(/\./g, '');
}
