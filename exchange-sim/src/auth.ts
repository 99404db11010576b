import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import type { UserProfile } from 'shared-core/domain';
import { ErrorCode, SimError } from './errors';
import type { Repository, SessionRecord, UserRecord } from './store/types';
import { SESSION_MAX_AGE_S } from './http/http';

/** The wire profile plus the simulator's account flags (margin mode, demo, copy-trade role, position mode, spread access). */
export interface SimProfile extends UserProfile {
  marginMode: 'REGULAR_MARGIN' | 'PORTFOLIO_MARGIN' | 'ISOLATED_MARGIN';
  isDemo: boolean;
  copyTradeRole: 'none' | 'leader' | 'follower';
  /** MergedSingle (one-way, positionIdx 0) or BothSide (hedge mode, positionIdx 1 and 2) */
  positionMode: 'MergedSingle' | 'BothSide';
  /** may trade futures spreads (order-panel.md §2.2); false unless the account record says so */
  spreadAccess: boolean;
  /** PROCESS while the account's upgrade to a unified account is carried out, else SUCCESS */
  unifiedUpdateStatus: 'PROCESS' | 'SUCCESS';
}

export const profileOf = (u: UserRecord): SimProfile => ({
  userId: u.userId,
  email: u.email,
  nickname: u.nickname,
  accountType: u.accountType,
  marginMode: u.marginMode ?? 'REGULAR_MARGIN',
  isDemo: u.isDemo ?? false,
  copyTradeRole: u.copyTrade?.role ?? 'none',
  positionMode: u.positionMode ?? 'MergedSingle',
  spreadAccess: u.spreadAccess ?? false,
  unifiedUpdateStatus: u.unifiedUpdateStatus ?? 'SUCCESS',
});

export interface LoginThrottleConfig {
  /** failed logins of one account (email) within `windowMs` before it is refused (default 5) */
  maxFailures: number;
  /** failed logins from one client address, whatever the account, within `windowMs` (default 20) */
  maxFailuresPerAddress: number;
  /** the window, from the first failure counted (default 60 s) */
  windowMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: Readonly<LoginThrottleConfig> = {
  maxFailures: 5,
  maxFailuresPerAddress: 20,
  windowMs: 60_000,
};

/** Counts past this many keys are swept of finished windows (a flood of made-up emails stays bounded). */
const THROTTLE_SWEEP_AT = 10_000;

interface FailureWindow {
  since: number;
  count: number;
}

/**
 * Passwords are stored as `scrypt$N$r$p$<salt>$<key>` (base64; 16-byte random salt, 32-byte key),
 * never in plain text (issue 12). The cost is lowered for the simulator: N = 2^12 (about 13 ms a
 * hash on the development machine, against 45 ms at Node's default 2^14), so logins stay well
 * inside the short client timeouts tests use even on a loaded machine. A production system would
 * choose more. The parameters travel with each hash, so a later change of cost still verifies
 * older hashes.
 */
const SCRYPT = { N: 2 ** 12, r: 8, p: 1, keyLength: 32, saltBytes: 16 } as const;
/** scrypt needs 128 · N · r bytes (4 MiB here); room for hashes of a higher cost stored later */
const SCRYPT_MAXMEM = 64 * 1024 * 1024;

export function hashPassword(plain: string): string {
  const { N, r, p, keyLength, saltBytes } = SCRYPT;
  const salt = randomBytes(saltBytes);
  const key = scryptSync(plain, salt, keyLength, { N, r, p, maxmem: SCRYPT_MAXMEM });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || salt === undefined || key === undefined) return undefined;
  const parsed = {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
  const ok = [parsed.N, parsed.r, parsed.p].every((x) => Number.isSafeInteger(x) && x > 0) && parsed.key.length > 0;
  return ok ? parsed : undefined;
}

/**
 * Does `plain` match `stored`? scrypt runs on the thread pool (a login does not hold up other
 * clients) and the keys are compared with timingSafeEqual. A malformed hash never matches.
 */
export function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const h = parseHash(stored);
  if (!h) return Promise.resolve(false);
  return new Promise((resolve) =>
    scrypt(plain, h.salt, h.key.length, { N: h.N, r: h.r, p: h.p, maxmem: SCRYPT_MAXMEM }, (err, key) =>
      resolve(!err && timingSafeEqual(key, h.key)),
    ),
  );
}

