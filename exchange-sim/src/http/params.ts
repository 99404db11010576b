import { ErrorCode, SimError } from '../errors';
import { Dec, parseWireDecimal } from '../util/decimal';

/**
 * Field readers for request bodies and queries: each throws 10001 with a message naming the
 * field and the rule (wrong type, missing, negative, too large, not in the allowed set).
 */
type Src = Record<string, unknown>;

const bad = (field: string, rule: string): SimError => new SimError(ErrorCode.PARAMS, `${field}: ${rule}`);

export function str(src: Src, field: string, opts: { optional?: boolean; max?: number } = {}): string | undefined {
  const v = src[field];
  if (v === undefined || v === null || v === '') {
    if (opts.optional) return undefined;
    throw bad(field, 'is required');
  }
  if (typeof v !== 'string') throw bad(field, 'must be a string');
  if (v.length > (opts.max ?? 128)) throw bad(field, `at most ${opts.max ?? 128} characters`);
  return v;
}

export function reqStr(src: Src, field: string, max?: number): string {
  return str(src, field, { max })!;
}

export function oneOf<T extends string>(src: Src, field: string, allowed: readonly T[], fallback?: T): T {
  const v = src[field];
  if ((v === undefined || v === null || v === '') && fallback !== undefined) return fallback;
  if (typeof v !== 'string' || !(allowed as readonly string[]).includes(v))
    throw bad(field, `must be one of ${allowed.join(', ')}`);
  return v as T;
}

/**
 * A non-negative decimal given as a string (numbers are accepted too when `allowNumber`);
 * no sign, no exponent, at most 20 integer digits. undefined when absent and optional.
 */
export function decimal(
  src: Src,
  field: string,
  opts: { optional?: boolean; allowNumber?: boolean; positive?: boolean; max?: string } = {},
): Dec | undefined {
  let v = src[field];
  if (v === undefined || v === null || v === '') {
    if (opts.optional) return undefined;
    throw bad(field, 'is required');
  }
  if (typeof v === 'number' && opts.allowNumber) {
    if (!Number.isFinite(v)) throw bad(field, 'must be a finite number');
    v = String(v);
  }
  if (typeof v === 'string' && /^-/.test(v)) throw bad(field, 'must not be negative');
  const d = parseWireDecimal(v);
  if (!d) throw bad(field, 'must be a decimal string (digits, optional fraction, at most 20 integer digits)');
  if (opts.positive && d.isLessThanOrEqualTo(0)) throw bad(field, 'must be greater than 0');
  if (opts.max !== undefined && d.isGreaterThan(opts.max)) throw bad(field, `must be at most ${opts.max}`);
  return d;
}

/** A signed integer (number or digit string), within ±max. */
export function int(
  src: Src,
  field: string,
  opts: { optional?: boolean; min?: number; max?: number } = {},
): number | undefined {
  const v = src[field];
  if (v === undefined || v === null || v === '') {
    if (opts.optional) return undefined;
    throw bad(field, 'is required');
  }
  let n: number;
  if (typeof v === 'number') n = v;
  else if (typeof v === 'string' && /^-?\d{1,20}$/.test(v)) n = Number(v);
  else throw bad(field, 'must be an integer');
  if (!Number.isSafeInteger(n)) throw bad(field, 'must be a safe integer');
  const min = opts.min ?? Number.MIN_SAFE_INTEGER;
  const max = opts.max ?? Number.MAX_SAFE_INTEGER;
  if (n < min || n > max) throw bad(field, `must be in ${min}..${max}`);
  return n;
}

/** A signed E8 amount as a string or integer (e.g. addToPositionBalanceE8), |v| ≤ 1e20. */
export function signedE8(src: Src, field: string): Dec {
  const v = src[field];
  if (v === undefined || v === null || v === '') throw bad(field, 'is required');
  const s = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v;
  if (typeof s !== 'string' || !/^-?\d{1,20}$/.test(s))
    throw bad(field, 'must be an integer amount × 1e8 (string or safe integer)');
  return new Dec(s).dividedBy(1e8);
}

export function bool(src: Src, field: string, fallback?: boolean): boolean {
  const v = src[field];
  if (v === undefined || v === null) {
    if (fallback !== undefined) return fallback;
    throw bad(field, 'is required');
  }
  if (typeof v !== 'boolean') throw bad(field, 'must be a boolean');
  return v;
}

export function positionIdx(src: Src): 0 | 1 | 2 {
  const n = int(src, 'positionIdx', { optional: true, min: 0, max: 2 }) ?? 0;
  return n as 0 | 1 | 2;
}

/** Query parameters as a plain object. */
export const queryObject = (q: URLSearchParams): Src => Object.fromEntries(q.entries());
