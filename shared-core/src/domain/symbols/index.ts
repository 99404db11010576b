/**
 * Symbol names → trade type, parts, settle coin, trading-page route and inverse-futures period
 * codes (spec option-entry-and-platform.md §2 "Symbol trading pages", §3 "Trade type enumeration").
 * Pure rules: no clock (callers pass `now`), no I/O.
 *
 * Name patterns (BASE = 2..10 upper-case letters/digits, DDMMMYY = 27DEC24, Y = month letter):
 * | trade type       | pattern                        | example                    | settle |
 * | ---------------- | ------------------------------ | -------------------------- | ------ |
 * | LinearPerpetual  | BASEUSDT                       | BTCUSDT                    | USDT   |
 * | LinearFutures    | BASEUSDT-DDMMMYY               | BTCUSDT-27DEC24            | USDT   |
 * | InversePerpetual | BASEUSD                        | BTCUSD                     | BASE   |
 * | InverseFutures   | BASEUSD + month letter + YY    | BTCUSDZ24                  | BASE   |
 * | UsdcPerpetual    | BASEPERP or BASE-PERP          | BTCPERP                    | USDC   |
 * | UsdcFutures      | BASE-DDMMMYY                   | BTC-27DEC24                | USDC   |
 * | UsdcOption       | BASE-DDMMMYY-STRIKE-C/P        | BTC-27DEC24-100000-C       | USDC   |
 * | UsdtOption       | BASE-DDMMMYY-STRIKE-C/P-USDT   | BTC-27DEC24-100000-C-USDT  | USDT   |
 * | Spot             | BASE/QUOTE, or context spot    | BTC/USDT                   | QUOTE  |
 * | Uniform          | context uniform + inverse name | BTCUSD (unified account)   | BASE   |
 * | COPY_TRADE       | context copyTrade + linear perp| BTCUSDT (copy trading)     | USDT   |
 * | Unknown          | anything else                  |                            |        |
 */

export const TRADE_TYPES = [
  'LinearPerpetual',
  'LinearFutures',
  'InversePerpetual',
  'InverseFutures',
  'UsdcPerpetual',
  'UsdcOption',
  'UsdtOption',
  'UsdcFutures',
  'Uniform',
  'COPY_TRADE',
  'Spot',
  'Unknown',
] as const;
export type TradeType = (typeof TRADE_TYPES)[number];

/** Where the name is shown: the same name means another product on the spot, copy-trading or unified page. */
export interface SymbolContext {
  spot?: boolean;
  copyTrade?: boolean;
  /** unified-account (UTA) inverse contracts */
  uniform?: boolean;
}

export type ContractKind = 'perpetual' | 'futures' | 'option' | 'spot';

export interface SymbolNameInfo {
  symbol: string;
  tradeType: TradeType;
  kind: ContractKind | null;
  baseCoin: string;
  quoteCoin: string;
  settleCoin: string;
  /** futures and options: DDMMMYY (linear/USDC) or month letter + YY (inverse, e.g. Z24) */
  expiryCode?: string;
  /** futures and options: 08:00 UTC of the delivery day (inverse: last Friday of the month) */
  deliveryTime?: number;
  strike?: string;
  optionType?: 'C' | 'P';
}

export const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
/** Futures month letters, January … December. */
export const FUTURES_MONTH_LETTERS = ['F', 'G', 'H', 'J', 'K', 'M', 'N', 'Q', 'U', 'V', 'X', 'Z'] as const;

const DAY_MS = 86_400_000;
const BASE = '([A-Z0-9]{2,10}?)';
const DATE = '(\\d{2})([A-Z]{3})(\\d{2})';
const OPTION_RE = new RegExp(`^${BASE}-${DATE}-(\\d+(?:\\.\\d+)?)-([CP])(-USDT)?$`);
const USDC_FUTURES_RE = new RegExp(`^${BASE}-${DATE}$`);
const LINEAR_FUTURES_RE = new RegExp(`^${BASE}USDT-${DATE}$`);
const USDC_PERP_RE = new RegExp(`^${BASE}-?PERP$`);
const LINEAR_PERP_RE = new RegExp(`^${BASE}USDT$`);
const INVERSE_FUTURES_RE = new RegExp(`^${BASE}USD([FGHJKMNQUVXZ])(\\d{2})$`);
/** Weekly (and other non-month-end) inverse futures carry the full date: BTCUSD10JAN25. */
const INVERSE_DATED_FUTURES_RE = new RegExp(`^${BASE}USD${DATE}$`);
const INVERSE_PERP_RE = new RegExp(`^${BASE}USD$`);
const SPOT_RE = /^([A-Z0-9]{2,10})\/([A-Z0-9]{2,10})$/;

/** 08:00 UTC of DDMMMYY, or undefined when it is not a calendar date. */
export function deliveryTimeOfDate(dd: string, mon: string, yy: string): number | undefined {
  const month = MONTHS.indexOf(mon as (typeof MONTHS)[number]);
  if (month < 0) return undefined;
  const t = Date.UTC(2000 + Number(yy), month, Number(dd), 8);
  return new Date(t).getUTCDate() === Number(dd) ? t : undefined;
}

