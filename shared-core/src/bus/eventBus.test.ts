import { createEventBus, type BusEvent, type OrderTpSlTarget } from './eventBus';

const order: OrderTpSlTarget = {
  orderId: 'o-1',
  symbol: 'BTCUSDT',
  side: 'Buy',
  positionIdx: 0,
  price: '60000',
  qty: '0.01',
  takeProfit: '66000',
  stopLoss: '0',
  tpTriggerBy: 'LastPrice',
  slTriggerBy: 'LastPrice',
};

describe('event bus: tpsl.openForOrder', () => {
  it('delivers the request with its order to the listener, and only to listeners of that type', () => {
    const bus = createEventBus();
    const requests: BusEvent[] = [];
    const toasts: BusEvent[] = [];
    const subs = [
      bus.on('tpsl.openForOrder').subscribe((e) => requests.push(e)),
      bus.on('toast').subscribe((e) => toasts.push(e)),
    ];
    bus.publish({ type: 'tpsl.openForOrder', requestId: 'r-1', order });
    expect(requests).toEqual([{ type: 'tpsl.openForOrder', requestId: 'r-1', order }]);
    expect(toasts).toEqual([]);
    subs.forEach((s) => s.unsubscribe());
  });

  it('an ack published inside the listener reaches the asker before its publish returns', () => {
    const bus = createEventBus();
    const listener = bus
      .on('tpsl.openForOrder')
      .subscribe((e) => bus.publish({ type: 'tpsl.openForOrder.ack', requestId: e.requestId }));
    const acks: string[] = [];
    const asker = bus.on('tpsl.openForOrder.ack').subscribe((e) => acks.push(e.requestId));
    bus.publish({ type: 'tpsl.openForOrder', requestId: 'r-2', order });
    expect(acks).toEqual(['r-2']);
    listener.unsubscribe();
    asker.unsubscribe();
  });

  it('with no listener on the page nobody answers', () => {
    const bus = createEventBus();
    const acks: string[] = [];
    const asker = bus.on('tpsl.openForOrder.ack').subscribe((e) => acks.push(e.requestId));
    bus.publish({ type: 'tpsl.openForOrder', requestId: 'r-3', order });
    expect(acks).toEqual([]);
    asker.unsubscribe();
  });
});
