import fc from 'fast-check';
import {
  GUIDE_START,
  GUIDE_STEPS,
  guideAfter,
  showsDemotionTip,
  showsGuide,
  showsMigrationTip,
  showsUniformTableTip,
  storedClosedTips,
  storedGuide,
  uniformTableTipOffPayload,
  type GuideAction,
  type GuideState,
} from './rules';

describe('onboarding guide (order-panel §4.2, 3 steps §9)', () => {
  it.each<[GuideState, GuideAction, GuideState]>([
    [{ step: 1, done: false }, 'next', { step: 2, done: false }],
    [{ step: 2, done: false }, 'next', { step: 3, done: false }],
    [{ step: 3, done: false }, 'next', { step: 3, done: false }],
    [{ step: 1, done: false }, 'previous', { step: 1, done: false }],
    [{ step: 3, done: false }, 'previous', { step: 2, done: false }],
    [{ step: 2, done: false }, 'complete', { step: 2, done: false }],
    [{ step: 3, done: false }, 'complete', { step: 3, done: true }],
    [{ step: 3, done: true }, 'previous', { step: 3, done: true }],
  ])('%j then %s gives %j', (state, action, next) => {
    expect(guideAfter(state, action)).toEqual(next);
  });

  it.each<[unknown, GuideState]>([
    [null, GUIDE_START],
    ['2', GUIDE_START],
    [{ step: 2 }, { step: 2, done: false }],
    [{ step: 9 }, { step: 3, done: false }],
    [{ step: 0 }, { step: 1, done: false }],
    [{ step: 1.5 }, GUIDE_START],
    [
      { step: 1, done: true },
      { step: 3, done: true },
    ],
    [
      { step: 2, done: 'yes' },
      { step: 2, done: false },
    ],
  ])('stored %j reads back as %j', (raw, state) => {
    expect(storedGuide(raw)).toEqual(state);
  });

  it('any sequence of actions keeps the step within 1..3 and done is final', () => {
    const action = fc.constantFrom<GuideAction>('previous', 'next', 'complete');
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let s: GuideState = GUIDE_START;
        for (const a of actions) {
          const n = guideAfter(s, a);
          if (s.done) expect(n).toEqual(s);
          s = n;
          expect(s.step).toBeGreaterThanOrEqual(1);
          expect(s.step).toBeLessThanOrEqual(GUIDE_STEPS);
        }
      }),
    );
  });

  it('a stored guide survives a write and read back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: GUIDE_STEPS }), fc.boolean(), (step, done) => {
        const s: GuideState = done ? { step: GUIDE_STEPS, done: true } : { step, done: false };
        expect(storedGuide(JSON.parse(JSON.stringify(s)))).toEqual(s);
      }),
    );
  });

  it.each([
    [GUIDE_START, true, true, true],
    [GUIDE_START, false, true, false],
    [GUIDE_START, true, false, false],
    [{ step: 3, done: true } as GuideState, true, true, false],
  ])('%j signed in %s, flag %s → shown %s', (state, signedIn, flag, shown) => {
    expect(showsGuide(state, signedIn, flag)).toBe(shown);
  });
});

describe('UTA1 history-migration tips', () => {
  it.each<[string, boolean, string[], boolean]>([
    ['orderHistory', true, [], true],
    ['tradeHistory', true, ['orderHistory'], true],
    ['orderHistory', true, ['orderHistory'], false],
    ['orderHistory', false, [], false],
    ['openOrders', true, [], false],
  ])('tab %s, uta1 tips %s, closed %j → shown %s', (tab, uta1, closed, shown) => {
    expect(showsMigrationTip(tab, uta1, storedClosedTips(closed))).toBe(shown);
  });

  it('stored closed tabs drop junk and repeats', () => {
    expect(storedClosedTips(['orderHistory', 'orderHistory', 'x', 3])).toEqual(['orderHistory']);
    expect(storedClosedTips('orderHistory')).toEqual([]);
  });
});

describe('large-order demotion tip', () => {
  it.each([
    [1, 1, false, true],
    [0, 3, false, false],
    [2, 0, false, false],
    [2, 3, true, false],
  ])('%i demoted, %i open, closed %s → shown %s', (demoted, open, closed, shown) => {
    expect(showsDemotionTip(demoted, open, closed)).toBe(shown);
  });
});

describe('uniformTableTip (pref-setting)', () => {
  it.each([
    [undefined, true],
    ['on', true],
    ['off', false],
  ])('stored %j → shown %s', (stored, shown) => {
    expect(showsUniformTableTip(stored)).toBe(shown);
  });

  it('turning it off sends upsert_keys with uniformTableTip off (§7)', () => {
    expect(uniformTableTipOffPayload()).toEqual({ upsert_keys: { uniformTableTip: 'off' } });
  });
});
