import type { WireOrder } from 'shared-core';
import { bookRows, openOrdersForMargin } from './display';

const order = (over: Partial<WireOrder>): WireOrder =>
  ({
    orderId: 'o1',
    orderLinkId: 'l1',
    symbol: 'BTC-28MAR25-70000-C',
    side: 'Buy',
    price: '600',
    qty: '2',
    cumExecQty: '0',
    leavesQty: '2',
    orderStatus: 'New',
    ...over,
  }) as WireOrder;

describe('openOrdersForMargin (spec §4: resting orders cover a position)', () => {
  it('reads a resting order by its leaves quantity', () => {
    expect(
      openOrdersForMargin({ o1: order({ orderStatus: 'PartiallyFilled', cumExecQty: '1.5', leavesQty: '0.5' }) }),
    ).toEqual([{ side: 'buy', symbol: 'BTC-28MAR25-70000-C', price: '600', qty: '0.5' }]);
  });
  it('an Untriggered order does not rest on the book: not counted', () => {
    expect(openOrdersForMargin({ o1: order({ orderStatus: 'Untriggered' }) })).toEqual([]);
  });
  it('an order without a leaves quantity covers nothing (never its order quantity)', () => {
    expect(openOrdersForMargin({ o1: order({ leavesQty: '' }) })[0]?.qty).toBe('');
  });
});

describe('bookRows: the best levels side by side', () => {
  const bids = [
    { price: '5300', totalQty: '1.5' },
    { price: '5295', totalQty: '1234' },
  ];
  const asks = [{ price: '5345', totalQty: '2' }];

  it('in the trader’s language, prices on the tick’s decimals, sizes on the increment’s; dashes where a side ends', () => {
    expect(bookRows(bids, asks, { price: 0, size: 2 }, 'de', 3)).toEqual([
      { bidQty: '1,50', bid: '5.300', ask: '5.345', askQty: '2,00' },
      { bidQty: '1.234,00', bid: '5.295', ask: '--', askQty: '--' },
      { bidQty: '--', bid: '--', ask: '--', askQty: '--' },
    ]);
  });

  it('five levels unless told otherwise, deeper levels left out', () => {
    const deep = Array.from({ length: 8 }, (_, i) => ({ price: String(5300 - 5 * i), totalQty: '1' }));
    expect(bookRows(deep, deep, { price: 0, size: 2 }, 'en')).toHaveLength(5);
  });
});
