import { ErrorCode, SimError } from '../../errors';
import { LoginThrottled, profileOf, type Sessions } from '../../auth';
import { shareProfileOf } from './positionTools';
import type { AppContext, Route } from '../context';
import { clearSessionCookie, sessionCookie, tokenFrom } from '../http';

// The account: health, session (login, logout, profile), wallet, settings (double confirm, preferences), compliance.

const DOUBLE_CONFIRM_FLAGS = [
  'hideCloseAllPosition',
  'cancelOrderNotifyClose',
  'cancelAllConfirm',
  'createOrderNotifyClose',
  'modifyOrderNotifyClose',
  'tradeNotifyClose',
] as const;

export const LOGOUT_PATH = '/user/public/logout';

export const accountRoutes: Route[] = [
  { method: 'GET', path: '/health', private: false, handle: () => ({ status: 'ok' }) },
  {
    method: 'POST',
    path: '/user/public/login',
    private: false,
    handle: async (r, app) => {
      let s: Awaited<ReturnType<Sessions['login']>>;
      try {
        s = await app.sessions.login(r.body.email, r.body.password, r.req.socket.remoteAddress);
      } catch (e) {
        if (e instanceof LoginThrottled) r.res.setHeader('Retry-After', String(e.retryAfterSeconds));
        throw e;
      }
      if (!s) throw new SimError(ErrorCode.BAD_CREDENTIALS);
      r.res.setHeader('Set-Cookie', sessionCookie(s.token));
      return { token: s.token, user: profileOf(s.user) };
    },
  },
  {
    method: 'POST',
    path: LOGOUT_PATH,
    private: false,
    handle: (r, app) => {
      app.sessions.logout(tokenFrom(r.req));
      r.res.setHeader('Set-Cookie', clearSessionCookie());
      return {};
    },
  },
  {
    method: 'GET',
    path: '/v2/private/user/profile',
    private: true,
    handle: (r, app) => {
      const u = app.repo.findUser(r.userId);
      if (!u) throw new SimError(ErrorCode.SESSION_EXPIRED);
      // the share poster's invite code, avatar and loyalty label ride on the profile (issue 17)
      return { ...profileOf(u), ...shareProfileOf(app, u) };
    },
  },
  {
    method: 'GET',
    path: '/v5/account/wallet-balance',
    private: true,
    handle: (r, app) => ({ list: app.engine.wallet(r.userId) }),
  },
  {
    method: 'POST',
    path: '/user/double-confirm/save',
    private: true,
    handle: (r, app) => {
      const c = r.body.confirms;
      const list = typeof c === 'string' ? (c === '' ? [] : c.split(',')) : c;
      if (
        !Array.isArray(list) ||
        !list.every((f) => typeof f === 'string' && (DOUBLE_CONFIRM_FLAGS as readonly string[]).includes(f))
      )
        throw new SimError(
          ErrorCode.PARAMS,
          `confirms: must be a list (or comma-separated string) of ${DOUBLE_CONFIRM_FLAGS.join(', ')}`,
        );
      const value = [...new Set(list as string[])].join(',');
      app.repo.putSetting(r.userId, 'doubleConfirm', value);
      return { confirms: value };
    },
  },
  {
    method: 'GET',
    path: '/user/double-confirm/list',
    private: true,
    handle: (r, app) => ({ confirms: app.repo.getSettings(r.userId).doubleConfirm ?? '' }),
  },
  {
    method: 'POST',
    path: '/v3/private/user/member/pref-setting',
    private: true,
    handle: (r, app) => {
      const u = r.body.upsert_keys;
      if (typeof u !== 'object' || u === null || Array.isArray(u))
        throw new SimError(ErrorCode.PARAMS, 'upsert_keys: must be an object of string values');
      const entries = Object.entries(u as Record<string, unknown>);
      if (entries.length === 0 || entries.length > 50) throw new SimError(ErrorCode.PARAMS, 'upsert_keys: 1..50 keys');
      for (const [k, v] of entries) {
        if (!/^[A-Za-z0-9_.-]{1,64}$/.test(k))
          throw new SimError(ErrorCode.PARAMS, `upsert_keys: bad key ${k.slice(0, 64)}`);
        if (typeof v !== 'string' || v.length > 256)
          throw new SimError(ErrorCode.PARAMS, `upsert_keys.${k}: must be a string of at most 256 characters`);
      }
      // bounded per user (issue 12: 50,000 keys, 13.4 MB per answer): new keys past the cap are refused
      const held = prefs(app, r.userId);
      const added = entries.filter(([k]) => !Object.hasOwn(held, k)).length;
      if (Object.keys(held).length + added > MAX_PREF_KEYS)
        throw new SimError(
          ErrorCode.PARAMS,
          `upsert_keys: at most ${MAX_PREF_KEYS} preferences per user (${Object.keys(held).length} held, ${added} new)`,
        );
      for (const [k, v] of entries) app.repo.putSetting(r.userId, `pref.${k}`, v as string);
      return { settings: prefs(app, r.userId) };
    },
  },
  {
    method: 'GET',
    path: '/v3/private/user/member/pref-setting',
    private: true,
    handle: (r, app) => ({ settings: prefs(app, r.userId) }),
  },
  {
    method: 'GET',
    path: '/compliance/v1/wall/regulation-info',
    private: false,
    handle: (_r, app) => app.faults.regulationInfo(),
  },
  {
    method: 'GET',
    path: '/static/compliance/integrated-trading/v1/compliance.json',
    private: false,
    handle: (_r, app) => app.faults.complianceJson(),
  },
];

/** Preferences a user may hold (each key ≤ 64 characters, each value ≤ 256): about 64 KB per answer at most. */
export const MAX_PREF_KEYS = 200;

function prefs(app: AppContext, userId: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(app.repo.getSettings(userId))) if (k.startsWith('pref.')) out[k.slice(5)] = v;
  return out;
}
