import BigNumber from 'bignumber.js';
import fc from 'fast-check';
import type { Position } from 'shared-core';
import {
  COPY_CLOSE_ALL_PATH,
  COPY_CREATE_PATH,
  PREF_SAVE_DEBOUNCE_MS,
  REVERSE_ORDER_PATH,
  SAME_REVERSE_REARM_MS,
  canReverse,
  checkNewLeverage,
  closedWhole,
  createDebouncedSave,
  createReverseGuard,
  lastPriceOf,
  mayOpenOpposite,
  offersDontPrompt,
  reverseCloseBody,
  reverseOpenBody,
  reverseSteps,
  reverseViews,
  skipsPrompt,
  targetPositionIdx,
  tipPrefBody,
  tipStatusOf,
} from './reverse';

const short = {
  symbol: 'ETHUSDT',
  side: 'Sell',
  size: '4',
  positionIdx: 0,
  leverage: '500',
  isIsolated: true,
} as Position;
const oneWay = { hedgeMode: false, copyTrade: false };
const hedge = { hedgeMode: true, copyTrade: false };
const copy = { hedgeMode: false, copyTrade: true };

describe('the two orders (§4, §7)', () => {
  it('closes the whole position: opposite side, market, reduce-only, on its positionIdx, qtyX × 1e8', () => {
    expect(reverseCloseBody(short, 'rev-1')).toEqual({
      symbol: 'ETHUSDT',
      side: 'Buy',
      orderType: 'Market',
      qty: '4',
      qtyX: '400000000',
      timeInForce: 'ImmediateOrCancel',
      positionIdx: 0,
      reduceOnly: true,
      closeOnTrigger: true,
      type: 'Activity',
      createType: 'CreateByClosing',
      action: 'PositionClose',
      orderLinkId: 'rev-1-close',
    });
  });

  it.each([
    ['one-way', 0, oneWay, 0],
    ['hedge long side', 1, hedge, 2],
    ['hedge short side', 2, hedge, 1],
  ] as const)('opens the opposite side (%s: positionIdx %s → %s)', (_n, idx, account, expected) => {
    const body = reverseOpenBody({ ...short, positionIdx: idx }, account, null);
    expect(body).toMatchObject({ side: 'Buy', orderType: 'Market', qtyX: '400000000', reduceOnly: false });
    expect(body.positionIdx).toBe(expected);
    expect(body).not.toHaveProperty('leverageE2');
  });

  it('sends the optional new leverage as leverageE2 (× 100)', () => {
    expect(reverseOpenBody(short, oneWay, '12.5', 'x')).toMatchObject({
      leverage: '12.5',
      leverageE2: '1250',
      orderLinkId: 'x-open',
    });
  });

  it('a long reverses with a Sell pair, fractional sizes kept exactly', () => {
    const long = { ...short, side: 'Buy', size: '0.123' } as Position;
    const [close, open] = reverseSteps(long, oneWay, null);
    expect(close).toEqual({
      kind: 'close',
      path: REVERSE_ORDER_PATH,
      body: expect.objectContaining({ side: 'Sell', qtyX: '12300000' }),
    });
    expect(open).toEqual({
      kind: 'open',
      path: REVERSE_ORDER_PATH,
      body: expect.objectContaining({ side: 'Sell', qtyX: '12300000' }),
    });
  });

  it('tags each order of the pair with X-Client-Tag from its link id (§7)', () => {
    const [close, open] = reverseSteps(short, oneWay, null, { linkId: 'r1' });
    expect(close.headers).toEqual({ 'X-Client-Tag': 'r1-close' });
    expect(open.headers).toEqual({ 'X-Client-Tag': 'r1-open' });
  });

  it('copy trade: close-all, then create on the beehive paths', () => {
    const [close, open] = reverseSteps(short, copy, null, { basePrice: '3300.5' });
    expect(close).toEqual({ kind: 'close', path: COPY_CLOSE_ALL_PATH, body: { symbol: 'ETHUSDT', positionIdx: 0 } });
    expect(open).toEqual({
      kind: 'open',
      path: COPY_CREATE_PATH,
      body: {
        symbol: 'ETHUSDT',
        side: 'Buy',
        orderType: 'Market',
        qtyX: '400000000',
        positionIdx: 0,
        timeInForce: 'ImmediateOrCancel',
        type: 'Activity',
        action: 'PositionOpen',
        leverageE2: '500',
        basePrice: '3300.5',
      },
    });
  });

  it('property: close and open carry the same |size| × 1e8 on opposite sides', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom<'Buy' | 'Sell'>('Buy', 'Sell'),
        fc.constantFrom(0, 1, 2),
        (n, scale, side, idx) => {
          const size = new BigNumber(n).shiftedBy(-scale).toFixed();
          const p = { ...short, side, size, positionIdx: idx } as Position;
          const close = reverseCloseBody(p);
          const open = reverseOpenBody(p, { hedgeMode: idx !== 0 }, null);
          expect(close.qtyX).toBe(new BigNumber(size).shiftedBy(8).toFixed());
          expect(open.qtyX).toBe(close.qtyX);
          expect(close.side).toBe(open.side);
          expect(close.side).not.toBe(side);
          expect(close.positionIdx).toBe(idx);
        },
      ),
    );
  });
});

it.each([
  [{ orderId: 'o', orderStatus: 'Filled', create_order_failed_qty_x: '0' }, true],
  [{ orderId: 'o', orderStatus: 'PartiallyFilledCanceled' }, false],
  [{ orderId: 'o', orderStatus: 'Filled', create_order_failed_qty_x: '100000000' }, false],
  [{ orderId: 'o', symbol: 'BTCUSDT', copies: [] }, true], // copy trade close-all
  [null, true],
])('the close answer %j closed the whole position: %s', (answer, expected) => {
  expect(closedWhole(answer)).toBe(expected);
});

