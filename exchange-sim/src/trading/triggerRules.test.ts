import { PERPETUALS } from '../market/instruments';
import type { TpSlLeg, TrailingStop } from '../store/types';
import { Dec } from '../util/decimal';
import {
  conditionalFires,
  liquidationCrossed,
  mmrCloseFires,
  tpSlFires,
  trailingStep,
  type PriceOf,
  type TriggerBy,
} from './triggerRules';

// Table tests from API.md "Triggers" (and the order/create, set-tp-sl-ts and set-mm-rate rows).
const BTC = PERPETUALS.find((i) => i.symbol === 'BTCUSDT')!; // tick 0.1

const prices =
  (p: Partial<Record<TriggerBy, string>>): PriceOf =>
  (by) =>
    new Dec(p[by] ?? '0');

describe('conditional orders: 1 fires on a rise to the trigger, 2 (or none) on a fall to it', () => {
  test.each([
    // direction, trigger, price, fires
    [1, '100', '99.9', false],
    [1, '100', '100', true],
    [1, '100', '100.1', true],
    [2, '100', '100.1', false],
    [2, '100', '100', true],
    [2, '100', '99.9', true],
    [undefined, '100', '100.1', false],
    [undefined, '100', '99.9', true],
  ] as const)('direction %s, trigger %s, price %s → %s', (triggerDirection, triggerPrice, price, fires) => {
    expect(conditionalFires({ triggerDirection, triggerPrice }, new Dec(price))).toBe(fires);
  });
});

describe('liquidation: the mark reaches the liquidation price on the losing side', () => {
  test.each([
    // long, mark, liqPrice, crossed
    [true, '50000', '49000', false],
    [true, '49000', '49000', true],
    [true, '48999.9', '49000', true],
    [false, '50000', '51000', false],
    [false, '51000', '51000', true],
    [false, '51000.1', '51000', true],
    [true, '1', '', false], // no liquidation price
    [true, '1', '0', false],
    [false, '99999', undefined, false],
  ] as const)('long %s, mark %s, liq %s → %s', (long, mark, liq, crossed) => {
    expect(liquidationCrossed(long, new Dec(mark), liq)).toBe(crossed);
  });
});

describe('full TP/SL: by its trigger kind, take-profit in the favour, stop-loss against; take-profit first', () => {
  // a level of '0' is no leg
  const leg = (level: string, triggerBy: TriggerBy = 'LastPrice'): TpSlLeg | undefined =>
    level === '0' ? undefined : { triggerPrice: level, triggerBy };
  const pos = (size: string, tp: string, sl: string, tpBy?: TriggerBy, slBy?: TriggerBy) =>
    ({ size, takeProfit: leg(tp, tpBy), stopLoss: leg(sl, slBy) }) as const;
  test.each([
    // position, prices, leg that fires
    ['long, last below TP', pos('1', '110', '90'), { LastPrice: '109.9' }, undefined],
    ['long, last at TP', pos('1', '110', '90'), { LastPrice: '110' }, 'takeProfit'],
    ['long, last at SL', pos('1', '110', '90'), { LastPrice: '90' }, 'stopLoss'],
    ['long, last between', pos('1', '110', '90'), { LastPrice: '100' }, undefined],
    ['short, last at TP (below)', pos('-1', '90', '110'), { LastPrice: '90' }, 'takeProfit'],
    ['short, last at SL (above)', pos('-1', '90', '110'), { LastPrice: '110.5' }, 'stopLoss'],
    ['short, last between', pos('-1', '90', '110'), { LastPrice: '100' }, undefined],
    ['TP off (0)', pos('1', '0', '90'), { LastPrice: '200' }, undefined],
    ['SL off (0)', pos('1', '110', '0'), { LastPrice: '1' }, undefined],
    [
      'TP by mark: last does not count',
      pos('1', '110', '0', 'MarkPrice'),
      { LastPrice: '120', MarkPrice: '109' },
      undefined,
    ],
    [
      'TP by mark: mark reaches it',
      pos('1', '110', '0', 'MarkPrice'),
      { LastPrice: '100', MarkPrice: '110' },
      'takeProfit',
    ],
    ['SL by index', pos('1', '0', '90', undefined, 'IndexPrice'), { LastPrice: '100', IndexPrice: '89' }, 'stopLoss'],
    [
      'SL by index, last below',
      pos('1', '0', '90', undefined, 'IndexPrice'),
      { LastPrice: '80', IndexPrice: '91' },
      undefined,
    ],
    // both crossed on one tick (a TP below the SL cannot be set, but the order is fixed): TP wins
    ['both crossed: take-profit first', pos('1', '95', '105'), { LastPrice: '100' }, 'takeProfit'],
  ] as const)('%s', (_name, p, at, leg) => {
    expect(tpSlFires(p, prices(at))).toBe(leg);
  });
});

