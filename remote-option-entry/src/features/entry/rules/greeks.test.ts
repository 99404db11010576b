import { legGreeks } from './greeks';
import { leg, market, NOW, QUARTER } from './testFixtures';

// S = K = 65000, T = 0.25, σ = 0.5 (mark IV), r = 0: d1 = σ√T/2 = 0.125, d2 = −0.125,
// N(d1) = 0.5497382, φ(d1) = 0.3958377.
// per contract: delta = N(d1) = 0.5497382; gamma = φ/(S·σ√T) = 2.4359e-5;
// vega = S·φ·√T/100 = 128.6472 (per vol point); theta = −S·φ·σ/(2√T)/365 = −35.2458 (per day);
// rho = K·T·N(d2)/100 = 73.1675 (per rate point). Put: delta = N(d1) − 1 = −0.4502618,
// rho = −K·T·N(−d2)/100 = −162.5 × N(0.125) = −89.3325.
const base = leg({ strikePrice: '65000', deliveryTime: QUARTER, orderQty: '2' });
const mkt = market({ underlyingPrice: '65000', markIv: '0.5' });

describe('legGreeks (× quantity, signed by side)', () => {
  it('long 2 calls', () => {
    expect(legGreeks(base, mkt, NOW)).toEqual({
      delta: '1.0995', // 2 × 0.5497382
      gamma: '0.000049', // 2 × 2.4359e-5 = 4.8718e-5
      vega: '257.2945', // 2 × 128.6472
      theta: '-70.4916', // 2 × −35.2458
      rho: '146.3351', // 2 × 73.1675
    });
  });

  it('short 2 calls: every sign flips', () => {
    expect(legGreeks({ ...base, side: 'sell' }, mkt, NOW)).toEqual({
      delta: '-1.0995',
      gamma: '-0.000049',
      vega: '-257.2945',
      theta: '70.4916',
      rho: '-146.3351',
    });
  });

  it('long 1 put: negative delta and rho, same gamma / vega / theta as the call', () => {
    const g = legGreeks({ ...base, symbolType: 'P', orderQty: '1' }, mkt, NOW);
    expect(g).toMatchObject({ delta: '-0.4503', vega: '128.6472', theta: '-35.2458', rho: '-89.3325' });
  });

  it('short put: positive delta', () => {
    expect(legGreeks({ ...base, symbolType: 'P', side: 'sell', orderQty: '1' }, mkt, NOW)?.delta).toBe('0.4503');
  });

  it('quantity 0 → zeros; missing quantity or market → null', () => {
    expect(legGreeks({ ...base, orderQty: '0' }, mkt, NOW)).toEqual({
      delta: '0.0000',
      gamma: '0.000000',
      vega: '0.0000',
      theta: '0.0000',
      rho: '0.0000',
    });
    expect(legGreeks({ ...base, orderQty: '' }, mkt, NOW)).toBeNull();
    expect(legGreeks(base, null, NOW)).toBeNull();
    expect(legGreeks(base, market({ markIv: '' }), NOW)).toBeNull();
  });

  it('expired ITM call: delta 1 per contract, the rest 0', () => {
    const g = legGreeks({ ...base, strikePrice: '60000' }, mkt, QUARTER + 1);
    expect(g).toEqual({ delta: '2.0000', gamma: '0.000000', vega: '0.0000', theta: '0.0000', rho: '0.0000' });
  });
});
