import { marginOrderKind, requiredMargin } from './margin';
import { market } from './testFixtures';
import { DEFAULT_RISK_CONFIG, type OpenOrderForMargin, type PositionForMargin } from './types';

const SYM = 'BTC-01MAR25-70000-C';
const short2: PositionForMargin = { symbol: SYM, positionSize: '-2', positionIM: '14000' };
const long1: PositionForMargin = { symbol: SYM, positionSize: '1', positionIM: '0' };

describe('marginOrderKind (spec §4)', () => {
  const resting: OpenOrderForMargin[] = [
    { side: 'buy', symbol: SYM, price: '650', qty: '0.5' }, // ≥ 600: equal or better, covers 0.5
    { side: 'buy', symbol: SYM, price: '600', qty: '0.25' }, // equal: covers 0.25
    { side: 'buy', symbol: SYM, price: '550', qty: '1' }, // worse: does not cover
    { side: 'buy', symbol: 'OTHER', price: '900', qty: '5' }, // other symbol
    { side: 'sell', symbol: SYM, price: '700', qty: '3' }, // other side
  ];
  it.each([
    // |−2| − (0.5 + 0.25) = 1.25 remaining; qty 3 → close 1.25, open 1.75
    [
      'buy against a short: close part, then open',
      'buy',
      '3',
      '600',
      short2,
      resting,
      'closeBuy',
      '1.25',
      '1.75',
      '1.25',
    ],
    // qty 1 ≤ remaining 1.25: all closing
    ['buy smaller than the remaining hedge', 'buy', '1', '600', short2, resting, 'closeBuy', '1', '0', '1.25'],
    // resting buys 2 at ≥ 600 cover the whole short: open buy
    [
      'covered by resting buys → open buy',
      'buy',
      '1',
      '600',
      short2,
      [{ side: 'buy', symbol: SYM, price: '601', qty: '2' }],
      'openBuy',
      '0',
      '1',
      '0',
    ],
    ['buy with no position', 'buy', '1', '600', null, [], 'openBuy', '0', '1', '0'],
    ['buy against a long adds', 'buy', '1', '600', long1, [], 'openBuy', '0', '1', '0'],
    // mirrored: sell against a long 1; resting sell at 590 ≤ 600 covers 0.4 → remaining 0.6
    [
      'sell against a long',
      'sell',
      '2',
      '600',
      long1,
      [
        { side: 'sell', symbol: SYM, price: '590', qty: '0.4' },
        { side: 'sell', symbol: SYM, price: '610', qty: '0.6' }, // worse for a sell (higher): not counted
      ],
      'closeSell',
      '0.6',
      '1.4',
      '0.6',
    ],
    ['sell against a short adds', 'sell', '1', '600', short2, [], 'openSell', '0', '1', '0'],
  ] as const)('%s', (_n, side, qty, price, pos, orders, kind, closeQty, openQty, remaining) => {
    expect(marginOrderKind(side, qty, price, pos, orders)).toEqual({
      kind,
      closeQty,
      openQty,
      remainingHedgeSize: remaining,
    });
  });
});

