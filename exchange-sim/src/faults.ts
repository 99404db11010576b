import { ErrorCode, SimError } from './errors';

/**
 * Fault injection for tests (admin API `/__sim/faults`, loopback only) and the per-client rate
 * limit (10006). Everything is off by default. Path lists hold exact paths, prefixes ending in
 * `*` (`/contract/v5/*`), or `*` alone for every non-admin path.
 */
export interface FaultConfig {
  /** added latency (ms) before answering, on `latencyPaths` (default: every path) */
  latencyMs: number;
  latencyPaths: string[];
  /** accept and never answer (the socket is destroyed after `timeoutHoldMs`) */
  timeoutPaths: string[];
  timeoutHoldMs: number;
  /** answer with HTTP `status5xx` (default 503) and a plain-text body */
  status5xxPaths: string[];
  status5xx: number;
  /** answer HTTP 200 with a truncated JSON body */
  malformedPaths: string[];
  /** answer the envelope code 10020 "coming soon" */
  comingSoonPaths: string[];
  /** true: every private call answers 10024; a list: those paths (public or private) */
  compliance10024: boolean | string[];
  /** while true, WebSockets receive nothing (no pushes, no acks, no pongs); sockets stay open */
  stallWs: boolean;
}

export interface RateLimitConfig {
  /** requests per window per client key (0 = no limit) */
  limit: number;
  windowMs: number;
}

export const DEFAULT_FAULTS: Readonly<FaultConfig> = {
  latencyMs: 0,
  latencyPaths: [],
  timeoutPaths: [],
  timeoutHoldMs: 60_000,
  status5xxPaths: [],
  status5xx: 503,
  malformedPaths: [],
  comingSoonPaths: [],
  compliance10024: false,
  stallWs: false,
};

/** Default rate limit: 1000 requests per second per client (session token, else remote address). */
export const DEFAULT_RATE_LIMIT: Readonly<RateLimitConfig> = { limit: 1000, windowMs: 1000 };

export function pathMatches(patterns: readonly string[], path: string): boolean {
  for (const p of patterns) {
    if (p === '*' || p === path) return true;
    if (p.endsWith('*') && path.startsWith(p.slice(0, -1))) return true;
  }
  return false;
}

const MAX_PATHS = 100;

function pathList(v: unknown, field: string): string[] {
  if (
    !Array.isArray(v) ||
    v.length > MAX_PATHS ||
    !v.every((p) => typeof p === 'string' && p.length > 0 && p.length <= 200)
  )
    throw new SimError(ErrorCode.PARAMS, `${field} must be an array of at most ${MAX_PATHS} non-empty path strings`);
  return v as string[];
}

function int(v: unknown, field: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    throw new SimError(ErrorCode.PARAMS, `${field} must be an integer in ${min}..${max}`);
  return v;
}

/** Actions of a faults request that happen once (not part of the stored config). */
export interface FaultActions {
  /** true: every session; a number: that user's sessions */
  expireSession?: true | number;
  /** close WebSockets now: true (all), 'public' or 'private' */
  dropWs?: true | 'public' | 'private';
}

const CONFIG_KEYS = new Set<string>([...Object.keys(DEFAULT_FAULTS), 'expireSession', 'dropWs', 'rateLimit']);

/**
 * Parse a `POST /__sim/faults` body. The config fields given replace the current config as a
 * whole (fields left out are off), so `{}` clears every fault. Unknown fields → 10001.
 */
