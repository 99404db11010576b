import type { WireOrder } from 'shared-core';
import { btcConfig } from '../chain/fixtures';
import { openOrdersView } from './openOrdersView';

const SYMBOL = 'BTC-27DEC24-60000-C';
const order = (over: Partial<WireOrder>): WireOrder =>
  ({
    orderId: 'o1',
    orderLinkId: 'l1',
    symbol: SYMBOL,
    side: 'Buy',
    price: '5300',
    qty: '1.5',
    cumExecQty: '0.5',
    leavesQty: '1',
    orderStatus: 'PartiallyFilled',
    ...over,
  }) as WireOrder;

const idle = { cancelling: [], cancel: null };

describe('the open orders of the ticket’s option', () => {
  it('only the option’s orders, formatted on its coin’s decimals in the trader’s language', () => {
    const orders = { o1: order({}), o2: order({ orderId: 'o2', symbol: 'BTC-27DEC24-70000-P' }), o3: undefined };
    expect(openOrdersView(orders, idle, btcConfig, SYMBOL, 'de').rows).toEqual([
      { orderId: 'o1', side: 'Buy', price: '5.300', qty: '1,50', filled: '0,50 / 1,50', cancelling: false },
    ]);
  });

  it('nothing filled reads 0.00 in the size’s decimals; a cancel under way is marked', () => {
    const orders = { o1: order({ cumExecQty: '' }) };
    expect(openOrdersView(orders, { cancelling: ['o1'], cancel: null }, btcConfig, SYMBOL, 'en').rows[0]).toMatchObject(
      {
        filled: '0.00 / 1.50',
        cancelling: true,
      },
    );
  });

  it('the order the cancel confirmation asks about, summed up', () => {
    const cancel = { orderId: 'o1', symbol: SYMBOL, side: 'Sell' as const, price: '5300', qty: '1' };
    expect(openOrdersView({}, { cancelling: [], cancel }, btcConfig, SYMBOL, 'en').cancel).toEqual({
      side: 'sell',
      qty: '1.00',
      symbol: SYMBOL,
      price: '5,300',
    });
    expect(openOrdersView({}, idle, btcConfig, SYMBOL, 'en').cancel).toBeNull();
  });
});
