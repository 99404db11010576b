import { asksBeforeCloseAll, closeAllBody, showsCloseAll, showsOptionTip, summarisePositions } from './rules';

const p = (symbol: string, size: string) => ({ symbol, size, symbolType: '' as const });

describe('close-all rules (order-panel §5)', () => {
  it('counts open positions by kind; flat ones do not count', () =>
    expect(
      summarisePositions([
        p('BTCUSDT', '0.25'),
        p('ETHUSDT', '-4'),
        p('BTCPERP', '0'),
        p('BTC-27DEC24-100000-C', '1.5'),
        { symbol: 'X', size: '1', symbolType: 'P' as const },
        p('BTCUSD', 'junk'),
      ]),
    ).toEqual({ nonOption: 2, option: 2 }));

  it.each([
    [2, true, true, true],
    [1, true, true, false],
    [3, false, true, false],
    [3, true, false, false],
    [0, true, true, false],
  ])('%i non-option positions, setting %s, all markets %s → %s', (n, on, all, shown) =>
    expect(showsCloseAll({ nonOption: n, option: 0 }, on, all)).toBe(shown),
  );

  it.each([
    [0, false],
    [1, true],
  ])('%i option positions → tip %s', (n, tip) => expect(showsOptionTip({ nonOption: 2, option: n })).toBe(tip));
});

describe('close-all body (order-panel §3, §7)', () => {
  it.each([
    [undefined, { withUsdcPerp: true, withUsdcFuture: true }],
    ['UsdtPerpetual', { withUsdcPerp: false, withUsdcFuture: false, marketType: 'UsdtPerpetual' }],
    ['UsdcPerpetual', { withUsdcPerp: true, withUsdcFuture: false, marketType: 'UsdcPerpetual' }],
    ['UsdcFutures', { withUsdcPerp: false, withUsdcFuture: true, marketType: 'UsdcFutures' }],
  ] as const)('%s → %j', (mt, body) => expect(closeAllBody(mt)).toEqual(body));

  it.each([
    [[], true],
    [['hideCloseAllPosition'], false],
    [['cancelAllConfirm'], true],
  ])('flags %j → asks %s', (flags, asks) => expect(asksBeforeCloseAll(new Set(flags))).toBe(asks));
});