export function parseFaultRequest(body: Record<string, unknown>): {
  config: FaultConfig;
  actions: FaultActions;
  rateLimit?: RateLimitConfig;
} {
  for (const k of Object.keys(body))
    if (!CONFIG_KEYS.has(k)) throw new SimError(ErrorCode.PARAMS, `unknown fault field ${k}`);
  const c: FaultConfig = {
    ...DEFAULT_FAULTS,
    latencyPaths: [],
    timeoutPaths: [],
    status5xxPaths: [],
    malformedPaths: [],
    comingSoonPaths: [],
  };
  if (body.latencyMs !== undefined) {
    c.latencyMs = int(body.latencyMs, 'latencyMs', 0, 60_000);
    c.latencyPaths = ['*'];
  }
  if (body.latencyPaths !== undefined) c.latencyPaths = pathList(body.latencyPaths, 'latencyPaths');
  if (body.timeoutPaths !== undefined) c.timeoutPaths = pathList(body.timeoutPaths, 'timeoutPaths');
  if (body.timeoutHoldMs !== undefined) c.timeoutHoldMs = int(body.timeoutHoldMs, 'timeoutHoldMs', 1, 600_000);
  if (body.status5xxPaths !== undefined) c.status5xxPaths = pathList(body.status5xxPaths, 'status5xxPaths');
  if (body.status5xx !== undefined) c.status5xx = int(body.status5xx, 'status5xx', 500, 599);
  if (body.malformedPaths !== undefined) c.malformedPaths = pathList(body.malformedPaths, 'malformedPaths');
  if (body.comingSoonPaths !== undefined) c.comingSoonPaths = pathList(body.comingSoonPaths, 'comingSoonPaths');
  if (body.compliance10024 !== undefined) {
    if (typeof body.compliance10024 === 'boolean') c.compliance10024 = body.compliance10024;
    else c.compliance10024 = pathList(body.compliance10024, 'compliance10024');
  }
  if (body.stallWs !== undefined) {
    if (typeof body.stallWs !== 'boolean') throw new SimError(ErrorCode.PARAMS, 'stallWs must be a boolean');
    c.stallWs = body.stallWs;
  }
  const actions: FaultActions = {};
  if (body.expireSession !== undefined && body.expireSession !== false) {
    if (body.expireSession === true) actions.expireSession = true;
    else actions.expireSession = int(body.expireSession, 'expireSession', 1, Number.MAX_SAFE_INTEGER);
  }
  if (body.dropWs !== undefined && body.dropWs !== false) {
    if (body.dropWs !== true && body.dropWs !== 'public' && body.dropWs !== 'private')
      throw new SimError(ErrorCode.PARAMS, "dropWs must be true, 'public' or 'private'");
    actions.dropWs = body.dropWs;
  }
  let rateLimit: RateLimitConfig | undefined;
  if (body.rateLimit !== undefined) {
    const r = body.rateLimit;
    if (typeof r !== 'object' || r === null || Array.isArray(r))
      throw new SimError(ErrorCode.PARAMS, 'rateLimit must be {limit, windowMs}');
    const o = r as Record<string, unknown>;
    rateLimit = {
      limit: int(o.limit, 'rateLimit.limit', 0, 10_000_000),
      windowMs: int(o.windowMs ?? 1000, 'rateLimit.windowMs', 10, 3_600_000),
    };
  }
  return { config: c, actions, rateLimit };
}

/** Fixed-window counter per client key. */
export class RateLimiter {
  private windowStart = 0;
  private readonly counts = new Map<string, number>();

  constructor(
    public config: RateLimitConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** true if the request may go on; false → 10006. */
  take(key: string): boolean {
    if (this.config.limit <= 0) return true;
    const t = this.now();
    if (t - this.windowStart >= this.config.windowMs) {
      this.windowStart = t;
      this.counts.clear();
    }
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return n <= this.config.limit;
  }

  /** ms until the current window ends */
  retryAfterMs(): number {
    return Math.max(0, this.windowStart + this.config.windowMs - this.now());
  }

  reset(): void {
    this.counts.clear();
  }
}

export type HttpFault = 'timeout' | '5xx' | 'malformed' | 'comingSoon' | 'compliance';

export class Faults {
  config: FaultConfig = { ...DEFAULT_FAULTS };

  clear(): void {
    this.config = { ...DEFAULT_FAULTS };
  }

  latencyFor(path: string): number {
    return this.config.latencyMs > 0 && pathMatches(this.config.latencyPaths, path) ? this.config.latencyMs : 0;
  }

  /** Faults answered before the session check, in this order: timeout, 5xx, malformed, coming soon. */
  httpFault(path: string): HttpFault | null {
    const c = this.config;
    if (pathMatches(c.timeoutPaths, path)) return 'timeout';
    if (pathMatches(c.status5xxPaths, path)) return '5xx';
    if (pathMatches(c.malformedPaths, path)) return 'malformed';
    if (pathMatches(c.comingSoonPaths, path)) return 'comingSoon';
    return null;
  }

  /** 10024 after the session check: every private call (true) or the listed paths. */
  complianceFault(path: string, isPrivate: boolean): HttpFault | null {
    const c = this.config.compliance10024;
    return (c === true ? isPrivate : Array.isArray(c) && pathMatches(c, path)) ? 'compliance' : null;
  }
}

export const isLoopback = (addr: string | undefined): boolean =>
  addr === '127.0.0.1' || addr === '::1' || addr === '::ffff:127.0.0.1' || (addr?.startsWith('127.') ?? false);
