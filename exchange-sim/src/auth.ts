import { randomBytes } from 'node:crypto';
import type { UserProfile } from 'shared-core/domain';
import { ErrorCode, SimError } from './errors';
import type { Repository, UserRecord } from './store/types';
import { SESSION_MAX_AGE_S } from './http/http';

/** The wire profile plus the simulator's account flags (margin mode, demo, copy-trade role, position mode). */
export interface SimProfile extends UserProfile {
  marginMode: 'REGULAR_MARGIN' | 'PORTFOLIO_MARGIN' | 'ISOLATED_MARGIN';
  isDemo: boolean;
  copyTradeRole: 'none' | 'leader' | 'follower';
  /** MergedSingle (one-way, positionIdx 0) or BothSide (hedge mode, positionIdx 1 and 2) */
  positionMode: 'MergedSingle' | 'BothSide';
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
 * Failed logins per account and per client address in a fixed window that starts at the first
 * failure (issue 12: 300 wrong passwords in 0.3 s were all checked). Once a key reaches its
 * limit, logins for it are refused (10006, Retry-After) without checking the password until the
 * window ends; a successful login clears the account's count. Refused attempts are not counted.
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

  failed(account: string, address: string): void {
    this.count(`a:${account}`);
    this.count(`ip:${address}`);
  }

  succeeded(account: string): void {
    this.failures.delete(`a:${account}`);
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

/**
 * Sessions of 7 days (SESSION_MAX_AGE_S) from login. A session ends on logout or when it is found
 * expired (`userOf`); `onEnded` hears of either, so the simulator can close the private sockets
 * that authenticated with it (code 4001). Sessions dropped in bulk (`/__sim/reset`, the
 * expireSession fault) are handled by their callers.
 */
export class Sessions {
  /** called with the token of a session that ended (logout, or found expired) */
  onEnded: ((token: string) => void) | undefined;

  private readonly throttle: LoginThrottle;

  constructor(
    private readonly repo: Repository,
    private readonly now: () => number,
    throttle: LoginThrottleConfig = DEFAULT_LOGIN_THROTTLE,
  ) {
    this.throttle = new LoginThrottle(throttle, now);
  }

  /**
   * A new session for the right email and password, else null (10004). Throws LoginThrottled
   * while the account or `address` has failed too often (see LoginThrottle).
   */
  login(email: unknown, password: unknown, address = ''): { token: string; user: UserRecord } | null {
    // the account key: the email as looked up (bounded, so a huge made-up one costs nothing to keep)
    const account = typeof email === 'string' ? email.trim().toLowerCase().slice(0, 256) : '';
    const wait = this.throttle.retryAfterMs(account, address);
    if (wait > 0) throw new LoginThrottled(wait);
    const user = typeof email === 'string' ? this.repo.findUserByEmail(email.trim()) : undefined;
    if (!user || typeof password !== 'string' || user.password !== password) {
      this.throttle.failed(account, address);
      return null;
    }
    this.throttle.succeeded(account);
    const token = randomBytes(24).toString('hex');
    this.repo.putSession({ token, userId: user.userId, expiresAt: this.now() + SESSION_MAX_AGE_S * 1000 });
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
