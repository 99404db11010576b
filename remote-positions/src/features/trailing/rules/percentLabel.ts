/*
 * A slider mark's percent label in the trader's locale (decision 0010: Latin digits, the locale's
 * decimal separator from shared-core's `formatNumberForLocale`): '0.1%' (en), '0,1 %' (de),
 * '0.1٪' (ar-SA). Where the percent sign goes, and its spacing, come from the locale's own
 * percent format (Intl, Latin digits); bidi marks are dropped (the label is shown inside `Ltr`).
 * Shared by the trailing-stop rate slider and the MMR close slider.
 */
import { formatNumberForLocale, toDecimal } from 'shared-core';

interface PercentParts {
  before: string;
  after: string;
}

const BIDI_MARKS = /[\u200e\u200f\u061c]/g;
const cache = new Map<string, PercentParts>();

function percentParts(locale: string): PercentParts {
  const cached = cache.get(locale);
  if (cached) return cached;
  let found: PercentParts = { before: '', after: '%' };
  for (const tag of [locale.replace(/_/g, '-'), locale.split(/[-_]/)[0] ?? '']) {
    if (!tag) continue;
    try {
      const parts = new Intl.NumberFormat(tag, { style: 'percent', numberingSystem: 'latn' }).formatToParts(0.5);
      const first = parts.findIndex((p) => p.type === 'integer');
      const last = parts.length - 1 - [...parts].reverse().findIndex((p) => p.type === 'integer');
      const text = (ps: Intl.NumberFormatPart[]) =>
        ps
          .map((p) => p.value)
          .join('')
          .replace(BIDI_MARKS, '');
      found = { before: text(parts.slice(0, first)), after: text(parts.slice(last + 1)) };
      break;
    } catch {
      // RangeError: a tag Intl does not know (the UAE site's 'ar-ARE'): try its primary language
    }
  }
  cache.set(locale, found);
  return found;
}

/** `value` percent (a number of percent, not a fraction) with the decimals it has, in `locale`. */
export function percentLabel(value: number | string, locale: string | null | undefined): string {
  const v = toDecimal(String(value));
  if (!v) return '--';
  const decimals = v.decimalPlaces() ?? 0;
  const { before, after } = percentParts(String(locale ?? 'en'));
  return `${before}${formatNumberForLocale(v, locale, decimals, { grouped: false })}${after}`;
}
