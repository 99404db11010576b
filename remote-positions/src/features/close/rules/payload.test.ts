import { buildCloseRequest, failedQtyOf, timeInForceOf } from './payload';
import { BTCUSDT, longBtc, shortEth } from './testFixtures';
import type { CloseInstrument } from './types';

// positions.md §3 "Close order payload", §4 time in force, §7 order/create and close-position.

const ETHUSDT: CloseInstrument = {
  ...BTCUSDT,
  symbol: 'ETHUSDT',
  baseCoin: 'ETH',
  tickSize: '0.01',
  lotStep: '0.01',
  minQty: '0.01',
};
const uta = { copyTrade: false };

test('a limit close of a long: the exact order/create body and the client tag', () => {
  expect(
    buildCloseRequest(longBtc, BTCUSDT, { kind: 'limit', qty: '0.1', price: '65000.5', postOnly: false }, uta, 'tag-1'),
  ).toEqual({
    path: '/contract/v5/order/create',
    headers: { 'X-Client-Tag': 'tag-1' },
    body: {
      side: 'Sell',
      symbol: 'BTCUSDT',
      orderType: 'Limit',
      qtyX: '10000000',
      qty: '0.1',
      price: '65000.5',
      type: 'Activity',
      createType: 'CreateByClosing',
      closeOnTrigger: true,
      reduceOnly: true,
      positionIdx: 0,
      leverageE2: '1000',
      leverage: '10',
      timeInForce: 'GoodTillCancel',
      action: 'PositionClose',
    },
  });
});

test('a market close of a hedge-mode short with slippage: IOC, no price, maxSlippage', () => {
  const r = buildCloseRequest(
    shortEth,
    ETHUSDT,
    { kind: 'market', qty: '4', price: '3300', postOnly: true, slippage: { type: 'TickSize', value: '100' } },
    uta,
    't',
  );
  expect(r.body).toEqual({
    side: 'Buy',
    symbol: 'ETHUSDT',
    orderType: 'Market',
    qtyX: '400000000',
    qty: '4',
    type: 'Activity',
    createType: 'CreateByClosing',
    closeOnTrigger: true,
    reduceOnly: true,
    positionIdx: 2,
    leverageE2: '500',
    leverage: '5',
    timeInForce: 'ImmediateOrCancel',
    action: 'PositionClose',
    maxSlippageType: 'TickSize',
    maxSlippage: '100',
  });
});

test('post-only when ticked (limit)', () => {
  expect(timeInForceOf({ kind: 'limit', postOnly: true }, false)).toBe('PostOnly');
  expect(timeInForceOf({ kind: 'limit', postOnly: false }, false)).toBe('GoodTillCancel');
  expect(timeInForceOf({ kind: 'market', postOnly: true }, false)).toBe('ImmediateOrCancel');
});

test('options: GTC limit / IOC market, reduce-only, opposite side, through /x-api, no leverage', () => {
  const opt: CloseInstrument = {
    ...BTCUSDT,
    symbol: 'BTC-27DEC24-100000-C',
    option: true,
    tickSize: '5',
    lotStep: '0.01',
  };
  const pos = { symbol: opt.symbol, side: 'Sell' as const, size: '0.8', positionIdx: 0 as const };
  const limit = buildCloseRequest(pos, opt, { kind: 'limit', qty: '0.8', price: '1205', postOnly: true }, uta, 't');
  expect(limit.path).toBe('/x-api/contract/v5/order/create');
  expect(limit.body).toMatchObject({
    side: 'Buy',
    orderType: 'Limit',
    timeInForce: 'GoodTillCancel',
    reduceOnly: true,
  });
  expect(limit.body).not.toHaveProperty('leverageE2');
  const market = buildCloseRequest(pos, opt, { kind: 'market', qty: '0.8', price: '', postOnly: false }, uta, 't');
  expect(market.body).toMatchObject({ side: 'Buy', orderType: 'Market', timeInForce: 'ImmediateOrCancel' });
});

test('copy trade closes through close-position with only its fields (price for Limit only)', () => {
  expect(
    buildCloseRequest(
      longBtc,
      BTCUSDT,
      { kind: 'limit', qty: '0.2', price: '65000', postOnly: false },
      { copyTrade: true },
      'c',
    ),
  ).toEqual({
    path: '/private/v1/common/order/close-position',
    headers: { 'X-Client-Tag': 'c' },
    body: {
      symbol: 'BTCUSDT',
      positionIdx: 0,
      qtyX: '20000000',
      side: 'Sell',
      timeInForce: 'GoodTillCancel',
      orderType: 'Limit',
      price: '65000',
    },
  });
  const market = buildCloseRequest(
    longBtc,
    BTCUSDT,
    { kind: 'market', qty: '0.2', price: '65000', postOnly: false },
    { copyTrade: true },
    'c',
  );
  expect(market.body).not.toHaveProperty('price');
});

test.each([
  [{ create_order_failed_qty_x: '250000000' }, '2.5'],
  [{ create_order_failed_qty_x: '0' }, null],
  [{ create_order_failed_qty_x: 'x' }, null],
  [null, null],
  ['oops', null],
])('39303 failed quantity of %o → %p', (result, qty) => {
  expect(failedQtyOf(result)).toBe(qty);
});
