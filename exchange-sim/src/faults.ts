import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REGIONAL_SITES } from 'shared-core/domain';
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
  /**
   * while true, WebSockets receive nothing (no pushes, no acks, no pongs); sockets stay open. A
   * private push lost this way still advances its topic's seq, so the client sees a gap afterwards.
   */
  stallWs: boolean;
  /**
   * pushes lost on the way (true: every topic; a list: those topics, exact or prefixes ending in
   * `*`): the topic's seq advances as if the push had gone out, so subscribers see a jump and
   * resync. Public and private topics alike; acks, pongs and the snapshot a subscribe is answered
   * with are never dropped.
   */
  dropPushes: boolean | string[];
  /**
   * what `GET /compliance/v1/wall/regulation-info` answers (order-panel.md §6): the regional site
   * and the EEA flag `restrictOperate`, set without switching 10024 on. null: site `global`,
   * restrictOperate true only while compliance10024 is on. restrictOperate left out: that rule too.
   */
  regulation: RegulationConfig | null;
  /**
   * answer these paths with this envelope code and message, the message sent verbatim (every other
   * message is cleaned of markup): a stand-in for an exchange whose texts cannot be trusted, so a
   * test can prove the page shows them as text
   */
  errorAnswer: ErrorAnswerConfig | null;
}

export interface ErrorAnswerConfig {
  paths: string[];
  code: number;
  message: string;
}

/** A regional site of order-panel.md §6 as the compliance file names it (`global`, `EU`, `NL` …). */
export type RegulationSite = 'global' | Exclude<(typeof REGIONAL_SITES)[number], 'GLOBAL'>;

export interface RegulationConfig {
  site: RegulationSite;
  restrictOperate?: boolean;
}

/** The answer of `GET /compliance/v1/wall/regulation-info`. */
export interface RegulationInfo {
  restrictOperate: boolean;
  site: RegulationSite;
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
  dropPushes: false,
  regulation: null,
  errorAnswer: null,
};

/**
 * Default rate limit: 1000 requests per second per client: the user of a valid session (all their
 * sessions share it), else the remote address (requests with no token or an invalid one).
 */
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

/** `global` (any case) or a regional site code (any case) → the compliance file's spelling. */
function regulationSite(v: unknown): RegulationSite {
  if (typeof v !== 'string') throw new SimError(ErrorCode.PARAMS, 'regulation.site must be a string');
  const up = v.toUpperCase();
  if (up === 'GLOBAL') return 'global';
  const site = REGIONAL_SITES.find((s): s is Exclude<typeof s, 'GLOBAL'> => s === up && s !== 'GLOBAL');
  if (!site)
    throw new SimError(
      ErrorCode.PARAMS,
      `regulation.site must be one of global, ${REGIONAL_SITES.filter((s) => s !== 'GLOBAL').join(', ')}`,
    );
  return site;
}

function errorAnswer(v: unknown): ErrorAnswerConfig | null {
  if (v === null) return null;
  if (typeof v !== 'object' || Array.isArray(v))
    throw new SimError(ErrorCode.PARAMS, 'errorAnswer must be {paths, code, message} or null');
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o))
    if (k !== 'paths' && k !== 'code' && k !== 'message')
      throw new SimError(ErrorCode.PARAMS, `unknown errorAnswer field ${k}`);
  if (typeof o.message !== 'string' || o.message.length > 2000)
    throw new SimError(ErrorCode.PARAMS, 'errorAnswer.message must be a string of at most 2000 characters');
  return {
    paths: pathList(o.paths, 'errorAnswer.paths'),
    code: int(o.code, 'errorAnswer.code', 1, 99_999_999),
    message: o.message,
  };
}

function regulation(v: unknown): RegulationConfig | null {
  if (v === null) return null;
  if (typeof v !== 'object' || Array.isArray(v))
    throw new SimError(ErrorCode.PARAMS, 'regulation must be {site?, restrictOperate?} or null');
  const o = v as Record<string, unknown>;
  for (const k of Object.keys(o))
    if (k !== 'site' && k !== 'restrictOperate') throw new SimError(ErrorCode.PARAMS, `unknown regulation field ${k}`);
  const out: RegulationConfig = { site: o.site === undefined ? 'global' : regulationSite(o.site) };
  if (o.restrictOperate !== undefined) {
    if (typeof o.restrictOperate !== 'boolean')
      throw new SimError(ErrorCode.PARAMS, 'regulation.restrictOperate must be a boolean');
    out.restrictOperate = o.restrictOperate;
  }
  return out;
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
  const config = faultConfig(body);
  const actions = faultActions(body);
  return { config, actions, rateLimit: body.rateLimit === undefined ? undefined : rateLimitConfig(body.rateLimit) };
}

