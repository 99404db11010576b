import { btcConfig, btcInstruments, EXPIRY_1, EXPIRY_2, ticker } from './fixtures';
import { chainRows, chainRowView, effectiveExpiry, expiriesOf, expiryLabel, precisionOf, quoteView } from './rules';

describe('chain rules', () => {
  it('lists expiries soonest first', () => expect(expiriesOf(btcInstruments.list)).toEqual([EXPIRY_1, EXPIRY_2]));

  it.each([
    [[EXPIRY_1, EXPIRY_2], null, EXPIRY_1],
    [[EXPIRY_1, EXPIRY_2], EXPIRY_2, EXPIRY_2],
    [[EXPIRY_1], EXPIRY_2, EXPIRY_1],
    [[], EXPIRY_2, null],
  ] as const)('effectiveExpiry(%j, %s) = %s', (list, chosen, out) => expect(effectiveExpiry(list, chosen)).toBe(out));

  it('labels an expiry with its code', () => expect(expiryLabel(EXPIRY_1)).toBe('27DEC24'));

  it('builds rows by ascending strike with call and put', () => {
    expect(chainRows(btcInstruments.list, EXPIRY_1)).toEqual([
      { strike: '60000', call: 'BTC-27DEC24-60000-C', put: 'BTC-27DEC24-60000-P' },
      { strike: '70000', call: 'BTC-27DEC24-70000-C', put: 'BTC-27DEC24-70000-P' },
    ]);
    expect(chainRows(btcInstruments.list, EXPIRY_2)).toEqual([{ strike: '65000', call: 'BTC-31JAN25-65000-C' }]);
    expect(chainRows(btcInstruments.list, null)).toEqual([]);
  });

  it.each([
    ['a full quote', ticker('S'), { bid: '5,300', mark: '5,321.12', ask: '5,345', iv: '55.1%', delta: '0.6123' }],
    ['an empty book side shows --', ticker('S', { bid1Price: '0', ask1Price: '' }), { bid: '--', ask: '--' }],
    ['a tiny price', ticker('S', { markPrice: '0.004', delta: '-0.00004' }), { mark: '0.00', delta: '-0.0000' }],
    ['garbage never shows NaN', ticker('S', { markPrice: 'abc', markIv: 'x' }), { mark: '--', iv: '--' }],
    ['no ticker yet', undefined, { bid: '--', mark: '--', ask: '--', iv: '--', delta: '--' }],
  ])('quoteView: %s', (_n, t, expected) => {
    expect(quoteView('S', t, precisionOf(btcConfig))).toMatchObject(expected);
  });

  it('uses the coin precisions, with defaults before the config arrives', () => {
    expect(precisionOf(btcConfig)).toEqual({ price: 0, mark: 2 });
    expect(precisionOf(null)).toEqual({ price: 2, mark: 2 });
  });

  it('formats a row', () => {
    const view = chainRowView({ strike: '60000', call: 'C1' }, { C1: ticker('C1') }, precisionOf(btcConfig));
    expect(view.strikeLabel).toBe('60,000');
    expect(view.call?.mark).toBe('5,321.12');
    expect(view.put).toBeUndefined();
  });
});
