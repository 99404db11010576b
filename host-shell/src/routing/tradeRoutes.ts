/**
 * The host's trading routes (spec option-entry-and-platform.md §2 "Symbol trading pages") and the
 * redirect rule, as pure functions over a pathname, the store's current instrument and `now`.
 *
 * | route                                               | page type implied |
 * | --------------------------------------------------- | ----------------- |
 * | /trade/usdt/{symbol}                                | LinearPerpetual (and LinearFutures) |
 * | /trade/futures/usdc/{symbolName}                    | UsdcPerpetual (and UsdcFutures)     |
 * | /trade/inverse/{symbol}                             | InversePerpetual  |
 * | /trade/inverse/futures/{coin}{baseCoin}_{periodCode} | InverseFutures   |
 * | /trade/option/usdc/{baseCoin}                       | UsdcOption (USDT options use it too: no other option route is specified) |
 *
 * `/` and any other path that is not a trading route, `/login` or `/register` go to the default
 * route `/trade/option/usdc/BTC`.
 */
import {
  FUTURES_MONTH_LETTERS,
  PERIOD_CODES,
  lastFridayOfMonth,
  needsRouteRedirect,
  parseSymbolName,
  periodCodeOf,
  tradeRouteOf,
  type PeriodCode,
  type TradeType,
} from 'shared-core';

export const DEFAULT_TRADE_ROUTE = '/trade/option/usdc/BTC';

export type TradeRoute =
  | { page: 'usdt' | 'usdc' | 'inverse'; symbol: string }
  | { page: 'inverseFutures'; coin: string; quoteCoin: string; periodCode: PeriodCode }
  | { page: 'option'; baseCoin: string };

const SEGMENT = '([^/]+)';
const PATTERNS: readonly [RegExp, (m: string) => TradeRoute | null][] = [
  [new RegExp(`^/trade/usdt/${SEGMENT}$`), (symbol) => ({ page: 'usdt', symbol })],
  [new RegExp(`^/trade/futures/usdc/${SEGMENT}$`), (symbol) => ({ page: 'usdc', symbol })],
  [new RegExp(`^/trade/inverse/futures/${SEGMENT}$`), parseInverseFuturesSegment],
  [new RegExp(`^/trade/inverse/${SEGMENT}$`), (symbol) => ({ page: 'inverse', symbol })],
  [new RegExp(`^/trade/option/usdc/${SEGMENT}$`), (baseCoin) => ({ page: 'option', baseCoin })],
];

const INVERSE_FUTURES_SEGMENT = /^([A-Z0-9]{2,10}?)(USD)_([A-Z]+)$/;

function parseInverseFuturesSegment(segment: string): TradeRoute | null {
  const m = INVERSE_FUTURES_SEGMENT.exec(segment);
  if (!m || !(PERIOD_CODES as readonly string[]).includes(m[3]!)) return null;
  return { page: 'inverseFutures', coin: m[1]!, quoteCoin: m[2]!, periodCode: m[3] as PeriodCode };
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The trading route a pathname names, or null (`/`, `/login`, anything else). A trailing slash is ignored. */
export function parseTradeRoute(pathname: string): TradeRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const [re, build] of PATTERNS) {
    const m = re.exec(path);
    if (!m) continue;
    const value = decode(m[1]!);
    return value ? build(value) : null;
  }
  return null;
}

/** The trade type a route's page is for (see the table above). */
export function tradeTypeOfRoute(route: TradeRoute): TradeType {
  switch (route.page) {
    case 'usdt':
      return 'LinearPerpetual';
    case 'usdc':
      return 'UsdcPerpetual';
    case 'inverse':
      return 'InversePerpetual';
    case 'inverseFutures':
      return 'InverseFutures';
    case 'option':
      return 'UsdcOption';
  }
}

/** The page of a symbol: `tradeRouteOf` plus the option route; null when the type has no page. */
export function routeOfSymbol(symbol: string, now: number): string | null {
  const info = parseSymbolName(symbol);
  if (info.tradeType === 'UsdcOption' || info.tradeType === 'UsdtOption')
    return `/trade/option/usdc/${encodeURIComponent(info.baseCoin)}`;
  return tradeRouteOf(symbol, now);
}

/**
 * The inverse future a `{coin}{quote}_{periodCode}` route names at `now`: the month contract
 * (`BTCUSDZ24`, delivering the last Friday of its month) whose period code is the route's.
 * Names carry only a month, so weekly codes (W, BIW, NBIW) name no contract: null.
 */