/** 08:00 UTC on the last Friday of a month (month 0-based). */
export function lastFridayOfMonth(year: number, month: number): number {
  let t = Date.UTC(year, month + 1, 0, 8);
  while (new Date(t).getUTCDay() !== 5) t -= DAY_MS;
  return t;
}

function unknown(symbol: string): SymbolNameInfo {
  return { symbol, tradeType: 'Unknown', kind: null, baseCoin: '', quoteCoin: '', settleCoin: '' };
}

/** Trade type and parts of a symbol name; `Unknown` (kind null) when no pattern matches. */
export function parseSymbolName(symbol: string, ctx: SymbolContext = {}): SymbolNameInfo {
  let m: RegExpExecArray | null;
  if ((m = SPOT_RE.exec(symbol)))
    return { symbol, tradeType: 'Spot', kind: 'spot', baseCoin: m[1]!, quoteCoin: m[2]!, settleCoin: m[2]! };
  if ((m = OPTION_RE.exec(symbol))) {
    const deliveryTime = deliveryTimeOfDate(m[2]!, m[3]!, m[4]!);
    if (deliveryTime === undefined) return unknown(symbol);
    const usdt = m[7] !== undefined;
    return {
      symbol,
      tradeType: usdt ? 'UsdtOption' : 'UsdcOption',
      kind: 'option',
      baseCoin: m[1]!,
      quoteCoin: usdt ? 'USDT' : 'USDC',
      settleCoin: usdt ? 'USDT' : 'USDC',
      expiryCode: `${m[2]}${m[3]}${m[4]}`,
      deliveryTime,
      strike: m[5]!,
      optionType: m[6] as 'C' | 'P',
    };
  }
  const dated = (re: RegExp, tradeType: TradeType, quote: string): SymbolNameInfo | null => {
    const d = re.exec(symbol);
    if (!d) return null;
    const deliveryTime = deliveryTimeOfDate(d[2]!, d[3]!, d[4]!);
    if (deliveryTime === undefined) return unknown(symbol);
    return {
      symbol,
      tradeType,
      kind: 'futures',
      baseCoin: d[1]!,
      quoteCoin: quote,
      settleCoin: quote,
      expiryCode: `${d[2]}${d[3]}${d[4]}`,
      deliveryTime,
    };
  };
  const futures = dated(LINEAR_FUTURES_RE, 'LinearFutures', 'USDT') ?? dated(USDC_FUTURES_RE, 'UsdcFutures', 'USDC');
  if (futures) return futures;
  if ((m = USDC_PERP_RE.exec(symbol)))
    return {
      symbol,
      tradeType: 'UsdcPerpetual',
      kind: 'perpetual',
      baseCoin: m[1]!,
      quoteCoin: 'USDC',
      settleCoin: 'USDC',
    };
  if ((m = LINEAR_PERP_RE.exec(symbol))) {
    const tradeType: TradeType = ctx.spot ? 'Spot' : ctx.copyTrade ? 'COPY_TRADE' : 'LinearPerpetual';
    return {
      symbol,
      tradeType,
      kind: ctx.spot ? 'spot' : 'perpetual',
      baseCoin: m[1]!,
      quoteCoin: 'USDT',
      settleCoin: 'USDT',
    };
  }
  if ((m = INVERSE_DATED_FUTURES_RE.exec(symbol))) {
    const deliveryTime = deliveryTimeOfDate(m[2]!, m[3]!, m[4]!);
    if (deliveryTime === undefined) return unknown(symbol);
    return {
      symbol,
      tradeType: ctx.uniform ? 'Uniform' : 'InverseFutures',
      kind: 'futures',
      baseCoin: m[1]!,
      quoteCoin: 'USD',
      settleCoin: m[1]!,
      expiryCode: `${m[2]}${m[3]}${m[4]}`,
      deliveryTime,
    };
  }
  if ((m = INVERSE_FUTURES_RE.exec(symbol))) {
    const month = FUTURES_MONTH_LETTERS.indexOf(m[2] as (typeof FUTURES_MONTH_LETTERS)[number]);
    return {
      symbol,
      tradeType: ctx.uniform ? 'Uniform' : 'InverseFutures',
      kind: 'futures',
      baseCoin: m[1]!,
      quoteCoin: 'USD',
      settleCoin: m[1]!,
      expiryCode: `${m[2]}${m[3]}`,
      deliveryTime: lastFridayOfMonth(2000 + Number(m[3]), month),
    };
  }
  if ((m = INVERSE_PERP_RE.exec(symbol))) {
    if (ctx.spot)
      return { symbol, tradeType: 'Spot', kind: 'spot', baseCoin: m[1]!, quoteCoin: 'USD', settleCoin: 'USD' };
    return {
      symbol,
      tradeType: ctx.uniform ? 'Uniform' : 'InversePerpetual',
      kind: 'perpetual',
      baseCoin: m[1]!,
      quoteCoin: 'USD',
      settleCoin: m[1]!,
    };
  }
  return unknown(symbol);
}

export const tradeTypeOf = (symbol: string, ctx?: SymbolContext): TradeType => parseSymbolName(symbol, ctx).tradeType;

