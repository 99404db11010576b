import type { Position, TpSlEntry } from 'shared-core';
import {
  cancelAllCall,
  cancelCall,
  isModify,
  orderSaveCall,
  orderTpSlEntry,
  qtyX,
  saveCall,
  TpSlPaths,
  tpSlSignature,
} from './payload';
import { sortPartials, showsPartialList } from './partialList';
import type { TpSlFormValues } from './validate';

// positions.md §4 / §7: create or modify, the bodies, cancel and cancel all; the partial list's sorts.

const form: TpSlFormValues = {
  mode: 'Full',
  takeProfit: '70000',
  stopLoss: '',
  tpOrderType: 'Market',
  slOrderType: 'Market',
  limitTakeProfit: '',
  limitStopLoss: '',
  tpSize: '',
  slSize: '',
};
const position: Position = { symbol: 'BTCUSDT', side: 'Buy', size: '0.25', positionIdx: 0 };
const full: TpSlEntry = {
  orderId: '',
  takeProfit: '70000',
  stopLoss: '0',
  qty: '0.25',
  tpTriggerBy: 'LastPrice',
  slTriggerBy: 'LastPrice',
};
const tpEntry: TpSlEntry = {
  ...full,
  orderId: 'o-tp',
  tpStopOrderId: 'o-tp',
  slStopOrderId: '',
  qty: '0.1',
  updatedAt: 2,
};
const slEntry: TpSlEntry = {
  ...full,
  orderId: 'o-sl',
  takeProfit: '0',
  stopLoss: '60000',
  tpStopOrderId: '',
  slStopOrderId: 'o-sl',
  qty: '0.05',
  updatedAt: 3,
};
const by = { tpTriggerBy: 'MarkPrice', slTriggerBy: 'LastPrice' } as const;

test('full, nothing set yet: a create through set-tp-sl-ts, Market, an empty leg as 0', () => {
  expect(isModify('Full', position, null)).toBe(false);
  expect(saveCall(form, position, by, null)).toEqual({
    path: '/contract/v5/position/set-tp-sl-ts',
    body: {
      symbol: 'BTCUSDT',
      positionIdx: 0,
      tpSlMode: 'Full',
      takeProfit: '70000',
      stopLoss: '0',
      tpTriggerBy: 'MarkPrice',
      slTriggerBy: 'LastPrice',
      tpOrderType: 'Market',
      slOrderType: 'Market',
    },
  });
});

test('full, already set: a modify through order/replace tpSlMode Full, no order id', () => {
  const withFull = { ...position, fullTpsl: full };
  expect(isModify('Full', withFull, null)).toBe(true);
  const call = saveCall({ ...form, stopLoss: '60000' }, withFull, by, null);
  expect(call.path).toBe('/contract/v5/order/replace');
  expect(call.body).toMatchObject({ orderId: '', tpSlMode: 'Full', type: 'TpSlOcoStopOrder', stopLoss: '60000' });
});

test('partial create: the legs set, sizes × 1e8, a limit leg with its price', () => {
  const call = saveCall(
    {
      ...form,
      mode: 'Partial',
      tpSize: '0.1',
      stopLoss: '60000',
      slSize: '0.05',
      slOrderType: 'Limit',
      limitStopLoss: '59990',
    },
    position,
    by,
    null,
  );
  expect(call).toEqual({
    path: '/contract/v5/position/set-tp-sl-ts',
    body: {
      symbol: 'BTCUSDT',
      positionIdx: 0,
      tpSlMode: 'Partial',
      takeProfit: '70000',
      tpTriggerBy: 'MarkPrice',
      tpOrderType: 'Market',
      tpSizeX: '10000000',
      stopLoss: '60000',
      slTriggerBy: 'LastPrice',
      slOrderType: 'Limit',
      slSizeX: '5000000',
      limitStopLoss: '59990',
    },
  });
});

test('partial modify: order/replace of the entry order, one leg', () => {
  expect(isModify('Partial', position, tpEntry)).toBe(true);
  expect(isModify('Partial', position, null)).toBe(false);
  const tp = saveCall(
    { ...form, mode: 'Partial', takeProfit: '71000', tpSize: '0.1', tpOrderType: 'Limit', limitTakeProfit: '70990' },
    position,
    by,
    tpEntry,
  );
  expect(tp).toEqual({
    path: '/contract/v5/order/replace',
    body: {
      orderId: 'o-tp',
      symbol: 'BTCUSDT',
      positionIdx: 0,
      tpSlMode: 'Partial',
      takeProfit: '71000',
      tpTriggerBy: 'MarkPrice',
      tpOrderType: 'Limit',
      limitTakeProfit: '70990',
      qtyX: '10000000',
    },
  });
  const sl = saveCall({ ...form, mode: 'Partial', stopLoss: '61000', slSize: '0.05' }, position, by, slEntry);
  expect(sl.body).toMatchObject({ orderId: 'o-sl', stopLoss: '61000', slOrderType: 'Market', qtyX: '5000000' });
  expect(sl.body).not.toHaveProperty('limitStopLoss');
});

