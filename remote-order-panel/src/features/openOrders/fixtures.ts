import type { WireOrder } from 'shared-core';

/** An open order as the simulator sends it, for tests and stories. */
export function wireOrder(overrides: Partial<WireOrder> = {}): WireOrder {
  return {
    orderId: 'o-1001',
    orderLinkId: 'BTC-27DEC24-100000-C-abc123',
    symbol: 'BTC-27DEC24-100000-C',
    side: 'Buy',
    orderType: 'Limit',
    price: '1250.5',
    qty: '1.50',
    cumExecQty: '0.25',
    cumExecValue: '312.625',
    cumExecFee: '0.1',
    leavesQty: '1.25',
    avgPrice: '1250.5',
    orderStatus: 'PartiallyFilled',
    timeInForce: 'GoodTillCancel',
    reduceOnly: false,
    stopOrderType: '',
    triggerPrice: '',
    triggerBy: '',
    closeOnTrigger: false,
    takeProfit: '',
    stopLoss: '',
    positionIdx: 0,
    cancelType: '',
    createType: '',
    placeType: 1,
    iv: '',
    createdAtE3: new Date(2024, 0, 2, 3, 4, 5).getTime(),
    updatedAtE3: new Date(2024, 0, 2, 3, 4, 5).getTime(),
    ...overrides,
  };
}