/** Display name: the name parts with the settle coin appended to the first part (BTC-27DEC24 → BTCUSDC-27DEC24). */
export function symbolDisplayName(symbol: string, ctx?: SymbolContext): string {
  const info = parseSymbolName(symbol, ctx);
  if (info.tradeType === 'UsdcFutures' || info.tradeType === 'UsdcOption') {
    const [first, ...rest] = symbol.split('-');
    return [`${first}${info.settleCoin}`, ...rest].join('-');
  }
  if (info.tradeType === 'UsdtOption') {
    const [first, ...rest] = symbol.split('-');
    return [`${first}${info.settleCoin}`, ...rest.slice(0, -1)].join('-');
  }
  if (info.tradeType === 'UsdcPerpetual') return `${info.baseCoin}${info.settleCoin}`;
  return symbol;
}

// ------------------------------------------------------------------ inverse futures period codes

export const PERIOD_CODES = ['Q', 'BIQ', 'NBIQ', 'W', 'BIW', 'NBIW', 'M', 'BIM', 'NBIM'] as const;
export type PeriodCode = (typeof PERIOD_CODES)[number];

const isFriday0800 = (t: number): boolean => new Date(t).getUTCDay() === 5 && new Date(t).getUTCHours() === 8;
const isLastFridayOfMonth = (t: number): boolean => {
  const d = new Date(t);
  return lastFridayOfMonth(d.getUTCFullYear(), d.getUTCMonth()) === t;
};
const isQuarterly = (t: number): boolean => isLastFridayOfMonth(t) && new Date(t).getUTCMonth() % 3 === 2;

/**
 * Period code of an inverse future delivering at `deliveryTime` (08:00 UTC on a Friday), seen at
 * `now`: quarterly (last Friday of Mar/Jun/Sep/Dec) → Q, BIQ, NBIQ for the current, next and
 * next-next quarter still to deliver; other last-Fridays-of-a-month → M, BIM, NBIM; other Fridays
 * → W, BIW, NBIW by weeks ahead. null: already delivered, not a Friday 08:00, or further out.
 */
export function periodCodeOf(deliveryTime: number, now: number): PeriodCode | null {
  if (deliveryTime <= now || !isFriday0800(deliveryTime)) return null;
  const rank = (same: (t: number) => boolean): number => {
    let n = 0;
    // Fridays strictly between now and the delivery of the same cycle
    for (let t = deliveryTime - 7 * DAY_MS; t > now; t -= 7 * DAY_MS) if (same(t)) n++;
    return n;
  };
  const pick = (codes: readonly [PeriodCode, PeriodCode, PeriodCode], r: number): PeriodCode | null => codes[r] ?? null;
  if (isQuarterly(deliveryTime)) return pick(['Q', 'BIQ', 'NBIQ'], rank(isQuarterly));
  if (isLastFridayOfMonth(deliveryTime))
    return pick(
      ['M', 'BIM', 'NBIM'],
      rank((t) => isLastFridayOfMonth(t) && !isQuarterly(t)),
    );
  return pick(
    ['W', 'BIW', 'NBIW'],
    rank((t) => !isLastFridayOfMonth(t)),
  );
}

/**
 * Trading-page route of a symbol (spec §2): /trade/usdt/{symbol} (linear perpetual and futures),
 * /trade/futures/usdc/{symbol} (USDC perpetual and futures), /trade/inverse/{symbol} (inverse
 * perpetual), /trade/inverse/futures/{coin}{quote}_{periodCode} (inverse futures; needs `now`).
 * null for other types, or an inverse future without a period code.
 */
export function tradeRouteOf(symbol: string, now: number, ctx?: SymbolContext): string | null {
  const info = parseSymbolName(symbol, ctx);
  switch (info.tradeType) {
    case 'LinearPerpetual':
    case 'LinearFutures':
      return `/trade/usdt/${symbol}`;
    case 'UsdcPerpetual':
    case 'UsdcFutures':
      return `/trade/futures/usdc/${symbol}`;
    case 'InversePerpetual':
      return `/trade/inverse/${symbol}`;
    case 'InverseFutures': {
      const code = info.deliveryTime === undefined ? null : periodCodeOf(info.deliveryTime, now);
      return code ? `/trade/inverse/futures/${info.baseCoin}${info.quoteCoin}_${code}` : null;
    }
    default:
      return null;
  }
}

/**
 * Does the page opened for `routeType` have to redirect for a symbol of `symbolType`? (spec §2: a
 * type differing from the one implied by the URL redirects, except between USDC perpetual and
 * USDC futures, which share a page).
 */
export function needsRouteRedirect(routeType: TradeType, symbolType: TradeType): boolean {
  if (routeType === symbolType) return false;
  const usdc = new Set<TradeType>(['UsdcPerpetual', 'UsdcFutures']);
  if (usdc.has(routeType) && usdc.has(symbolType)) return false;
  const linear = new Set<TradeType>(['LinearPerpetual', 'LinearFutures']);
  if (linear.has(routeType) && linear.has(symbolType)) return false;
  return true;
}