export function inverseFuturesSymbolOf(coin: string, quoteCoin: string, code: PeriodCode, now: number): string | null {
  const start = new Date(now);
  for (let i = 0; i < 15; i++) {
    const year = start.getUTCFullYear() + Math.floor((start.getUTCMonth() + i) / 12);
    const month = (start.getUTCMonth() + i) % 12;
    const delivery = lastFridayOfMonth(year, month);
    if (periodCodeOf(delivery, now) === code)
      return `${coin}${quoteCoin}${FUTURES_MONTH_LETTERS[month]}${String(year % 100).padStart(2, '0')}`;
  }
  return null;
}

export interface TradingSelection {
  currentSymbol: string | null;
  currentUnderlying: string | null;
}

/** What opening a route changes in the store; an absent field is left alone. */
export interface RouteStoreUpdate {
  currentSymbol?: string | null;
  currentUnderlying?: string;
}

/**
 * Opening a route makes its instrument current: the symbol of a symbol route (when it is a known
 * symbol), the month contract of an inverse-futures route, and on the option route the
 * underlying (a current symbol that is not an option of that underlying is cleared, so going
 * back from a perpetual to the option page does not bounce back).
 */
export function routeStoreUpdate(route: TradeRoute, state: TradingSelection, now: number): RouteStoreUpdate {
  const update: RouteStoreUpdate = {};
  const setSymbol = (symbol: string | null) => {
    if (symbol !== state.currentSymbol) update.currentSymbol = symbol;
  };
  const setUnderlying = (coin: string) => {
    if (coin && coin !== state.currentUnderlying) update.currentUnderlying = coin;
  };
  switch (route.page) {
    case 'usdt':
    case 'usdc':
    case 'inverse': {
      const info = parseSymbolName(route.symbol);
      if (info.tradeType === 'Unknown') break;
      setSymbol(route.symbol);
      setUnderlying(info.baseCoin);
      break;
    }
    case 'inverseFutures':
      setSymbol(inverseFuturesSymbolOf(route.coin, route.quoteCoin, route.periodCode, now));
      setUnderlying(route.coin);
      break;
    case 'option': {
      const current = state.currentSymbol ? parseSymbolName(state.currentSymbol) : null;
      const isOptionOfCoin = current?.kind === 'option' && current.baseCoin === route.baseCoin;
      if (!isOptionOfCoin) setSymbol(null);
      setUnderlying(route.baseCoin);
      break;
    }
  }
  return update;
}

export const isSignInPath = (pathname: string): boolean => pathname === '/login' || pathname === '/register';

/**
 * Where the page must go instead of `pathname` (history.replaceState), or null to stay:
 * - `/` and unknown paths → the default option route;
 * - a trading route whose implied trade type differs from the current symbol's → that symbol's
 *   route (never between USDC perpetual and USDC futures, nor linear perpetual and futures,
 *   which share a page); a symbol with no page (spot, unknown, a delivered inverse future) stays.
 */
export function routeRedirect(pathname: string, currentSymbol: string | null, now: number): string | null {
  if (isSignInPath(pathname)) return null;
  const route = parseTradeRoute(pathname);
  if (!route) return DEFAULT_TRADE_ROUTE;
  if (!currentSymbol) return null;
  const symbolType = parseSymbolName(currentSymbol).tradeType;
  if (symbolType === 'Unknown' || !needsRouteRedirect(tradeTypeOfRoute(route), symbolType)) return null;
  const target = routeOfSymbol(currentSymbol, now);
  return target && target !== pathname ? target : null;
}

/** The trading route of the current instrument: its symbol's page, else the option page of the current underlying, else the default route. */
export function tradeRouteOfSelection(selection: TradingSelection, now: number): string {
  const ofSymbol = selection.currentSymbol ? routeOfSymbol(selection.currentSymbol, now) : null;
  if (ofSymbol) return ofSymbol;
  if (selection.currentUnderlying) return `/trade/option/usdc/${encodeURIComponent(selection.currentUnderlying)}`;
  return DEFAULT_TRADE_ROUTE;
}

/**
 * Where a session end takes the page (spec option-entry-and-platform.md §4 Session: codes 10007,
 * 33003 and 10009 "switch the module to Trade"): null on a trading route (the Trade module is
 * already shown; the session gate re-signs in over it and the widgets stay mounted) and on the
 * sign-in pages; from any other module's route, the trading route of the current instrument.
 * Only trading routes exist today (the host replaces any other path with the default route), so
 * this is the rule a future module route gets.
 */
export function sessionEndRoute(pathname: string, selection: TradingSelection, now: number): string | null {
  if (isSignInPath(pathname) || parseTradeRoute(pathname)) return null;
  return tradeRouteOfSelection(selection, now);
}
