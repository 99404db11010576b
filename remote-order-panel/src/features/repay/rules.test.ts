import fc from 'fast-check';
import { owedCoins, readRepayMessage, repayFrameUrl, repayOutcome, showsRepay, type RepayMessage } from './rules';

const FRAME = { origin: 'http://127.0.0.1:4000', window: { name: 'frame' } };
const msg = (data: unknown, over: Partial<{ origin: string; source: unknown }> = {}) => ({
  origin: FRAME.origin,
  source: FRAME.window,
  data,
  ...over,
});

describe('owedCoins', () => {
  it.each([
    [[{ coin: 'BTC', walletBalance: '-0.05' }], 'en', [{ coin: 'BTC', amount: '0.05000000' }]],
    [[{ coin: 'BTC', walletBalance: '-1234.5' }], 'de', [{ coin: 'BTC', amount: '1.234,50000000' }]],
    [[{ coin: 'USDT', walletBalance: '-10' }], 'en', [{ coin: 'USDT', amount: '10.0000' }]],
    [[{ coin: 'BTC', walletBalance: '0.5' }], 'en', []],
    [[{ coin: 'BTC', walletBalance: '0' }], 'en', []],
    [[{ coin: 'BTC', walletBalance: '-abc' }, { coin: '<b>', walletBalance: '-1' }, null, 'x'], 'en', []],
  ])('%j in %s → %j', (wallet, locale, expected) => expect(owedCoins(wallet, locale)).toEqual(expected));

  it('lists every negative balance and nothing else, by coin', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            coin: fc.constantFrom('BTC', 'ETH', 'SOL', 'USDC', 'USDT', 'XRP'),
            walletBalance: fc.integer({ min: -1e9, max: 1e9 }).map((n) => (n / 1e4).toFixed(4)),
          }),
          { selector: (b) => b.coin },
        ),
        (wallet) => {
          const owed = owedCoins(wallet, 'en').map((d) => d.coin);
          const expected = wallet
            .filter((b) => b.walletBalance.startsWith('-') && Number(b.walletBalance) !== 0)
            .map((b) => b.coin)
            .sort();
          expect(owed).toEqual(expected);
        },
      ),
    );
  });
});

it.each([
  [{ demo: true, owed: 2 }, false],
  [{ demo: false, owed: 0 }, false],
  [{ demo: false, owed: 1 }, true],
])('§6 repay shows for %j: %s', (args, shown) => expect(showsRepay(args)).toBe(shown));

describe('repayFrameUrl', () => {
  it('carries the coin, the spot entry type and the theme, on the exchange origin', () => {
    const url = repayFrameUrl('http://127.0.0.1:4100/some/path', 'BTC', 'dark');
    expect(url?.href).toBe('http://127.0.0.1:4100/repay/page?coin=BTC&entryType=spot&theme=dark');
  });
  it.each(['', 'not a url', 'javascript:alert(1)', 'file:///etc/passwd'])('frames nothing for %j', (base) =>
    expect(repayFrameUrl(base, 'BTC', 'light')).toBeNull(),
  );
});

describe('readRepayMessage', () => {
  it.each<[unknown, RepayMessage | null]>([
    [{ source: 'sim-repay', type: 'ready' }, { type: 'ready' }],
    [{ source: 'sim-repay', type: 'close' }, { type: 'close' }],
    [
      { source: 'sim-repay', type: 'failed', code: 10007 },
      { type: 'failed', code: 10007 },
    ],
    [
      { source: 'sim-repay', type: 'result', ok: true, coin: 'BTC', amount: '0.01' },
      { type: 'repaid', coin: 'BTC', amount: '0.01' },
    ],
    [
      { source: 'sim-repay', type: 'result', ok: false, code: 30031 },
      { type: 'refused', code: 30031 },
    ],
    [{ source: 'sim-repay', type: 'result', ok: true }, null],
    [{ source: 'other', type: 'ready' }, null],
    [{ source: 'sim-repay', type: 'unknown' }, null],
    ['ready', null],
    [null, null],
  ])('%j → %j', (data, expected) => expect(readRepayMessage(msg(data), FRAME)).toEqual(expected));

  it('ignores a message from a foreign origin, even in the right shape', () => {
    const ok = { source: 'sim-repay', type: 'result', ok: true, coin: 'BTC', amount: '1' };
    expect(readRepayMessage(msg(ok, { origin: 'http://evil.example' }), FRAME)).toBeNull();
    expect(readRepayMessage(msg(ok, { origin: 'http://127.0.0.1:4001' }), FRAME)).toBeNull();
  });
  it('ignores a message from another window of the same origin, and any before the frame exists', () => {
    const ready = { source: 'sim-repay', type: 'ready' };
    expect(readRepayMessage(msg(ready, { source: { name: 'other' } }), FRAME)).toBeNull();
    expect(readRepayMessage(msg(ready, { source: null }), { origin: FRAME.origin, window: null })).toBeNull();
  });
});

it.each<[RepayMessage, ReturnType<typeof repayOutcome>]>([
  [{ type: 'ready' }, { notice: null, close: false, refresh: false }],
  [
    { type: 'repaid', coin: 'BTC', amount: '1' },
    { notice: { severity: 'success', key: 'repay.done' }, close: false, refresh: true },
  ],
  [
    { type: 'refused', code: 30031 },
    { notice: { severity: 'error', key: 'currentOperationFailed' }, close: false, refresh: false },
  ],
  [
    { type: 'failed', code: 0 },
    { notice: { severity: 'error', key: 'currentOperationFailed' }, close: true, refresh: false },
  ],
  [{ type: 'close' }, { notice: null, close: true, refresh: false }],
])('§8 outcome of %j', (m, expected) => expect(repayOutcome(m)).toEqual(expected));