/** The record with its plain `password` (seed data, or a data dir from before hashing) replaced by a hash. */
export function withPasswordHash(u: UserRecord): UserRecord {
  const { password, ...rest } = u;
  return password === undefined ? u : { ...rest, passwordHash: hashPassword(password) };
}

/** seed password → its hash, made once per process: a reset reseeds without hashing again */
const seedHashes = new Map<string, string>();

/** withPasswordHash for the seeded accounts, whose passwords are fixed: hashed once per process. */
export function withSeedPasswordHash(u: UserRecord): UserRecord {
  const { password, ...rest } = u;
  if (password === undefined) return u;
  let hash = seedHashes.get(password);
  if (hash === undefined) seedHashes.set(password, (hash = hashPassword(password)));
  return { ...rest, passwordHash: hash };
}

/** Compared against when the email is unknown, so that answer takes as long as a wrong password. */
let dummyHash: string | undefined;

/**
 * Failed logins per account and per client address in a fixed window that starts at the first
 * failure (issue 12: 300 wrong passwords in 0.3 s were all checked). Once a key reaches its
 * limit, logins for it are refused (10006, Retry-After) without checking the password until the
 * window ends. An attempt counts as a failure from the moment it arrives (`failed`), so attempts
 * sent all at once cannot slip in while their passwords are being checked; a successful one
 * (`succeeded`) clears its account's count and is taken off the address's. Refused attempts are
 * not counted.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, FailureWindow>();

  constructor(
    private readonly config: LoginThrottleConfig,
    private readonly now: () => number,
  ) {}

  /** ms until `account` / `address` may try again; 0 when they may now */
  retryAfterMs(account: string, address: string): number {
    return Math.max(
      this.blockedFor(`a:${account}`, this.config.maxFailures),
      this.blockedFor(`ip:${address}`, this.config.maxFailuresPerAddress),
    );
  }

  /** an attempt that may fail: counted until `succeeded` says otherwise */
  failed(account: string, address: string): void {
    this.count(`a:${account}`);
    this.count(`ip:${address}`);
  }

  /** forget every count (`/__sim/reset`: a reset simulator throttles nobody) */
  clear(): void {
    this.failures.clear();
  }

  /** the attempt counted by `failed` succeeded: the account starts again, the address's count is given back */
  succeeded(account: string, address: string): void {
    this.failures.delete(`a:${account}`);
    const w = this.live(`ip:${address}`);
    if (w) w.count--;
  }

  private live(key: string): FailureWindow | undefined {
    const w = this.failures.get(key);
    if (w && this.now() - w.since >= this.config.windowMs) {
      this.failures.delete(key);
      return undefined;
    }
    return w;
  }

  private blockedFor(key: string, limit: number): number {
    const w = this.live(key);
    return w && w.count >= limit ? w.since + this.config.windowMs - this.now() : 0;
  }

  private count(key: string): void {
    const w = this.live(key);
    if (w) w.count++;
    else {
      if (this.failures.size >= THROTTLE_SWEEP_AT) for (const k of [...this.failures.keys()]) this.live(k);
      this.failures.set(key, { since: this.now(), count: 1 });
    }
  }
}

/** A login refused by the throttle: answers 10006 with `Retry-After` (whole seconds, rounded up). */
export class LoginThrottled extends SimError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(ErrorCode.RATE_LIMITED, `too many failed logins: try again in ${seconds} s`);
    this.retryAfterSeconds = seconds;
  }
}

/** Sessions one user may hold; a login past it ends the oldest (issue 12: unbounded before). */
export const MAX_SESSIONS_PER_USER = 50;

