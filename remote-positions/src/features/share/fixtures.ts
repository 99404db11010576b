import type { Position } from 'shared-core';
import { optionPosterOf } from './rules/optionPoster';
import type { ClosedPnl, PosterModel } from './rules/share';

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

/** The option positions and closed-PnL record of the option poster's tests and stories (wire values as decoded). */
export const optionCall = {
  symbol: 'BTC-27DEC24-100000-C',
  side: 'Buy',
  size: '1.5',
  positionIdx: 0,
  entryPrice: '1200',
  markPrice: '1500.456',
  positionUPL: '450.6849',
  ROI: '25.04716',
} as Position;
export const optionPut = {
  symbol: 'BTC-27DEC24-60000-P',
  side: 'Sell',
  size: '-0.8',
  positionIdx: 0,
  entryPrice: '500',
  markPrice: '700',
  positionUPL: '-160',
  ROI: '-40',
} as Position;
export const optionRecord: ClosedPnl = {
  orderId: 'o-1',
  symbol: 'BTC-27DEC24-100000-C',
  side: 'Buy',
  positionIdx: 0,
  closedSize: '0.5',
  avgEntryPrice: '1200',
  avgExitPrice: '1650',
  closedPnl: '225',
  leverage: '',
  createdAt: 5,
};

const optionInput = {
  show: 'roi',
  position: optionCall,
  record: optionRecord,
  portfolio: [optionCall, optionPut],
  portfolioMargin: false,
} as const;

/** The option profit poster's variants (positions.md §2), made by the rules from the data above. */
export const optionPositionModel = optionPosterOf({ ...optionInput, variant: 'positionPnl' });
export const optionOrderModel = optionPosterOf({ ...optionInput, variant: 'orderPnl' });
/** The portfolio with a large loss: K/M/B on the headline. */
export const optionPortfolioModel = optionPosterOf({
  ...optionInput,
  variant: 'portfolio',
  show: 'pnl',
  portfolio: [optionCall, { ...optionPut, positionUPL: '-1234567.89' }],
});
