import { randomBytes } from 'node:crypto';
import type { UserProfile } from 'shared-core/domain';
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

/**
 * Sessions of 7 days (SESSION_MAX_AGE_S) from login. A session ends on logout or when it is found
 * expired (`userOf`); `onEnded` hears of either, so the simulator can close the private sockets
 * that authenticated with it (code 4001). Sessions dropped in bulk (`/__sim/reset`, the
 * expireSession fault) are handled by their callers.
 */
export class Sessions {
  /** called with the token of a session that ended (logout, or found expired) */
  onEnded: ((token: string) => void) | undefined;

  constructor(
    private readonly repo: Repository,
    private readonly now: () => number,
  ) {}

  login(email: unknown, password: unknown): { token: string; user: UserRecord } | null {
    if (typeof email !== 'string' || typeof password !== 'string') return null;
    const user = this.repo.findUserByEmail(email.trim());
    if (!user || user.password !== password) return null;
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
