import {
  applyOrderChange,
  formatOrderTime,
  isOpenOrder,
  openOrderRowView,
  orderPrecision,
  openOrdersById,
  orderTpSlTarget,
  sortOpenOrders,
} from './rules';
import { wireOrder } from './fixtures';
import type { OrderStatus, WireOrder } from 'shared-core';

describe('open order rules', () => {
  it.each([
    ['New', true],
    ['PartiallyFilled', true],
    ['Untriggered', true],
    ['Filled', false],
    ['Cancelled', false],
    ['PartiallyFilledCanceled', false],
    ['Rejected', false],
    ['Deactivated', false],
  ] as [OrderStatus, boolean][])('%s is open: %s', (status, open) =>
    expect(isOpenOrder({ orderStatus: status })).toBe(open),
  );

  it('snapshot keeps only open orders and readable rows', () => {
    const byId = openOrdersById([
      wireOrder(),
      wireOrder({ orderId: 'o-2', orderStatus: 'Filled' }),
      { junk: true },
      null,
    ]);
    expect(Object.keys(byId)).toEqual(['o-1001']);
  });

  it.each([
    ['adds a new open order', wireOrder({ orderId: 'o-2', orderStatus: 'New' }), ['o-1001', 'o-2']],
    ['updates an order', wireOrder({ cumExecQty: '1' }), ['o-1001']],
    ['removes a filled order', wireOrder({ orderStatus: 'Filled' }), []],
    ['removes a cancelled order', wireOrder({ orderStatus: 'Cancelled' }), []],
    ['ignores a row without id', { orderStatus: 'New' }, ['o-1001']],
  ])('%s', (_n, change, ids) => {
    const byId = openOrdersById([wireOrder()]);
    applyOrderChange(byId, change);
    expect(Object.keys(byId).sort()).toEqual(ids);
  });

  it('drops the notification of a push from the stored order', () => {
    const byId = {};
    applyOrderChange(byId, { ...wireOrder(), notification: { scene: 'newed' } });
    expect(Object.values(byId)[0]).not.toHaveProperty('notification');
  });

  it('formats a row', () => {
    expect(openOrderRowView(wireOrder())).toEqual({
      orderId: 'o-1001',
      symbol: 'BTC-27DEC24-100000-C',
      side: 'Buy',
      orderType: 'Limit',
      orderStatus: 'PartiallyFilled',
      price: '1,250.5',
      qty: '1.50',
      filled: '0.25',
      filledPercent: 16.67,
      time: '2024-01-02 03:04:05',
      triggerPrice: '--',
      triggerBy: '',
      stopOrderType: '',
      // an option order carries no TP/SL
      tpsl: null,
    });
  });

  it('prices and quantities at the symbol config precision, not the wire decimals', () => {
    const config = {
      priceFraction: 1,
      tickSize: '0.1',
      lotFraction: 3,
      lotStep: '0.001',
      balanceFraction: 4,
      upnlFraction: 4,
    };
    const precision = orderPrecision('BTCUSDT', config);
    expect(precision).toEqual({ price: 1, qty: 3 });
    expect(
      openOrderRowView(
        wireOrder({ symbol: 'BTCUSDT', price: '65000', qty: '0.01', cumExecQty: '0', triggerPrice: '64000.5' }),
        precision,
      ),
    ).toMatchObject({ price: '65,000.0', qty: '0.010', filled: '0.000', triggerPrice: '64,000.5' });
    expect(orderPrecision('BTC-27DEC24-100000-C', config)).toBeUndefined();
    expect(orderPrecision('BTCUSDT', undefined)).toBeUndefined();
  });

  it('a conditional order shows its trigger price, trigger-by and stop kind', () => {
    expect(
      openOrderRowView(
        wireOrder({
          orderStatus: 'Untriggered',
          stopOrderType: 'PartialStopLoss',
          triggerPrice: '61000.50',
          triggerBy: 'MarkPrice',
        }),
      ),
    ).toMatchObject({ triggerPrice: '61,000.50', triggerBy: 'MarkPrice', stopOrderType: 'PartialStopLoss' });
  });

  it.each([
    [undefined, '--'],
    [0, '--'],
    [Number.NaN, '--'],
  ])('time %s → %s', (ms, out) => expect(formatOrderTime(ms)).toBe(out));

  it('market orders without a price show --', () => {
    expect(openOrderRowView(wireOrder({ orderType: 'Market', price: '0' })).price).toBe('--');
  });

  it('sorts newest first', () => {
    const sorted = sortOpenOrders([
      wireOrder({ orderId: 'a', createdAtE3: 1 }),
      wireOrder({ orderId: 'b', createdAtE3: 2 }),
    ]);
    expect(sorted.map((o) => o.orderId)).toEqual(['b', 'a']);
  });
});

describe('orderTpSlTarget: which open orders carry an attached TP/SL (positions.md §2, scene order)', () => {
  const contract = (o: Partial<WireOrder> = {}) =>
    wireOrder({ symbol: 'BTCUSDT', price: '60000', qty: '0.01', cumExecQty: '0', ...o });
  it.each<[string, Partial<WireOrder>, boolean]>([
    ['an ordinary limit order of a contract', {}, true],
    ['a partially filled one', { orderStatus: 'PartiallyFilled', cumExecQty: '0.004' }, true],
    ['a hedge-mode sell order', { side: 'Sell', positionIdx: 2 }, true],
    ['an option order', { symbol: 'BTC-27DEC24-100000-C' }, false],
    ['a market order', { orderType: 'Market' }, false],
    ['a reduce-only order', { reduceOnly: true }, false],
    ['a closing order', { closeOnTrigger: true }, false],
    ['a conditional order', { orderStatus: 'Untriggered', triggerPrice: '61000' }, false],
    ['a partial take-profit order', { stopOrderType: 'PartialTakeProfit', triggerPrice: '61000' }, false],
    ['a filled order', { orderStatus: 'Filled' }, false],
  ])('%s: %s', (_name, o, carries) => {
    expect(orderTpSlTarget(contract(o)) !== null).toBe(carries);
  });

  it('gives the dialog the order with its attached values; unset legs are "0", trigger kinds default to last', () => {
    expect(
      orderTpSlTarget(contract({ orderId: 'o-7', side: 'Sell', positionIdx: 2, takeProfit: '55000', stopLoss: '' })),
    ).toEqual({
      orderId: 'o-7',
      symbol: 'BTCUSDT',
      side: 'Sell',
      positionIdx: 2,
      price: '60000',
      qty: '0.01',
      takeProfit: '55000',
      stopLoss: '0',
      tpTriggerBy: 'LastPrice',
      slTriggerBy: 'LastPrice',
    });
    const withKinds = {
      ...contract({ stopLoss: '58000' }),
      slTriggerBy: 'MarkPrice' as const,
      tpTriggerBy: '' as const,
    };
    expect(orderTpSlTarget(withKinds)).toMatchObject({ slTriggerBy: 'MarkPrice', tpTriggerBy: 'LastPrice' });
  });

  it('the row shows the attached values at the price precision, a dash for an unset leg', () => {
    const row = openOrderRowView(contract({ takeProfit: '66000', stopLoss: '0' }), { price: 1, qty: 3 });
    expect(row.tpsl).toMatchObject({ takeProfit: '66,000.0', stopLoss: '--' });
  });
});
