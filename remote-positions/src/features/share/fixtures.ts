import type { PosterModel } from './rules/share';

/** Stories' and tests' poster data: no network (data: URLs only). */
export const DOT_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
export const AVATAR_SVG =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSI2NCIgaGVpZ2h0PSI2NCI+PHJlY3Qgd2lkdGg9IjY0IiBoZWlnaHQ9IjY0IiByeD0iMzIiIGZpbGw9IiNmN2E2MDAiLz48L3N2Zz4=';

export const openPosterModel: PosterModel = {
  kind: 'openPosition',
  symbol: 'BTCUSDT',
  side: 'Buy',
  leverage: '10',
  headline: '+12.34%',
  headlineKind: 'roi',
  sign: 1,
  pairs: [
    { key: 'entryPrice', value: '60000.0' },
    { key: 'markPrice', value: '61000.1' },
    { key: 'pnl', value: '+1.23K' },
  ],
};

export const posterProps = {
  model: openPosterModel,
  nickname: 'Demo Trader',
  avatar: AVATAR_SVG,
  badge: 'VIP' as const,
  inviteLink: 'http://localhost:3000/en/invite?ref=SIM00001',
  inviteCode: 'SIM00001',
  qr: DOT_PNG,
};
