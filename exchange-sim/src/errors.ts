/**
 * Every code the simulator answers with, and its message. API.md lists the same table.
 * Envelope errors are HTTP 200 (the client reads the code from the body) except 10404 (HTTP 404)
 * and 10005 (HTTP 405).
 */
export const ErrorCode = {
  OK: 0,
  /** bad request: missing/ill-typed field, missing platform header or JSON content type */
  PARAMS: 10001,
  /** body is not valid JSON (or not a JSON object) */
  INVALID_JSON: 10003,
  /** login with unknown email or wrong password */
  BAD_CREDENTIALS: 10004,
  /** known path, wrong method */
  METHOD_NOT_ALLOWED: 10005,
  /** too many requests from this client in the current window */
  RATE_LIMITED: 10006,
  /** private call without a valid session (cookie secure-token or header usertoken) */
  SESSION_EXPIRED: 10007,
  /** the feature is in coming-soon state (fault injection: comingSoonPaths) */
  COMING_SOON: 10020,
  /** compliance restriction (fault injection: compliance10024) */
  COMPLIANCE: 10024,
  /** unknown path */
  NOT_FOUND: 10404,
  /** request body larger than 64 KiB */
  BODY_TOO_LARGE: 10413,
  /** unexpected server fault (should never be seen) */
  INTERNAL: 10500,
  /** not enough available balance for the order */
  INSUFFICIENT_BALANCE: 30031,
  /** TP/SL on a long: take-profit must be above the current trigger-kind price */
  TP_LONG_TOO_LOW: 30027,
  /** TP/SL on a long: stop-loss must be below the current price */
  SL_LONG_TOO_HIGH: 30028,
  /** TP/SL on a short: take-profit must be below the current price */
  TP_SHORT_TOO_HIGH: 30029,
  /** TP/SL on a short: stop-loss must be above the current price */
  SL_SHORT_TOO_LOW: 30030,
  /** no open position for the symbol (size 0) */
  NO_POSITION: 30043,
  /** margin calls on a cross-margin (or option) position */
  NOT_ISOLATED: 30044,
  /** reduce margin: more than the extra added margin */
  MARGIN_REDUCE_TOO_LARGE: 30045,
  /** MMR close: trigger at or below the current MMR, or above 90 % */
  MMR_TRIGGER_INVALID: 30046,
  /** trailing stop: active price without a callback value, rate outside 0.1..100 %, or distance not positive */
  TRAILING_INVALID: 30047,
  /** conditional trigger must be above the current trigger-kind price */
  TRIGGER_TOO_LOW: 30074,
  /** conditional trigger must be below the current trigger-kind price */
  TRIGGER_TOO_HIGH: 30075,
  /** leverage above the risk-limit tier maximum (message carries max_leverage) */
  LEVERAGE_TOO_HIGH: 30162,
  /** contract order price outside minPrice..maxPrice or the market reference band */
  PRICE_OUT_OF_RANGE: 110003,
  /** contract order price not a multiple of the tick size */
  PRICE_NOT_TICK: 110005,
  /** contract order qty below minQty, above maxQty (maxMarketQty for market orders) or not a multiple of lotStep */
  QTY_INVALID: 110011,
  /** post-only contract order would cross */
  CONTRACT_POST_ONLY_CROSS: 110013,
  /** fill-or-kill contract order cannot be filled completely */
  CONTRACT_FOK_NOT_FILLED: 110014,
  /** reduce-only / close order without an opposite position to reduce */
  REDUCE_ONLY_REJECTED: 110017,
  /** replace: nothing to change, or the order kind cannot be replaced */
  REPLACE_INVALID: 110019,
  /** cancel: order does not exist (or belongs to someone else) */
  ORDER_NOT_FOUND: 110001,
  /** cancel: order is already filled or cancelled */
  ORDER_FINISHED: 110010,
  /** cancel-totally-integrated covered more orders than one call takes (CANCEL_ALL_MAX = 50) */
  CANCEL_OVERLOAD: 11050,
  /**
   * a market close above maxMarketQty was split and only part of it could be placed: the answer
   * carries `result` (first child's orderId, create_order_failed_qty_x = the unplaced qty × 1e8)
   */
  SPLIT_ORDER_PARTLY_FAILED: 39303,
  // Per-order results of the batch place call (32001xx)
  UNKNOWN_SYMBOL: 3200101,
  INVALID_SIDE: 3200102,
  INVALID_ORDER_TYPE: 3200103,
  INVALID_TIME_IN_FORCE: 3200104,
  INVALID_QTY: 3200105,
  QTY_BELOW_MIN: 3200106,
  QTY_ABOVE_MAX: 3200107,
  QTY_STEP: 3200108,
  INVALID_PRICE: 3200109,
  PRICE_BELOW_MIN: 3200110,
  PRICE_ABOVE_MAX: 3200111,
  PRICE_TICK: 3200112,
  POST_ONLY_WOULD_CROSS: 3200113,
  FOK_NOT_FILLED: 3200114,
  INSTRUMENT_EXPIRED: 3200115,
  INVALID_OUT_REQUEST_ID: 3200116,
  INVALID_IV: 3200117,
  INVALID_PLACE_TYPE: 3200118,
  ABOVE_MAX_BUY_PRICE: 3200119,
  BELOW_MIN_SELL_PRICE: 3200120,
  INVALID_ORDER_REQUEST: 3200121,
  PRICE_DEVIATION_WARNING: 3200305,
  NOT_COPY_TRADE_ACCOUNT: 30100,
  COPY_TRADE_FOLLOWER_OPEN: 30101,
  PRICE_DEVIATION_EXCEEDED: 3200306,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_MESSAGES: Readonly<Record<ErrorCode, string>> = {
  0: 'OK',
  10001: 'invalid request parameters',
  10003: 'request body is not valid JSON',
  10004: 'incorrect email or password',
  10005: 'method not allowed',
  10006: 'too many visits, rate limit exceeded',
  10007: 'session expired or not logged in',
  10020: 'coming soon',
  10024: 'compliance restriction: this operation is not available in your region',
  10404: 'not found',
  10413: 'request body too large (max 65536 bytes)',
  10500: 'internal error',
  30031: 'insufficient balance',
  30027: 'take profit for a long position must be above the current price',
  30028: 'stop loss for a long position must be below the current price',
  30029: 'take profit for a short position must be below the current price',
  30030: 'stop loss for a short position must be above the current price',
  30043: 'position does not exist',
  30044: 'position is not isolated',
  30045: 'cannot reduce more than the extra added margin',
  30046: 'triggerMmRateE2 must be above the current MMR and at most 9000 (90 %)',
  30047: 'invalid trailing stop',
  30074: 'trigger price must be above the current price',
  30075: 'trigger price must be below the current price',
  30162: 'leverage exceeds the maximum',
  110003: 'order price out of the permissible range',
  110005: 'order price is not a multiple of the tick size',
  110011: 'invalid order quantity',
  110013: 'post-only order would cross the book',
  110014: 'fill-or-kill order cannot be filled completely',
  110017: 'reduce-only order has no position to reduce',
  110019: 'order cannot be replaced',
  110001: 'order does not exist',
  11050: 'too many orders to cancel at once',
  110010: 'order already filled or cancelled',
  39303: 'split order: part of the quantity could not be placed',
  3200101: 'unknown symbol',
  3200102: 'side must be 1 (buy) or 2 (sell)',
  3200103: 'orderType must be 1 (market) or 2 (limit)',
  3200104: 'timeInForce must be 1, 2, 3 or 4',
  3200105: 'orderQty must be a positive decimal string',
  3200106: 'orderQty below minOrderSize',
  3200107: 'orderQty above maxOrderSize',
  3200108: 'orderQty is not a multiple of minOrderSizeIncrement',
  3200109: 'orderPrice must be a positive decimal string',
  3200110: 'orderPrice below minOrderPrice',
  3200111: 'orderPrice above maxOrderPrice',
  3200112: 'orderPrice is not a multiple of tickSize',
  3200113: 'post-only order would cross the book',
  3200114: 'fill-or-kill order cannot be filled completely',
  3200115: 'instrument expired',
  3200116: 'outRequestId must be a non-empty string of at most 64 characters',
  3200117: 'iv must be a positive decimal string (fraction) for iv orders',
  3200118: 'placeType must be 1 or 2, placeMode 1 or 2',
  3200119: 'buy price above the max-buy price',
  3200120: 'sell price below the min-sell price',
  3200121: 'order request must be a JSON object',
  30100: 'not a copy-trading account',
  30101: 'copy-trading followers cannot open positions: orders come from the leader',
  3200305:
    'price deviates from the mark price by at least priceDeviationPercentage (confirm with priceDeviationConfirmed)',
  3200306: 'price deviates from the mark price by at least 3 × priceDeviationPercentage',
};

/** A client string echoed in a message or a result is cut to this many characters (issue 12). */
export const ECHO_MAX_CHARS = 64;
/** No error message is longer, whatever it echoes. */
export const MESSAGE_MAX_CHARS = 256;
/** C0 and C1 controls, line and paragraph separators, bidi embeddings, overrides and isolates */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/** `text` without unsafe characters, `<` and `>` shown as `‹` and `›` (never markup), cut to `max` characters. */
function sanitise(text: string, max: number): string {
  const clean = text.replace(UNSAFE_CHARS, '').replace(/</g, '‹').replace(/>/g, '›');
  if (clean.length <= max) return clean;
  const chars = Array.from(clean); // whole code points: a cut never splits a surrogate pair
  return chars.length <= max ? clean : `${chars.slice(0, max - 1).join('')}…`;
}

/**
 * A client's string as an error message or result may repeat it (issue 12: messages echoed hostile
 * input verbatim, 10 kB and markup included): at most ECHO_MAX_CHARS characters, sanitised.
 */
export function echo(value: unknown): string {
  return sanitise(String(value), ECHO_MAX_CHARS);
}

/** a run of ECHO_MAX_CHARS + 1 or more characters without a space: no word of ours is that long */
const LONG_WORD = new RegExp(`\\S{${ECHO_MAX_CHARS + 1},}`, 'gu');

/**
 * Every error message on its way out (SimError, the HTTP error envelope, WebSocket acks): sanitised
 * like `echo`, every word cut to ECHO_MAX_CHARS characters and the whole to MESSAGE_MAX_CHARS, so a
 * message that repeats a client string without `echo` (`unknown symbol …`) is still safe to show or log.
 */
export function safeMessage(message: string): string {
  const words = sanitise(message, Infinity).replace(LONG_WORD, (word) => sanitise(word, ECHO_MAX_CHARS));
  return sanitise(words, MESSAGE_MAX_CHARS);
}

export class SimError extends Error {
  /**
   * @param result the envelope's `result` of the error answer (null for almost every error; a
   * 39303 split close carries what it placed)
   */
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly result: unknown = null,
  ) {
    super(safeMessage(message ?? ERROR_MESSAGES[code]));
  }
}
