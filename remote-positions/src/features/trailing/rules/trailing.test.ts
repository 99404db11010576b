import BigNumber from 'bignumber.js';
import fc from 'fast-check';
import {
  clampRate,
  clearedOnBlur,
  decide,
  distanceOnTick,
  initialForm,
  nextStep,
  previousStep,
  settingOf,
  triggerFrom,
  type TrailingForm,
} from './trailing';

const none = {
  symbol: 'BTCUSDT',
  positionIdx: 0 as const,
  trailingStop: '0',
  trailValuePercentageE4: '0',
  activationPrice: '0',
};
const byDistance = { ...none, trailingStop: '500', activationPrice: '65000' };
const byRate = { ...none, trailValuePercentageE4: '150' };
const form = (f: Partial<TrailingForm>): TrailingForm => ({
  type: 'distance',
  value: '',
  activationOn: false,
  activationPrice: '',
  ...f,
});

describe('the setting the exchange holds (§3: trailingStop, trailValuePercentageE4 = percent × 100)', () => {
  test.each([
    ['none', none, null],
    ['distance with activation', byDistance, { type: 'distance', value: '500', activationPrice: '65000' }],
    ['rate 1.5 %', byRate, { type: 'rate', value: '1.5', activationPrice: '' }],
    ['empty strings', { ...none, trailingStop: '', trailValuePercentageE4: '' }, null],
  ])('%s', (_n, p, expected) => expect(settingOf(p)).toEqual(expected));

  test('the form opens on the held setting, its checkbox ticked when it has an active price', () => {
    expect(initialForm(byDistance)).toEqual(form({ value: '500', activationOn: true, activationPrice: '65000' }));
    expect(initialForm(none)).toEqual(form({}));
  });
});

describe('confirm (§4, §5)', () => {
  test.each<[string, TrailingForm, typeof none, ReturnType<typeof decide>]>([
    [
      'active price without a callback → trailingValueValid, nothing sent',
      form({ activationOn: true, activationPrice: '65000' }),
      none,
      { kind: 'error', key: 'trailingValueValid' },
    ],
    [
      'active price with a callback of 0 → trailingValueValid',
      form({ value: '0', activationOn: true, activationPrice: '65000' }),
      none,
      { kind: 'error', key: 'trailingValueValid' },
    ],
    [
      'a distance that rounds to 0 on the tick → trailingValueValid',
      form({ value: '0.01' }),
      none,
      { kind: 'error', key: 'trailingValueValid' },
    ],
    ['nothing typed, nothing held → unchanged', form({}), none, { kind: 'unchanged' }],
    [
      'the held setting again → unchanged (nothing sent)',
      form({ value: '500.0', activationOn: true, activationPrice: '65000' }),
      byDistance,
      { kind: 'unchanged' },
    ],
    [
      'an unticked active price is not sent',
      form({ value: '300', activationOn: false, activationPrice: '65000' }),
      none,
      {
        kind: 'set',
        body: {
          symbol: 'BTCUSDT',
          positionIdx: 0,
          tpSlMode: 'Full',
          trailingStop: '300',
          trailValuePercentageE4: '0',
          activationPrice: '0',
        },
        setting: { type: 'distance', value: '300', activationPrice: '' },
      },
    ],
    [
      'a distance is sent on the tick (0.1)',
      form({ value: '300.26', activationOn: true, activationPrice: '66000' }),
      none,
      {
        kind: 'set',
        body: {
          symbol: 'BTCUSDT',
          positionIdx: 0,
          tpSlMode: 'Full',
          trailingStop: '300.3',
          trailValuePercentageE4: '0',
          activationPrice: '66000',
        },
        setting: { type: 'distance', value: '300.3', activationPrice: '66000' },
      },
    ],
    [
      'a rate is sent × 100 (§9), clamped to 0.1..100',
      form({ type: 'rate', value: '2.5' }),
      none,
      {
        kind: 'set',
        body: {
          symbol: 'BTCUSDT',
          positionIdx: 0,
          tpSlMode: 'Full',
          trailingStop: '0',
          trailValuePercentageE4: '250',
          activationPrice: '0',
        },
        setting: { type: 'rate', value: '2.5', activationPrice: '' },
      },
    ],
    [
      'clearing the callback cancels a held trailing stop',
      form({}),
      byRate,
      {
        kind: 'cancel',
        body: {
          symbol: 'BTCUSDT',
          positionIdx: 0,
          tpSlMode: 'Full',
          trailingStop: '0',
          trailValuePercentageE4: '0',
          activationPrice: '0',
        },
      },
    ],
  ])('%s', (_n, f, p, expected) => expect(decide(f, p, '0.1')).toEqual(expected));
});

describe('inputs (§4, §5, §9)', () => {
  test.each([
    ['0', ''],
    ['-3', ''],
    ['', ''],
    ['0.5', '0.5'],
  ])('on blur %j → %j (≤ 0 cleared)', (v, expected) => expect(clearedOnBlur(v)).toBe(expected));

  test.each([
    ['0.01', '0.1'],
    ['0.14', '0.1'],
    ['0.15', '0.2'],
    ['55.55', '55.6'],
    ['100', '100'],
    ['250', '100'],
    ['', ''],
  ])('rate %j → %j (min 0.1, max 100, step 0.1)', (v, expected) => expect(clampRate(v)).toBe(expected));

  test.each([
    ['Buy', '70000', { type: 'distance' as const, value: '500' }, '69500'],
    ['Sell', '60000', { type: 'distance' as const, value: '500' }, '60500'],
    ['Buy', '70000', { type: 'rate' as const, value: '1' }, '69300'],
    ['Sell', '60000', { type: 'rate' as const, value: '1' }, '60600'],
  ] as const)('the explanation: %s from %s → %s', (side, extreme, setting, expected) =>
    expect(triggerFrom(side, extreme, setting)).toBe(expected),
  );

  test('the tutorial has three steps: previous and next stay within them', () => {
    expect([previousStep(0), nextStep(0), nextStep(1), nextStep(2)]).toEqual([0, 1, 2, 2]);
  });
});

describe('properties', () => {
  const decimal = fc
    .tuple(fc.integer({ min: 0, max: 100000 }), fc.integer({ min: 0, max: 9999 }))
    .map(([i, f]) => `${i}.${String(f).padStart(4, '0')}`);

  test('a clamped rate is within 0.1..100 and on the 0.1 step', () =>
    fc.assert(
      fc.property(decimal, (v) => {
        const r = new BigNumber(clampRate(v));
        return r.isGreaterThanOrEqualTo('0.1') && r.isLessThanOrEqualTo(100) && r.modulo('0.1').isZero();
      }),
    ));

  test('a distance on the tick is a multiple of it and within half a tick of what was typed', () =>
    fc.assert(
      fc.property(decimal, fc.constantFrom('0.1', '0.01', '0.5', '5'), (v, tick) => {
        const d = new BigNumber(distanceOnTick(v, tick));
        return d.modulo(tick).isZero() && d.minus(v).abs().isLessThanOrEqualTo(new BigNumber(tick).dividedBy(2));
      }),
    ));

  test('a set rate goes out as an integer E4 within 10..10000', () =>
    fc.assert(
      fc.property(decimal, (v) => {
        const out = decide(form({ type: 'rate', value: v }), none, '0.1');
        if (out.kind !== 'set') return new BigNumber(v).isLessThanOrEqualTo(0);
        const e4 = new BigNumber(out.body.trailValuePercentageE4);
        return e4.isInteger() && e4.isGreaterThanOrEqualTo(10) && e4.isLessThanOrEqualTo(10000);
      }),
    ));
});
