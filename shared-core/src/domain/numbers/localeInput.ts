import BigNumber from 'bignumber.js';
import { EMPTY_VALUE, toDecimal } from '../format';

/**
 * Numbers typed and shown in the trader's locale (issue 11; spec option-entry-and-platform.md §5
 * "Numeric inputs"). A German trader types `0,5` and means a half: the decimal separator comes
 * from the locale, never from a guess. What cannot be read for sure is refused with a message
 * key, never rewritten. Pure string and bignumber.js work: no float arithmetic, no NaN.
 */

export interface NumberSeparators {
  /** '.' or ',' (Latin digits) */
  decimal: string;
  /** e.g. ',' (en), '.' (de), U+202F narrow no-break space (fr), "'" (de-CH) */
  group: string;
}

const EN_SEPARATORS: NumberSeparators = Object.freeze({ decimal: '.', group: ',' });
const separatorCache = new Map<string, NumberSeparators>();

function separatorsFromIntl(locale: string): NumberSeparators | null {
  try {
    const parts = new Intl.NumberFormat(locale, { numberingSystem: 'latn' }).formatToParts(1234567.5);
    const decimal = parts.find((p) => p.type === 'decimal')?.value;
    const group = parts.find((p) => p.type === 'group')?.value ?? '';
    if (decimal !== '.' && decimal !== ',') return null;
    return Object.freeze({ decimal, group: group === decimal ? '' : group });
  } catch {
    return null; // RangeError: not a BCP 47 tag Intl knows (the UAE site's 'ar-ARE')
  }
}

/**
 * The decimal and group separators of a locale with Latin digits (`Intl.NumberFormat`, cached per
 * locale). A tag Intl refuses falls back to its primary language ('ar-ARE' → 'ar'), then to en.
 */
export function numberSeparators(locale: string | null | undefined): NumberSeparators {
  const key = String(locale ?? '');
  const cached = separatorCache.get(key);
  if (cached) return cached;
  const primary = key.split(/[-_]/)[0] ?? '';
  const found =
    (key ? separatorsFromIntl(key.replace(/_/g, '-')) : null) ??
    (primary ? separatorsFromIntl(primary) : null) ??
    EN_SEPARATORS;
  separatorCache.set(key, found);
  return found;
}

// ------------------------------------------------------------------ parsing

/** Rules of one numeric input for `parseNumberInput`. */
export interface NumberInputRules {
  /** most decimals allowed (more is an error, never truncated); 0 = whole numbers; absent = any */
  precision?: number;
  /** a leading minus sign is accepted; default false */
  allowNegative?: boolean;
}

/** The reasons a text is refused; each has a text under `numberInput.` in the `common` namespace. */
export const NUMBER_INPUT_ERRORS = [
  'ambiguousSeparator',
  'negative',
  'exponent',
  'multiplePoints',
  'invalid',
  'tooManyDecimals',
  'wholeNumber',
] as const;
export type NumberInputError = (typeof NUMBER_INPUT_ERRORS)[number];
/** The i18n key of a refusal, namespaced like the error catalogue's (`t(key, params)` from any namespace). */
export type NumberInputErrorKey = `common:numberInput.${NumberInputError}`;

export type NumberInputResult =
  | { kind: 'empty' }
  /** canonical: '.' decimal point, no grouping, no exponent, no leading or trailing zeros ('-0' → '0') */
  | { kind: 'ok'; value: string }
  /** `t(key, params)` shows it; params is `{}` when the text has none */
  | { kind: 'error'; key: NumberInputErrorKey; params: Record<string, string | number> };

const fail = (error: NumberInputError, params: Record<string, string | number> = {}): NumberInputResult => ({
  kind: 'error',
  key: `common:numberInput.${error}`,
  params,
});

const FULL_WIDTH_PERIOD = '\uFF0E';
const ARABIC_DECIMAL_SEPARATOR = '\u066B';
const ARABIC_THOUSANDS_SEPARATOR = '\u066C';
/** Invisible direction marks that copy-paste from right-to-left text carries along. */
const BIDI_MARKS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const SPACE_LIKE = new Set([' ', '\u00A0', '\u202F', '\u2009']);
const MINUS_SIGNS = new Set(['-', '\u2212', '\uFF0D']);
const PLUS_SIGNS = new Set(['+', '\uFF0B']);

/** Arabic-Indic, Extended Arabic-Indic (Persian/Urdu) and full-width digits → ASCII; the rest as is. */
function latinDigits(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (c >= 0x0660 && c <= 0x0669) out += String(c - 0x0660);
    else if (c >= 0x06f0 && c <= 0x06f9) out += String(c - 0x06f0);
    else if (c >= 0xff10 && c <= 0xff19) out += String(c - 0xff10);
    else out += ch;
  }
  return out;
}

const isDigit = (ch: string): boolean => ch >= '0' && ch <= '9';