describe('what the dialog shows (§2)', () => {
  it('current side and quantity, target opposite with the leverage and margin mode', () => {
    expect(reverseViews(short, null)).toEqual({
      current: { side: 'Sell', qty: '4', mode: 'isolated', leverage: '5' },
      target: { side: 'Buy', qty: '4', mode: 'isolated', leverage: '5' },
    });
    expect(reverseViews({ ...short, isIsolated: false, leverage: '1000' }, '20').target).toEqual({
      side: 'Buy',
      qty: '4',
      mode: 'cross',
      leverage: '20',
    });
  });

  it('a copy-trade follower cannot open, so it cannot reverse', () => {
    expect(mayOpenOpposite({ copyTradeRole: 'follower' })).toBe(false);
    expect(mayOpenOpposite({ copyTradeRole: 'leader' })).toBe(true);
    expect(mayOpenOpposite({ copyTradeRole: 'none' })).toBe(true);
  });

  it('only a position with a size can be reversed', () => {
    expect(canReverse(short)).toBe(true);
    expect(canReverse({ size: '0' })).toBe(false);
    expect(canReverse({ size: '' })).toBe(false);
  });

  it.each([
    [null, '100', { kind: 'keep' }],
    ['', '100', { kind: 'keep' }],
    ['12.5', '100', { kind: 'ok', leverage: '12.5' }],
    ['0.01', '100', { kind: 'ok', leverage: '0.01' }],
    ['0.001', '100', { kind: 'error', key: 'reverse.leverageRange' }],
    ['0', '100', { kind: 'error', key: 'reverse.leverageRange' }],
    ['100.01', '100', { kind: 'error', key: 'reverse.leverageRange' }],
    ['150', undefined, { kind: 'ok', leverage: '150' }],
  ])('new leverage %j (max %s)', (text, max, expected) => {
    expect(checkNewLeverage(text, max)).toEqual(expected);
  });

  it.each([1, 2, 0])('targetPositionIdx one-way is always 0 (%s)', (idx) => {
    expect(targetPositionIdx(idx, false)).toBe(0);
  });

  it('reads the market price from symbol-price list[symbol].lastPrice', () => {
    expect(lastPriceOf({ list: { ETHUSDT: { lastPrice: '3300.5' } } }, 'ETHUSDT')).toBe('3300.5');
    expect(lastPriceOf({ list: {} }, 'ETHUSDT')).toBeNull();
    expect(lastPriceOf(null, 'ETHUSDT')).toBeNull();
  });
});

describe("'do not prompt again' (§2, §4, §7)", () => {
  it('is not offered to copy trade, which is always asked', () => {
    expect(offersDontPrompt(oneWay)).toBe(true);
    expect(offersDontPrompt(copy)).toBe(false);
    expect(skipsPrompt('hide', oneWay)).toBe(true);
    expect(skipsPrompt('hide', copy)).toBe(false);
    expect(skipsPrompt('show', oneWay)).toBe(false);
  });

  it.each([
    [{ reverseClickTipStatus: 'hide' }, 'hide'],
    [{ reverseClickTipStatus: 'show' }, 'show'],
    [{ reverseClickTipStatus: 'HIDE' }, 'show'],
    [{}, 'show'],
    [null, 'show'],
  ])('reads %j as %s', (settings, expected) => expect(tipStatusOf(settings)).toBe(expected));

  it('saves hide / show through pref-setting upsert_keys', () => {
    expect(tipPrefBody(true)).toEqual({ upsert_keys: { reverseClickTipStatus: 'hide' } });
    expect(tipPrefBody(false)).toEqual({ upsert_keys: { reverseClickTipStatus: 'show' } });
  });

  it('saves only the last choice, 1 s after the last change; flush saves a pending one now', () => {
    jest.useFakeTimers();
    try {
      const save = jest.fn();
      const saver = createDebouncedSave(save);
      saver.push(true);
      jest.advanceTimersByTime(PREF_SAVE_DEBOUNCE_MS - 1);
      saver.push(false);
      saver.push(true);
      jest.advanceTimersByTime(PREF_SAVE_DEBOUNCE_MS - 1);
      expect(save).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(save).toHaveBeenCalledTimes(1);
      expect(save).toHaveBeenLastCalledWith(true);
      saver.push(false);
      saver.flush();
      expect(save).toHaveBeenLastCalledWith(false);
      saver.flush();
      jest.advanceTimersByTime(PREF_SAVE_DEBOUNCE_MS);
      expect(save).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

it('the guard lets one reversal in at a time, and not the same position again within 1 s', () => {
  const guard = createReverseGuard();
  expect(guard.tryEnter('ETHUSDT:0', 0)).toBe('ok');
  expect(guard.tryEnter('BTCUSDT:0', 10)).toBe('busy');
  expect(guard.busy).toBe(true);
  guard.leave('ETHUSDT:0', 100);
  expect(guard.tryEnter('ETHUSDT:0', 100 + SAME_REVERSE_REARM_MS - 1)).toBe('justReversed');
  expect(guard.tryEnter('BTCUSDT:0', 200)).toBe('ok');
  guard.leave('BTCUSDT:0', 300);
  expect(guard.tryEnter('ETHUSDT:0', 100 + SAME_REVERSE_REARM_MS)).toBe('ok');
});
