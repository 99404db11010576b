import { checkSize } from './sizeCheck';
import { BTC_CFG } from './testFixtures';

describe('checkSize (spec §5 size check)', () => {
  // BTC: min 0.01, max 10000, increment 0.01
  it.each([
    ['on the increment', '1.25', undefined, '1.25', [], false],
    ['rounded DOWN to the increment', '0.019', undefined, '0.01', [['QtyTickSize', 'warning']], false],
    ['raised to the minimum', '0.001', undefined, '0.01', [['MinOrderSize', 'warning']], false],
    ['capped at the maximum with a warning', '20000', undefined, '10000.00', [['MaxOrderSize', 'warning']], true],
    ['below the filled quantity is an error, not corrected', '1.5', '2', '1.50', [['QtyLimitSize', 'error']], false],
    ['equal to the filled quantity is fine', '2', '2', '2.00', [], false],
  ] as const)('%s', (_name, input, filled, qty, keys, capped) => {
    const r = checkSize(input, BTC_CFG, filled);
    expect(r.qty).toBe(qty);
    expect(r.capped).toBe(capped);
    expect(r.issues.map((i) => [i.key, i.severity])).toEqual(keys);
  });

  it('names the bound in the params', () => {
    expect(checkSize('20000', BTC_CFG).issues[0]?.params).toEqual({ max: '10000.00' });
    expect(checkSize('0', BTC_CFG).issues[0]?.params).toEqual({ min: '0.01' });
    expect(checkSize('1.234', BTC_CFG).issues[0]?.params).toEqual({ step: '0.01' });
  });

  it('increment 0.1, min 0.1: 1.25 → 1.2 (down)', () => {
    const cfg = { ...BTC_CFG, minOrderSize: '0.1', minOrderSizeIncrement: '0.1' };
    expect(checkSize('1.25', cfg).qty).toBe('1.2');
  });

  it('a maximum off the increment moves down onto it: max 10.05, increment 0.1 → 10.0', () => {
    const cfg = { ...BTC_CFG, maxOrderSize: '10.05', minOrderSizeIncrement: '0.1', minOrderSize: '0.1' };
    expect(checkSize('50', cfg)).toMatchObject({ qty: '10.0', capped: true });
  });

  it('nothing typed → empty', () => {
    expect(checkSize('', BTC_CFG)).toEqual({ qty: '', issues: [], capped: false });
    expect(checkSize('-', BTC_CFG)).toEqual({ qty: '', issues: [], capped: false });
  });
});