/** `1`, `12`, `123` then groups of exactly three, split at the given separator positions. */
function isWellGrouped(groups: readonly string[]): boolean {
  if (groups.length < 2) return false;
  const [first, ...rest] = groups;
  return /^[1-9]\d{0,2}$/.test(first ?? '') && rest.every((g) => /^\d{3}$/.test(g));
}

/** Digits with leading zeros dropped ('' → '0'). */
const trimInt = (digits: string): string => digits.replace(/^0+(?=\d)/, '') || '0';

type Classified = 'digit' | 'point' | 'other' | 'group' | 'invalid';

interface Structure {
  /** integer digits, '' when the text starts at the point */
  int: string;
  /** fraction digits, null when no point */
  frac: string | null;
}

/**
 * The number's structure once the sign is gone, or the reason it is refused. `point` chars are
 * decimal points for sure (the locale's, `．`, `٫`); `other` is the other of '.' and ',', a point
 * only where it cannot be grouping; `group` chars only group.
 */
function readStructure(body: string, seps: NumberSeparators): Structure | NumberInputError {
  const other = seps.decimal === ',' ? '.' : ',';
  const groupIsSpace = SPACE_LIKE.has(seps.group);
  const classify = (ch: string): Classified => {
    if (isDigit(ch)) return 'digit';
    if (ch === seps.decimal || ch === FULL_WIDTH_PERIOD || ch === ARABIC_DECIMAL_SEPARATOR) return 'point';
    if (ch === other) return 'other'; // also the locale's group when that is '.' or ','
    if (ch === seps.group || ch === ARABIC_THOUSANDS_SEPARATOR || (groupIsSpace && SPACE_LIKE.has(ch))) return 'group';
    return 'invalid';
  };
  const chars = [...body];
  const kinds = chars.map(classify);
  if (kinds.includes('invalid')) return 'invalid';
  if (!kinds.includes('digit')) return 'invalid';
  const otherIsGroup = other === seps.group;

  /** Integer digits of a part that may be grouped with `groupKinds`; null when badly grouped. */
  const integerOf = (from: number, to: number, groupKinds: readonly Classified[]): string | null => {
    const groups: string[] = [''];
    let separator: string | null = null;
    for (let i = from; i < to; i++) {
      const ch = chars[i] ?? '';
      if (kinds[i] === 'digit') groups[groups.length - 1] += ch;
      else if (groupKinds.includes(kinds[i] ?? 'invalid')) {
        const family = SPACE_LIKE.has(ch) ? ' ' : ch;
        if (separator !== null && separator !== family) return null; // mixed grouping: 1.234,567 as int
        separator = family;
        groups.push('');
      } else return null;
    }
    if (groups.length === 1) return groups[0] ?? '';
    return isWellGrouped(groups) ? groups.join('') : null;
  };

  const points = kinds.flatMap((k, i) => (k === 'point' ? [i] : []));
  const others = kinds.flatMap((k, i) => (k === 'other' ? [i] : []));
  const groupKinds: Classified[] = otherIsGroup ? ['group', 'other'] : ['group'];

  if (points.length > 1) return 'multiplePoints';
  if (points.length === 1) {
    const at = points[0] ?? 0;
    const fracKinds = kinds.slice(at + 1);
    if (fracKinds.some((k) => k === 'other')) return 'multiplePoints';
    if (fracKinds.some((k) => k !== 'digit')) return 'invalid';
    if (!otherIsGroup && others.length > 0) return 'multiplePoints'; // fr: 1.234,5
    const int = integerOf(0, at, groupKinds);
    if (int === null) return 'invalid';
    return { int, frac: chars.slice(at + 1).join('') };
  }

  // No sure point: the other separator is a point only where it cannot be grouping.
  if (others.length === 0) {
    const int = integerOf(0, chars.length, ['group']);
    return int === null ? 'invalid' : { int, frac: null };
  }
  const hasGroups = kinds.includes('group');
  if (others.length === 1 && !(otherIsGroup && hasGroups)) {
    const at = others[0] ?? 0;
    const before = chars.slice(0, at).join('');
    const after = chars.slice(at + 1);
    if (after.some((ch) => !isDigit(ch))) return 'invalid';
    // 1,000 / 12,345 (en) or 1.000 (de): grouping or a decimal point — never guess
    if (!hasGroups && isWellGrouped([before, after.join('')])) return 'ambiguousSeparator';
    const int = integerOf(0, at, ['group']);
    if (int === null) return 'invalid';
    return { int, frac: after.join('') };
  }
  if (otherIsGroup) {
    const int = integerOf(0, chars.length, groupKinds);
    if (int !== null) return { int, frac: null }; // 1,234,567 (en), 1.234.567 (de)
  }
  return 'multiplePoints';
}