describe('trailing stop (last price): activation, peak / trough, trigger', () => {
  const trail = (size: string, trailing?: TrailingStop) => ({ size, trailing }) as const;
  test.each([
    // name, position, last, step
    ['off: no distance, no rate', trail('1'), '100', undefined],
    [
      'long, not active below the activation price',
      trail('1', { distance: '5', activationPrice: '110' }),
      '109',
      undefined,
    ],
    [
      'long, activates at the activation price',
      trail('1', { distance: '5', activationPrice: '110' }),
      '110',
      { trailPeak: '110', fires: false },
    ],
    [
      'short, not active above the activation price',
      trail('-1', { distance: '5', activationPrice: '90' }),
      '91',
      undefined,
    ],
    [
      'short, activates at or below it',
      trail('-1', { distance: '5', activationPrice: '90' }),
      '89',
      { trailPeak: '89', fires: false },
    ],
    [
      'active at once without an activation price',
      trail('1', { distance: '5' }),
      '100',
      { trailPeak: '100', fires: false },
    ],
    [
      'long, a higher last raises the peak',
      trail('1', { distance: '5', peak: '100' }),
      '103',
      { trailPeak: '103', fires: false },
    ],
    [
      'long, a lower last keeps the peak',
      trail('1', { distance: '5', peak: '100' }),
      '96',
      { trailPeak: '100', fires: false },
    ],
    [
      'long, fires at peak − distance',
      trail('1', { distance: '5', peak: '100' }),
      '95',
      { trailPeak: '100', fires: true },
    ],
    [
      'short, a lower last lowers the trough',
      trail('-1', { distance: '5', peak: '100' }),
      '97',
      { trailPeak: '97', fires: false },
    ],
    [
      'short, fires at trough + distance',
      trail('-1', { distance: '5', peak: '100' }),
      '105',
      { trailPeak: '100', fires: true },
    ],
    [
      'long, rate 1 %: fires at peak × 0.99',
      trail('1', { rateE4: '100', peak: '1000' }),
      '990',
      { trailPeak: '1000', fires: true },
    ],
    [
      'long, rate 1 %: above it holds',
      trail('1', { rateE4: '100', peak: '1000' }),
      '990.1',
      { trailPeak: '1000', fires: false },
    ],
    [
      'short, rate 1 %: fires at trough × 1.01',
      trail('-1', { rateE4: '100', peak: '1000' }),
      '1010',
      { trailPeak: '1000', fires: true },
    ],
  ] as const)('%s', (_name, p, last, expected) => {
    const step = trailingStep(p, BTC, new Dec(last));
    expect(step && { trailPeak: step.next.peak, fires: step.fires }).toEqual(expected);
    // the rest of the stop is kept
    if (step) expect(step.next).toEqual({ ...p.trailing, peak: step.next.peak });
  });
});

describe('MMR close: set (> 0) and the position MMR × 1e4 at or above it', () => {
  test.each([
    // triggerMmRateE2 (undefined: no MMR close), mmr × 1e4, fires
    [undefined, '9000', false],
    [5000, '4999', false],
    [5000, '5000', true],
    [5000, '7000', true],
  ] as const)('trigger %s, mmr %s → %s', (trigger, mmr, fires) => {
    const mmrClose = trigger === undefined ? undefined : { triggerMmRateE2: trigger };
    expect(mmrCloseFires(mmrClose, () => new Dec(mmr))).toBe(fires);
  });

  test('the MMR is not computed when the MMR close is off', () => {
    const mmr = jest.fn(() => new Dec(1));
    mmrCloseFires(undefined, mmr);
    expect(mmr).not.toHaveBeenCalled();
  });
});
