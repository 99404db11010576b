import { deliveryTimeOfDate, MONTHS } from '../symbols';

type Month = (typeof MONTHS)[number];

/** Expiry code DDMMMYY of a delivery time (UTC), e.g. 27DEC24; null when not a valid time. */
export function formatExpiry(deliveryTime: number): string | null {
  if (!Number.isFinite(deliveryTime)) return null;
  const d = new Date(deliveryTime);
  if (Number.isNaN(d.getTime())) return null;
  const year = d.getUTCFullYear();
  if (year < 2000 || year > 2099) return null;
  return `${String(d.getUTCDate()).padStart(2, '0')}${MONTHS[d.getUTCMonth()]}${String(year % 100).padStart(2, '0')}`;
}

/** Delivery time (08:00 UTC) of an expiry code DDMMMYY; null if it is not a calendar date. */
export function parseExpiry(code: string): number | null {
  const m = /^(\d{2})([A-Z]{3})(\d{2})$/.exec(code);
  return m ? (deliveryTimeOfDate(m[1]!, m[2]!, m[3]!) ?? null) : null;
}

/** 0 … 11 for JAN … DEC; -1 for anything else. */
export function monthIndex(abbr: string): number {
  return MONTHS.indexOf(abbr.toUpperCase() as Month);
}

/** Sort order of month abbreviations: JAN before FEB …; unknown names last. */
export function compareMonths(a: string, b: string): number {
  const rank = (m: string) => (monthIndex(m) < 0 ? 12 : monthIndex(m));
  return rank(a) - rank(b);
}

/** Chronological order of expiry codes (27DEC24 before 03JAN25); invalid codes last, by text. */
export function compareExpiries(a: string, b: string): number {
  const ta = parseExpiry(a);
  const tb = parseExpiry(b);
  if (ta !== null && tb !== null) return ta - tb;
  if (ta !== null) return -1;
  if (tb !== null) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