test('cancel: the full one by symbol and positionIdx, a partial by its order; cancel all partials', () => {
  expect(cancelCall(position, 'full')).toEqual({
    path: '/contract/v5/order/cancel',
    body: { orderId: '', symbol: 'BTCUSDT', positionIdx: 0, type: 'TpSlOcoStopOrder' },
  });
  expect(cancelCall(position, slEntry).body.orderId).toBe('o-sl');
  expect(cancelAllCall({ ...position, positionIdx: 2 })).toEqual({
    path: '/contract/v5/order/cancel-totally',
    body: { symbol: 'BTCUSDT', positionIdx: 2, type: 'PartialTpSlConditional' },
  });
});

test('qtyX scales by 1e8 exactly', () => {
  expect(qtyX('0.001')).toBe('100000');
  expect(qtyX('1000')).toBe('100000000000');
  expect(qtyX('x')).toBe('0');
});

test('the signature changes with what the exchange holds, not with order', () => {
  const a = tpSlSignature({ ...position, partialTpslList: [tpEntry, slEntry] });
  expect(tpSlSignature({ ...position, partialTpslList: [slEntry, tpEntry] })).toBe(a);
  expect(tpSlSignature({ ...position, partialTpslList: [tpEntry] })).not.toBe(a);
  expect(tpSlSignature({ ...position, takeProfit: '1' })).not.toBe(tpSlSignature(position));
});

describe('partial list (§2)', () => {
  const noTime = { ...tpEntry, orderId: 'x', takeProfit: '65000', updatedAt: 1 };
  test.each<['time' | 'tp' | 'sl', string[]]>([
    ['time', ['o-sl', 'o-tp', 'x']],
    ['tp', ['x', 'o-tp', 'o-sl']],
    ['sl', ['o-sl', 'o-tp', 'x']],
  ])('sorted by %s', (by, ids) => {
    expect(sortPartials([tpEntry, noTime, slEntry], by).map((e) => e.orderId)).toEqual(ids);
  });
  test('the list shows on the partial tab when there are entries', () => {
    expect(showsPartialList({ partialTpslList: [tpEntry] }, 'partial')).toBe(true);
    expect(showsPartialList({ partialTpslList: [tpEntry] }, 'entire')).toBe(false);
    expect(showsPartialList({ partialTpslList: [] }, 'partial')).toBe(false);
  });
});

describe("scene 'order' (§2, §7): the TP/SL of one open order", () => {
  const order = { orderId: 'o-1', symbol: 'BTCUSDT', price: '60000', takeProfit: '66000', stopLoss: '0' };
  const by = { tpTriggerBy: 'MarkPrice', slTriggerBy: 'LastPrice' } as const;

  it.each([
    ['both legs', '67000', '58000', '67000', '58000'],
    ['an emptied stop loss is sent as 0 (removed)', '67000', '', '67000', '0'],
    ['both emptied', '', '', '0', '0'],
  ])('%s: order/replace on the order id', (_name, takeProfit, stopLoss, tpSent, slSent) => {
    expect(orderSaveCall({ takeProfit, stopLoss }, order, by)).toEqual({
      path: TpSlPaths.replace,
      body: {
        orderId: 'o-1',
        symbol: 'BTCUSDT',
        takeProfit: tpSent,
        stopLoss: slSent,
        tpTriggerBy: 'MarkPrice',
        slTriggerBy: 'LastPrice',
      },
    });
  });

  it.each([
    [
      { takeProfit: '66000', stopLoss: '0' },
      { takeProfit: '66000', stopLoss: '0' },
    ],
    [{ stopLoss: '58000' }, { takeProfit: '0', stopLoss: '58000' }],
    [{ takeProfit: '0', stopLoss: '0' }, null],
    [{}, null],
  ])('the form starts from the order TP/SL %j', (legs, expected) => {
    const entry = orderTpSlEntry({ orderId: 'o-1', symbol: 'BTCUSDT', price: '60000', ...legs });
    expect(entry && { takeProfit: entry.takeProfit, stopLoss: entry.stopLoss }).toEqual(expected);
  });
});