/** The config fields of a faults request over the defaults (every path list a fresh one). */
function faultConfig(body: Record<string, unknown>): FaultConfig {
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
  if (body.dropPushes !== undefined) {
    if (typeof body.dropPushes === 'boolean') c.dropPushes = body.dropPushes;
    else c.dropPushes = pathList(body.dropPushes, 'dropPushes');
  }
  if (body.regulation !== undefined) c.regulation = regulation(body.regulation);
  if (body.errorAnswer !== undefined) c.errorAnswer = errorAnswer(body.errorAnswer);
  return c;
}

/** The one-shot actions of a faults request (`false` is no action). */
function faultActions(body: Record<string, unknown>): FaultActions {
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
  return actions;
}

/** A faults request's `rateLimit` (`{limit, windowMs?}`, windowMs 1000 when left out). */
function rateLimitConfig(r: unknown): RateLimitConfig {
  if (typeof r !== 'object' || r === null || Array.isArray(r))
    throw new SimError(ErrorCode.PARAMS, 'rateLimit must be {limit, windowMs}');
  const o = r as Record<string, unknown>;
  return {
    limit: int(o.limit, 'rateLimit.limit', 0, 10_000_000),
    windowMs: int(o.windowMs ?? 1000, 'rateLimit.windowMs', 10, 3_600_000),
  };
}

/** Fixed-window counter per client key. */
export class RateLimiter {
  private windowStart = 0;
  private readonly counts = new Map<string, number>();
  /** the limit the simulator was started with (SIM_RATE_LIMIT): what `/__sim/reset` restores */
  readonly configured: Readonly<RateLimitConfig>;

  constructor(
    public config: RateLimitConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.configured = { ...config };
  }

  /** back to the configured limit, counts cleared */
  restore(): void {
    this.config = { ...this.configured };
    this.reset();
  }

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

export type HttpFault = 'timeout' | '5xx' | 'malformed' | 'comingSoon' | 'compliance' | 'errorAnswer';

/** The integrated-trading compliance file served to the order panel (order-panel.md §6). */
export const DEFAULT_COMPLIANCE_FILE = join(__dirname, '..', 'data', 'compliance.json');

export class Faults {
  config: FaultConfig = { ...DEFAULT_FAULTS };
  private compliance: { json: unknown } | undefined;

  /** @param complianceFile the compliance JSON served by `complianceJson()` (read lazily, kept until `reloadCompliance`) */
  constructor(private readonly complianceFile: string = DEFAULT_COMPLIANCE_FILE) {}

  clear(): void {
    this.config = { ...DEFAULT_FAULTS };
  }

  /** Is a push on `topic` to be lost (fault `dropPushes`)? */
  dropsPush(topic: string): boolean {
    const d = this.config.dropPushes;
    return d === true || (Array.isArray(d) && pathMatches(d, topic));
  }

  /**
   * `GET /compliance/v1/wall/regulation-info`: the configured site and restrictOperate; without a
   * `regulation` fault, site `global` and restrictOperate true while compliance10024 is on.
   */
  regulationInfo(): RegulationInfo {
    const r = this.config.regulation;
    return {
      restrictOperate: r?.restrictOperate ?? this.config.compliance10024 !== false,
      site: r?.site ?? 'global',
    };
  }

  /** The compliance file, parsed on first use and kept until `reloadCompliance` (`/__sim/reset`). */
  complianceJson(): unknown {
    this.compliance ??= { json: JSON.parse(readFileSync(this.complianceFile, 'utf8')) as unknown };
    return this.compliance.json;
  }

  /** Forget the parsed compliance file: the next `complianceJson()` reads it again. */
  reloadCompliance(): void {
    this.compliance = undefined;
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
    if (c.errorAnswer && pathMatches(c.errorAnswer.paths, path)) return 'errorAnswer';
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
