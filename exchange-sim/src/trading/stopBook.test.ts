import type { OrderRecord } from '../store/types';
import { Dec } from '../util/decimal';
import { StopBooks } from './stopBook';
import type { TriggerBy } from './triggerRules';

const order = (
  orderId: string,
  triggerPrice: string,
  triggerDirection: 1 | 2,
  more: Partial<OrderRecord> = {},
): OrderRecord =>
  ({
    orderId,
    symbol: 'BTCUSDT',
    orderStatus: 'Untriggered',
    triggerPrice,
    triggerDirection,
    triggerBy: 'LastPrice',
    ...more,
  }) as OrderRecord;

const at =
  (prices: Record<string, string>) =>
  (symbol: string, by: TriggerBy): Dec | undefined =>
    prices[`${symbol}|${by}`] === undefined ? undefined : new Dec(prices[`${symbol}|${by}`]!);

describe('StopBooks', () => {
  test('a rise fires at or above its trigger, a fall at or below; only crossed orders come back', () => {
    const s = new StopBooks();
    s.track(order('up-100', '100', 1));
    s.track(order('up-90', '90', 1));
    s.track(order('up-110', '110', 1));
    s.track(order('down-80', '80', 2));
    s.track(order('down-95', '95', 2));
    expect(s.crossed(at({ 'BTCUSDT|LastPrice': '85' })).sort()).toEqual(['down-95']);
    expect(s.crossed(at({ 'BTCUSDT|LastPrice': '100' })).sort()).toEqual(['up-100', 'up-90']);
    expect(s.crossed(at({ 'BTCUSDT|LastPrice': '95' })).sort()).toEqual(['down-95', 'up-90']);
    expect(s.crossed(at({ 'BTCUSDT|LastPrice': '79' })).sort()).toEqual(['down-80', 'down-95']);
  });

  test('no direction is a fall (as the trigger rules read it); no kind is the last price', () => {
    const s = new StopBooks();
    s.track(order('x', '100', undefined as unknown as 2, { triggerBy: undefined }));
    expect(s.crossed(at({ 'BTCUSDT|LastPrice': '100' }))).toEqual(['x']);
    expect(s.crossed(at({ 'BTCUSDT|LastPrice': '100.1' }))).toEqual([]);
  });

  test('books are per symbol and trigger kind; a symbol without prices is skipped', () => {
    const s = new StopBooks();
    s.track(order('last', '100', 1));
    s.track(order('mark', '100', 1, { triggerBy: 'MarkPrice' }));
    s.track(order('eth', '100', 1, { symbol: 'ETHUSDT' }));
    expect(s.crossed(at({ 'BTCUSDT|LastPrice': '100', 'BTCUSDT|MarkPrice': '99' }))).toEqual(['last']);
    expect(s.crossed(at({ 'BTCUSDT|MarkPrice': '101', 'ETHUSDT|LastPrice': '100' })).sort()).toEqual(['eth', 'mark']);
  });

  test('an order that leaves Untriggered leaves its book; a replaced trigger is filed anew', () => {
    const s = new StopBooks();
    s.track(order('a', '100', 1));
    s.track(order('b', '100', 1));
    expect(s.size).toBe(2);
    s.track(order('a', '100', 1, { orderStatus: 'Triggered' }));
    s.track(order('b', '120', 1));
    expect(s.size).toBe(1);
    expect(s.crossed(at({ 'BTCUSDT|LastPrice': '110' }))).toEqual([]);
    expect(s.crossed(at({ 'BTCUSDT|LastPrice': '120' }))).toEqual(['b']);
    s.remove('b');
    expect(s.size).toBe(0);
  });

  test('equal triggers keep the order they were filed in; rebuild and clear', () => {
    const s = new StopBooks();
    s.rebuild([
      order('1', '100', 1),
      order('2', '100', 1),
      order('3', '99', 1),
      order('done', '1', 1, { orderStatus: 'Filled' }),
    ]);
    expect(s.crossed(at({ 'BTCUSDT|LastPrice': '100' }))).toEqual(['3', '1', '2']);
    s.clear();
    expect(s.size).toBe(0);
  });
});
