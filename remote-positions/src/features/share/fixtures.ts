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

/** The option profit poster's variants (positions.md §2), as optionPosterOf makes them. */
export const optionPositionModel: PosterModel = {
  kind: 'optionProfit',
  variant: 'positionPnl',
  symbol: 'BTC-27DEC24-100000-C',
  side: 'Buy',
  leverage: null,
  headline: '+25.0471%',
  headlineKind: 'roi',
  sign: 1,
  pairs: [
    { key: 'entryPrice', value: '1200.00' },
    { key: 'markPrice', value: '1500.46' },
    { key: 'pnl', value: '+450.68' },
  ],
};

export const optionOrderModel: PosterModel = {
  kind: 'optionProfit',
  variant: 'orderPnl',
  symbol: 'BTC-27DEC24-100000-C',
  side: 'Buy',
  leverage: null,
  headline: '+37.5000%',
  headlineKind: 'roi',
  sign: 1,
  pairs: [
    { key: 'entryPrice', value: '1200.00' },
    { key: 'exitPrice', value: '1650.00' },
    { key: 'qty', value: '0.500' },
    { key: 'pnl', value: '+225.00' },
  ],
};

export const optionPortfolioModel: PosterModel = {
  kind: 'optionProfit',
  variant: 'portfolio',
  symbol: 'USDC',
  side: null,
  leverage: null,
  headline: '-1.23M',
  headlineKind: 'pnl',
  sign: -1,
  pairs: [{ key: 'positions', value: '4' }],
};
