/** Option symbol names: BASE-DDMMMYY-STRIKE-C|P, e.g. BTC-27DEC24-100000-C (USDC settled). */

export const OPTION_MONTH_CODES = [
  'JAN',
  'FEB',
  'MAR',
  'APR',
  'MAY',
  'JUN',
  'JUL',
  'AUG',
  'SEP',
  'OCT',
  'NOV',
  'DEC',
] as const;

/** Expiry code DDMMMYY (UTC), e.g. 27DEC24. The day has no leading zero removal: 03JAN25. */
export function optionExpiryCode(deliveryTimeMs: number): string {
  const d = new Date(deliveryTimeMs);
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const yy = String(d.getUTCFullYear() % 100).padStart(2, '0');
  return `${dd}${OPTION_MONTH_CODES[d.getUTCMonth()]}${yy}`;
}

export interface OptionSymbolNameParts {
  baseCoin: string;
  expiry: string;
  /** 08:00 UTC on the expiry day */
  deliveryTime: number;
  strike: string;
  symbolType: 'C' | 'P';
}

const OPTION_SYMBOL_RE = /^([A-Z0-9]{2,10})-(\d{2})([A-Z]{3})(\d{2})-(\d+(?:\.\d+)?)-([CP])(?:-USDT)?$/;

export function parseOptionSymbolName(symbol: string): OptionSymbolNameParts | null {
  const m = OPTION_SYMBOL_RE.exec(symbol);
  if (!m) return null;
  const [, baseCoin, dd, mon, yy, strike, type] = m;
  const month = OPTION_MONTH_CODES.indexOf(mon as (typeof OPTION_MONTH_CODES)[number]);
  if (month < 0 || !baseCoin || !dd || !yy || !strike) return null;
  const deliveryTime = Date.UTC(2000 + Number(yy), month, Number(dd), 8);
  if (new Date(deliveryTime).getUTCDate() !== Number(dd)) return null;
  return { baseCoin, expiry: `${dd}${mon}${yy}`, deliveryTime, strike, symbolType: type as 'C' | 'P' };
}

export function formatOptionSymbolName(
  baseCoin: string,
  deliveryTimeMs: number,
  strike: string,
  symbolType: 'C' | 'P',
): string {
  return `${baseCoin}-${optionExpiryCode(deliveryTimeMs)}-${strike}-${symbolType}`;
}

/**
 * A contract's symbol config (positions.md §3) as `GET /contract/v5/public/symbol-config` sends it:
 * decimal strings for prices and quantities, integer fractions for display precision. Display
 * precision comes from here (tickSize, priceFraction, lotFraction), never from a wire string's
 * decimals.
 */
export interface ContractSymbolConfig {
  symbol: string;
  symbolName: string;
  displayName: string;
  tradeType?: string;
  coin: string;
  baseCoin: string;
  settleCoin: string;
  quoteCoin?: string;
  contractStatus: string;
  contractType: string;
  tickSize: string;
  tickSizeFraction: number;
  priceFraction: number;
  priceStep?: string;
  lotSize: string;
  lotStep: string;
  lotFraction: number;
  minQty: string;
  maxQty: string;
  maxMarketQty: string;
  minPrice: string;
  maxPrice: string;
  balanceFraction: number;
  upnlFraction: number;
  initMargin?: string;
  maintainMargin?: string;
  defaultLeverage?: string;
  maxLeverage?: string;
  deliveryTime?: number;
  periodCode?: string;
  tags?: string[];
}
