import { COINS, isCoin } from '../market/coins';
import { decimal } from './params';
import { ErrorCode, SimError } from '../errors';
import type { Route } from './context';

/**
 * POST /__sim/index { coin, price } (loopback admin, for tests and demos): the coin's index
 * jumps to `price` now; marks follow at once, last prices (house trades) and the triggers
 * (TP/SL, trailing stop, MMR close, liquidation) at the next tick, and the walk goes on from the
 * new level (pulled back towards its start only by its slow mean reversion). Answers the levels.
 */
export const adminIndexRoutes: Route[] = [
  {
    method: 'POST',
    path: '/__sim/index',
    private: false,
    handle: (r, app) => {
      const coin = r.body.coin;
      if (!isCoin(coin)) throw new SimError(ErrorCode.PARAMS, `coin: must be one of ${COINS.join(', ')}`);
      const price = decimal(r.body, 'price', { positive: true, max: '100000000' })!;
      app.market.resumeIndex({ [coin]: price.toFixed() });
      return { coin, index: app.market.indexLevels()[coin] };
    },
  },
];
