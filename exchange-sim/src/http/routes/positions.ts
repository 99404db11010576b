import { toWirePosition } from 'shared-core/domain';
import type { Route } from '../context';
import { bool, decimal, int, oneOf, positionIdx, reqStr, signedE8 } from '../params';
import { ORDER_TYPES, leverageOf, optPrice, qtyOf, triggerBy } from './contractParams';

// Positions: the list, margin (add, auto-add, cross / isolated) and protection (TP/SL, trailing, MMR close).

export const positionRoutes: Route[] = [
  {
    method: 'GET',
    path: '/contract/v5/position/list',
    private: true,
    handle: (r, app) => {
      const symbol = r.query.get('symbol');
      const baseCoin = r.query.get('baseCoin');
      const list = app.engine
        .positions(r.userId)
        .filter((p) => (!symbol || p.symbol === symbol) && (!baseCoin || p.baseCoin === baseCoin))
        .map(toWirePosition);
      return { list };
    },
  },
  {
    method: 'POST',
    path: '/contract/v5/private/position/add-margin',
    private: true,
    handle: (r, app) => {
      const p = app.desk.addMargin(
        r.userId,
        reqStr(r.body, 'symbol', 64),
        positionIdx(r.body),
        signedE8(r.body, 'addToPositionBalanceE8'),
      );
      return { symbol: p.symbol, positionIdx: p.positionIdx ?? 0, newExtraAddedMargin: p.extraMargin ?? '0' };
    },
  },
  {
    method: 'POST',
    path: '/contract/v5/private/position/pre-add-margin',
    private: true,
    handle: (r, app) =>
      app.desk.preAddMargin(
        r.userId,
        reqStr(r.body, 'symbol', 64),
        positionIdx(r.body),
        signedE8(r.body, 'addToPositionBalanceE8'),
      ),
  },
  {
    method: 'POST',
    path: '/private/position/set-auto-add-margin',
    private: true,
    handle: (r, app) => {
      const on = bool(r.body, 'newAutoAddMargin');
      app.desk.setAutoAddMargin(r.userId, reqStr(r.body, 'symbol', 64), positionIdx(r.body), on);
      return { autoAddMargin: on };
    },
  },
  {
    method: 'POST',
    path: '/contract/v5/position/switch-isolated',
    private: true,
    handle: (r, app) => {
      const isolated = int(r.body, 'tradeMode', { min: 0, max: 1 }) === 1;
      app.desk.switchIsolated(r.userId, reqStr(r.body, 'symbol', 64), isolated, leverageOf(r.body));
      return { isIsolated: isolated };
    },
  },
  {
    method: 'POST',
    path: '/contract/v5/position/set-tp-sl-ts',
    private: true,
    handle: (r, app) => {
      const b = r.body;
      const e4 =
        b.trailValuePercentageE4 === undefined || b.trailValuePercentageE4 === ''
          ? undefined
          : decimal(b, 'trailValuePercentageE4', { allowNumber: true, max: '10000' });
      return app.desk.setTpSlTs(r.userId, {
        symbol: reqStr(b, 'symbol', 64),
        positionIdx: positionIdx(b),
        mode: oneOf(b, 'tpSlMode', ['Full', 'Partial'] as const, 'Full'),
        takeProfit: optPrice(b, 'takeProfit'),
        stopLoss: optPrice(b, 'stopLoss'),
        tpTriggerBy: triggerBy(b, 'tpTriggerBy'),
        slTriggerBy: triggerBy(b, 'slTriggerBy'),
        tpOrderType: oneOf(b, 'tpOrderType', ORDER_TYPES, 'Market'),
        slOrderType: oneOf(b, 'slOrderType', ORDER_TYPES, 'Market'),
        limitTakeProfit: optPrice(b, 'limitTakeProfit'),
        limitStopLoss: optPrice(b, 'limitStopLoss'),
        tpSize: qtyOf(b, 'tpSizeX', 'tpSize', true),
        slSize: qtyOf(b, 'slSizeX', 'slSize', true),
        trailingStop: optPrice(b, 'trailingStop'),
        trailValueE4: e4,
        activationPrice: optPrice(b, 'activationPrice'),
      });
    },
  },
  {
    method: 'POST',
    path: '/contract/v5/position/set-mm-rate',
    private: true,
    handle: (r, app) => {
      const e2 = int(r.body, 'triggerMmRateE2', { min: 0, max: 9999 })!;
      app.desk.setMmRate(r.userId, reqStr(r.body, 'symbol', 64), positionIdx(r.body), e2);
      return { triggerMmRateE2: e2 };
    },
  },
];
