import { isRepeatOfLastSend, SAME_ORDER_REARM_MS, submissionFingerprint } from './submitGuard';
import { leg } from './testFixtures';

describe('submissionFingerprint', () => {
  const base = leg({ orderPrice: '1200', orderQty: '1', source: 'user' });

  it.each<[string, Parameters<typeof leg>[0]]>([
    ['another quantity', { orderQty: '2' }],
    ['another typed price', { orderPrice: '1205' }],
    ['the other side', { side: 'sell' }],
    ['post-only', { postOnly: true }],
    ['reduce-only', { reduceOnly: true }],
    ['another time in force', { timeInForce: 'FillOrKill' }],
    ['another symbol', { symbol: 'BTC-01MAR25-66000-C' }],
    ['another price type', { placeType: 'market' }],
  ])('%s is another order', (_name, patch) => {
    expect(submissionFingerprint([leg({ ...base, ...patch })])).not.toBe(submissionFingerprint([base]));
  });

  it('a price following its source is the same order when the market moves', () => {
    const a = leg({ source: 'mark', orderPrice: '1200' });
    const b = leg({ source: 'mark', orderPrice: '1210' });
    expect(submissionFingerprint([a])).toBe(submissionFingerprint([b]));
  });

  it('a batch differs from its first leg alone', () => {
    expect(submissionFingerprint([base, leg({ id: 'b', orderQty: '3' })])).not.toBe(submissionFingerprint([base]));
  });
});

describe('isRepeatOfLastSend', () => {
  const last = { fingerprint: 'x', atMs: 10_000 };
  it.each<[string, typeof last | null, string, number, boolean]>([
    ['nothing sent yet', null, 'x', 10_100, false],
    ['same order 100 ms later (a double Enter)', last, 'x', 10_100, true],
    ['same order just inside the window', last, 'x', 10_000 + SAME_ORDER_REARM_MS - 1, true],
    ['same order once the window passed', last, 'x', 10_000 + SAME_ORDER_REARM_MS, false],
    ['another order at once', last, 'y', 10_050, false],
    ['a clock that went back is no repeat', last, 'x', 9_000, false],
  ])('%s', (_name, l, fp, now, expected) => {
    expect(isRepeatOfLastSend(l, fp, now)).toBe(expected);
  });
});