/**
 * Sessions of 7 days (SESSION_MAX_AGE_S) from login. A session ends on logout or when it is found
 * expired (`userOf`); `onEnded` hears of either, so the simulator can close the private sockets
 * that authenticated with it (code 4001). At most `maxPerUser` sessions per user: a login past it
 * ends the user's oldest session, which is reported to `onEnded` like a logout. Sessions dropped
 * in bulk (`/__sim/reset`, the expireSession fault) are handled by their callers.
 */
export class Sessions {
  /** called with the token of a session that ended (logout, or found expired) */
  onEnded: ((token: string) => void) | undefined;

  private readonly throttle: LoginThrottle;
  /** each user's session tokens, oldest first (tokens ended elsewhere are dropped when next looked at) */
  private readonly byUser = new Map<number, string[]>();

  /**
   * @param existing the stored sessions at start (a data dir's), so the cap counts them too
   */
  constructor(
    private readonly repo: Repository,
    private readonly now: () => number,
    throttle: LoginThrottleConfig = DEFAULT_LOGIN_THROTTLE,
    private readonly maxPerUser = MAX_SESSIONS_PER_USER,
    existing: Iterable<SessionRecord> = [],
  ) {
    this.throttle = new LoginThrottle(throttle, now);
    // all sessions last equally long: the one that expires first was made first
    for (const s of [...existing].sort((a, b) => a.expiresAt - b.expiresAt)) this.tokensOf(s.userId).push(s.token);
  }

  /**
   * Back to no sessions and no failed logins (`/__sim/reset`, after the store was cleared): the
   * throttle forgets its counts, so a reset simulator lets every account in again.
   */
  reset(): void {
    this.byUser.clear();
    this.throttle.clear();
  }

  private tokensOf(userId: number): string[] {
    let list = this.byUser.get(userId);
    if (!list) this.byUser.set(userId, (list = []));
    return list;
  }

  /** Track a new session of `userId`; past the cap, end the oldest ones (their sockets close with 4001). */
  private admit(userId: number, token: string): void {
    const live = this.tokensOf(userId).filter((t) => this.repo.getSession(t) !== undefined);
    live.push(token);
    while (live.length > this.maxPerUser) {
      const oldest = live.shift()!;
      this.repo.deleteSession(oldest);
      this.onEnded?.(oldest);
    }
    this.byUser.set(userId, live);
  }

  /**
   * A new session for the right email and password, else null (10004). Throws LoginThrottled
   * while the account or `address` has failed too often (see LoginThrottle).
   */
  async login(email: unknown, password: unknown, address = ''): Promise<{ token: string; user: UserRecord } | null> {
    // the account key: the email as looked up (bounded, so a huge made-up one costs nothing to keep)
    const account = typeof email === 'string' ? email.trim().toLowerCase().slice(0, 256) : '';
    const wait = this.throttle.retryAfterMs(account, address);
    if (wait > 0) throw new LoginThrottled(wait);
    // counted before the (asynchronous) check, so attempts sent all at once are throttled too
    this.throttle.failed(account, address);
    const user = typeof email === 'string' ? this.repo.findUserByEmail(email.trim()) : undefined;
    const stored = user?.passwordHash ?? (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
    const match = await verifyPassword(typeof password === 'string' ? password : '', stored);
    if (!user || typeof password !== 'string' || !match) return null;
    this.throttle.succeeded(account, address);
    const token = randomBytes(24).toString('hex');
    this.repo.putSession({ token, userId: user.userId, expiresAt: this.now() + SESSION_MAX_AGE_S * 1000 });
    this.admit(user.userId, token);
    return { token, user };
  }

  logout(token: string | undefined): void {
    if (!token || !this.repo.getSession(token)) return;
    this.repo.deleteSession(token);
    this.onEnded?.(token);
  }

  /** userId of a live session, else undefined. */
  userOf(token: string | undefined): number | undefined {
    if (!token) return undefined;
    const s = this.repo.getSession(token);
    if (!s) return undefined;
    if (s.expiresAt <= this.now()) {
      this.repo.deleteSession(token);
      this.onEnded?.(token);
      return undefined;
    }
    return s.userId;
  }
}