/** The same text with '.' and ',' swapped: does the trader use the other convention? */
const swapPoints = (text: string): string => text.replace(/[.,]/g, (ch) => (ch === '.' ? ',' : '.'));

/**
 * Reads a number typed in `locale`. Accepts the locale's decimal separator, `．` and `٫` as the
 * point, Arabic-Indic and Extended Arabic-Indic digits, surrounding spaces, a well-formed grouped
 * number (`1.234,5` de, `1,234.5` en) and the other separator as the point where it cannot be
 * grouping (`0,5` en, `0.5` de, `25,5`). Refuses, with a `common:numberInput.*` key: a separator
 * that may be grouping or a point (`1,000` en: `ambiguousSeparator`, params `{ decimal }`), a minus
 * sign when not allowed, an exponent, two points, any other character, more decimals than
 * `precision` (params `{ precision }`). Trailing zeros of the fraction are not decimals that count.
 */
export function parseNumberInput(
  text: string | null | undefined,
  locale: string | null | undefined,
  rules: NumberInputRules = {},
): NumberInputResult {
  const seps = numberSeparators(locale);
  const trimmed = latinDigits(String(text ?? '').replace(BIDI_MARKS, '')).trim();
  if (trimmed === '') return { kind: 'empty' };

  const first = trimmed[0] ?? '';
  const negative = MINUS_SIGNS.has(first);
  const body = negative || PLUS_SIGNS.has(first) ? trimmed.slice(1) : trimmed;
  if (/^[\d.,\uFF0E\u066B\u066C\s'’]*\d[\d.,\uFF0E\u066B\u066C\s'’]*[eE][+\-\u2212]?\d+$/.test(body))
    return fail('exponent');

  let structure = readStructure(body, seps);
  if (structure === 'multiplePoints' || structure === 'invalid') {
    // 1.234,5 typed on an English page: well formed in the other convention → say which point to use
    if (typeof readStructure(swapPoints(body), seps) !== 'string') structure = 'ambiguousSeparator';
  }
  if (structure === 'ambiguousSeparator') return fail('ambiguousSeparator', { decimal: seps.decimal });
  if (typeof structure === 'string') return fail(structure);

  const frac = (structure.frac ?? '').replace(/0+$/, '');
  const int = trimInt(structure.int);
  const precision =
    rules.precision === undefined || !Number.isFinite(rules.precision)
      ? undefined
      : Math.max(0, Math.floor(rules.precision));
  if (precision !== undefined && frac.length > precision)
    return precision === 0 ? fail('wholeNumber') : fail('tooManyDecimals', { precision });

  const magnitude = frac ? `${int}.${frac}` : int;
  if (negative && !(rules.allowNegative ?? false)) return fail('negative');
  return { kind: 'ok', value: negative && magnitude !== '0' ? `-${magnitude}` : magnitude };
}

// ------------------------------------------------------------------ formatting

const validDecimals = (decimals: number): number =>
  Number.isFinite(decimals) ? Math.min(Math.max(0, Math.floor(decimals)), 1e6) : 0;

/**
 * A decimal for display in the trader's locale, Latin digits, rounded half-up to `decimals`:
 * `1234.5` → `1,234.50` (en), `1.234,50` (de), `1 234,50` (fr, narrow no-break space). `grouped:
 * false` leaves out the group separator. `--` for anything not a finite number.
 */
export function formatNumberForLocale(
  value: string | BigNumber | null | undefined,
  locale: string | null | undefined,
  decimals: number,
  options: { grouped?: boolean } = {},
): string {
  const n = toDecimal(value);
  if (!n) return EMPTY_VALUE;
  const seps = numberSeparators(locale);
  return n.toFormat(validDecimals(decimals), BigNumber.ROUND_HALF_UP, {
    decimalSeparator: seps.decimal,
    groupSeparator: options.grouped === false ? '' : seps.group,
    groupSize: 3,
    secondaryGroupSize: 0,
    fractionGroupSize: 0,
    prefix: '',
    suffix: '',
  });
}

/** A plain decimal, as typed (trailing zeros kept). */
const PLAIN_DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * A canonical value (from `parseNumberInput`, the store or the server) put back into an input:
 * the locale's decimal separator, no grouping, digits as given (`0.50` → `0,50` in de). '' for
 * what is not a plain decimal.
 */
export function formatInputValue(
  value: string | BigNumber | null | undefined,
  locale: string | null | undefined,
): string {
  let text: string;
  if (BigNumber.isBigNumber(value)) {
    if (!value.isFinite()) return '';
    text = value.toFixed();
  } else text = String(value ?? '').trim();
  const m = PLAIN_DECIMAL.exec(text);
  if (!m || !/\d/.test(text)) return '';
  const [, sign = '', int = '', frac] = m;
  const { decimal } = numberSeparators(locale);
  return `${sign === '-' ? '-' : ''}${int || '0'}${frac === undefined ? '' : `${decimal}${frac}`}`;
}
