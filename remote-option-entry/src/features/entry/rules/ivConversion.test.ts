import { ivForPrice, ivToWire, priceForIv } from './ivConversion';
import { BTC_CFG, leg, market, NOW, QUARTER } from './testFixtures';

// At the money (S = K = 65000), T = 0.25 y, r = 0: C = S·(2·N(σ√T/2) − 1).
// σ = 0.5: σ√T/2 = 0.125, N(0.125) = 0.5497382 → C = 65000 × 0.0994764 = 6465.97
// σ = 0.552: C = 7134.37; σ = 0.553: C = 7147.22 (same formula).
const atm = leg({ strikePrice: '65000', deliveryTime: QUARTER, symbolType: 'C' });

describe('ivToWire (spec §9: fraction with 3 decimals)', () => {
  it.each([
    ['55.2', '0.552'],
    ['55.25', '0.553'], // half up
    ['55.249', '0.552'],
    ['100', '1.000'],
    ['0.04', ''], // 0.0004 → 0.000: not an IV
    ['0', ''],
    ['-5', ''],
    ['abc', ''],
    ['', ''],
  ])('%j → %j', (percent, wire) => expect(ivToWire(percent)).toBe(wire));
});

describe('priceForIv (exchange-sim priceFromIv: BS at the wire IV, nearest tick, at least the min price)', () => {
  it.each([
    ['50', '6465'], // 6465.97 → nearest multiple of 5 is 6465 (0.97 vs 4.03 away)
    ['55.2', '7135'], // 7134.37 → 7135
    ['55.25', '7145'], // wire 0.553 → 7147.22 → 7145
  ])('IV %s%% → %s', (iv, price) => expect(priceForIv(iv, atm, market(), BTC_CFG, NOW)).toBe(price));

  it('put–call parity at the money: the put has the same price', () => {
    expect(priceForIv('50', { ...atm, symbolType: 'P' }, market(), BTC_CFG, NOW)).toBe('6465');
  });

  it('a tiny IV on a far OTM option is raised to the min price 5', () => {
    // K = 200000, σ = 1 %: BS ≈ 0
    expect(priceForIv('1', { ...atm, strikePrice: '200000' }, market(), BTC_CFG, NOW)).toBe('5');
  });

  it.each([
    ['IV 0', '0', market(), NOW],
    ['IV above 10000 %', '10001', market(), NOW],
    ['no market', '50', null, NOW],
    ['no underlying', '50', market({ underlyingPrice: '' }), NOW],
    ['expired', '50', market(), QUARTER + 1],
  ])('null: %s', (_n, iv, mkt, now) => expect(priceForIv(iv, atm, mkt, BTC_CFG, now)).toBeNull());
});

describe('ivForPrice (percent, 2 decimals)', () => {
  it('inverts Black–Scholes: 6465 at the money, T = 0.25 → 49.99 %', () => {
    // bisection of C(σ) = 6465 with the formula above: σ = 0.4999247
    expect(ivForPrice('6465', atm, market(), NOW)).toBe('49.99');
  });

  it('price at or below intrinsic (solver 0) → null: no volatility identifies it', () => {
    // K = 60000 call, S = 65000: intrinsic 5000
    expect(ivForPrice('5000', { ...atm, strikePrice: '60000' }, market(), NOW)).toBeNull();
  });

  it('price at or above the upper bound S (solver 1e9) → null', () => {
    expect(ivForPrice('65000', atm, market(), NOW)).toBeNull();
  });

  it.each([
    ['0', market(), NOW],
    ['abc', market(), NOW],
    ['6465', null, NOW],
    ['6465', market(), QUARTER],
  ])('null for price %j / missing market / expired', (price, mkt, now) =>
    expect(ivForPrice(price, atm, mkt, now)).toBeNull(),
  );
});
