import type { WireOrder } from 'shared-core';
import { openOrdersForMargin } from './display';

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