describe('requiredMargin (spec §9, agreeing with exchange-sim 30031)', () => {
  // index 65000, mark 500, call strike 70000: OTM = 5000
  // fee per contract = min(0.00055 × 65000 = 35.75, 0.125 × 600 = 75) = 35.75
  // short IM per contract = max(0.15 × 65000 − 5000 = 4750, 0.1 × 65000 = 6500) + 500 = 7000
  const mkt = market({ indexPrice: '65000', markPrice: '500' });
  const base = {
    mkt,
    risk: DEFAULT_RISK_CONFIG,
    strike: '70000',
    symbolType: 'C' as const,
  };

  it('open buy 2 @ 600 = premium 1200 + fee 71.5 = 1271.5', () => {
    const kind = marginOrderKind('buy', '2', '600', null, []);
    expect(requiredMargin({ ...base, side: 'buy', qty: '2', price: '600', kind, position: null })).toEqual({
      premium: '1200.0000',
      fee: '71.5000',
      initialMargin: '0.0000',
      required: '1271.5000',
    });
  });

  it('open sell 2 @ 600 = (IM 7000 + fee 35.75 − premium 600) × 2 = 12871.5', () => {
    const kind = marginOrderKind('sell', '2', '600', null, []);
    expect(requiredMargin({ ...base, side: 'sell', qty: '2', price: '600', kind, position: null })).toEqual({
      premium: '1200.0000',
      fee: '71.5000',
      initialMargin: '14000.0000',
      required: '12871.5000',
    });
  });

  it('put OTM by 5000 has the same IM; ITM call (strike 60000): max(9750, 6500) + 500 = 10250', () => {
    const kind = marginOrderKind('sell', '1', '600', null, []);
    const put = requiredMargin({
      ...base,
      strike: '60000',
      symbolType: 'P',
      side: 'sell',
      qty: '1',
      price: '600',
      kind,
      position: null,
    });
    expect(put?.initialMargin).toBe('7000.0000');
    const itm = requiredMargin({
      ...base,
      strike: '60000',
      side: 'sell',
      qty: '1',
      price: '600',
      kind,
      position: null,
    });
    // 10250 + 35.75 − 600 = 9685.75
    expect(itm).toMatchObject({ initialMargin: '10250.0000', required: '9685.7500' });
  });

  it('fee capped at 0.125 × price: price 100 → fee 12.5 (< 35.75)', () => {
    const kind = marginOrderKind('buy', '1', '100', null, []);
    expect(requiredMargin({ ...base, side: 'buy', qty: '1', price: '100', kind, position: null })).toMatchObject({
      fee: '12.5000',
      required: '112.5000',
    });
  });

  it('close buy of a short: premium + fee beyond the released IM share', () => {
    // short 2 with IM 14000; buy 1 @ 600 closes 1: released 14000 × 1 / 2 = 7000 > 635.75 → 0
    const kind = marginOrderKind('buy', '1', '600', short2, []);
    expect(requiredMargin({ ...base, side: 'buy', qty: '1', price: '600', kind, position: short2 })?.required).toBe(
      '0.0000',
    );
    // a position IM of only 100 (stale, tiny): released 100 × 1 / 2 = 50 → 635.75 − 50 = 585.75
    const thin = { ...short2, positionIM: '100' };
    expect(requiredMargin({ ...base, side: 'buy', qty: '1', price: '600', kind, position: thin })?.required).toBe(
      '585.7500',
    );
  });

  it('mixed buy 3 @ 600 against short 2: close 2 (0) + open 1 (635.75)', () => {
    const kind = marginOrderKind('buy', '3', '600', short2, []);
    expect(kind).toMatchObject({ kind: 'closeBuy', closeQty: '2', openQty: '1' });
    expect(requiredMargin({ ...base, side: 'buy', qty: '3', price: '600', kind, position: short2 })?.required).toBe(
      '635.7500',
    );
  });

  it('close sell of a long needs nothing; mixed sell 3 against long 1: close 1 (0) + open 2 (12871.5)', () => {
    const closeOnly = marginOrderKind('sell', '1', '600', long1, []);
    expect(
      requiredMargin({ ...base, side: 'sell', qty: '1', price: '600', kind: closeOnly, position: long1 })?.required,
    ).toBe('0.0000');
    const mixed = marginOrderKind('sell', '3', '600', long1, []);
    expect(
      requiredMargin({ ...base, side: 'sell', qty: '3', price: '600', kind: mixed, position: long1 })?.required,
    ).toBe('12871.5000');
  });

  it('rounds UP to 4 decimals: ETH index 3200.37, buy 1 @ 50 → 50 + 1.7602035 = 51.7602035 → 51.7603', () => {
    const kind = marginOrderKind('buy', '1', '50', null, []);
    const m = requiredMargin({
      ...base,
      mkt: market({ indexPrice: '3200.37', markPrice: '50' }),
      strike: '3200',
      side: 'buy',
      qty: '1',
      price: '50',
      kind,
      position: null,
    });
    expect(m).toMatchObject({ fee: '1.7603', required: '51.7603' });
  });

  it('null when price, market or risk config are unusable', () => {
    const kind = marginOrderKind('buy', '1', '600', null, []);
    const args = { ...base, side: 'buy' as const, qty: '1', price: '600', kind, position: null };
    expect(requiredMargin({ ...args, price: '' })).toBeNull();
    expect(requiredMargin({ ...args, mkt: null })).toBeNull();
    expect(requiredMargin({ ...args, mkt: market({ indexPrice: 'x' }) })).toBeNull();
    expect(requiredMargin({ ...args, risk: { ...DEFAULT_RISK_CONFIG, TAKER: 'x' } })).toBeNull();
  });
});
