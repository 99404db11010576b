import BigNumber from 'bignumber.js';
import fc from 'fast-check';
import { ACCOUNTS } from '../../positions/fixtures';
import { clampTrigger, decideMmr, heldTrigger, mmrTone, offersMmrClose, percentOfRate, triggerError } from './mmr';

const p = { symbol: 'BTCUSDT', positionIdx: 0 as const, triggerMmRate: '' };
const held = { ...p, triggerMmRate: '80.00' };

describe('who is offered it (§2, §6)', () => {
  test.each([
    ['UTA2, linear perpetual', ACCOUNTS.uta2, 'BTCUSDT', true],
    ['UTA2, USDC perpetual', ACCOUNTS.uta2, 'BTCPERP', true],
    ['UTA1, inverse perpetual', ACCOUNTS.uta1, 'BTCUSD', true],
    ['UTA1, USDC perpetual: a dash', ACCOUNTS.uta1, 'BTCPERP', false],
    ['portfolio margin: never', ACCOUNTS.pm, 'BTCUSDT', false],
    ['an option: never', ACCOUNTS.uta2, 'BTC-27DEC24-60000-C', false],
  ])('%s', (_n, account, symbol, expected) => expect(offersMmrClose(account, symbol)).toBe(expected));
});

describe('the trigger (§5: min 0, max 99.99, step 0.01; error at or below the account MMR or above 90)', () => {
  test.each([
    ['-1', '0'],
    ['0', '0'],
    ['12.345', '12.34'],
    ['99.99', '99.99'],
    ['150', '99.99'],
  ])('%j clamped → %j', (v, expected) => expect(clampTrigger(v)).toBe(expected));

  test.each<[string, string | null, ReturnType<typeof triggerError>]>([
    ['5', '5', 'mmr.minimumExplain'],
    ['4.99', '5', 'mmr.minimumExplain'],
    ['5.01', '5', null],
    ['90', '5', null],
    ['90.01', '5', 'mmr.limitExplain'],
    ['95', null, 'mmr.limitExplain'],
    ['30', null, null],
  ])('%s %% with account MMR %s %% → %s', (v, current, expected) => expect(triggerError(v, current)).toBe(expected));

  test('a fraction from the exchange is shown in percent; the held trigger is read in percent', () => {
    expect(percentOfRate('0.0123')).toBe('1.23');
    expect(percentOfRate(undefined)).toBeNull();
    expect(heldTrigger(held)).toBe('80');
    expect(heldTrigger(p)).toBe('');
  });
});

describe('confirm (§4)', () => {
  test.each<[string, string, typeof p, string | null, ReturnType<typeof decideMmr>]>([
    ['nothing typed, nothing held: just closes', '', p, '3', { kind: 'unchanged' }],
    ['the held value: just closes', '80.00', held, '3', { kind: 'unchanged' }],
    [
      'clearing the value cancels the trigger',
      '',
      held,
      '3',
      { kind: 'cancel', body: { symbol: 'BTCUSDT', positionIdx: 0, triggerMmRateE2: 0 } },
    ],
    [
      '0 cancels too',
      '0',
      held,
      '3',
      { kind: 'cancel', body: { symbol: 'BTCUSDT', positionIdx: 0, triggerMmRateE2: 0 } },
    ],
    ['at the account MMR: error, nothing sent', '3', p, '3', { kind: 'error', key: 'mmr.minimumExplain' }],
    ['above 90: error, nothing sent', '91', p, '3', { kind: 'error', key: 'mmr.limitExplain' }],
    [
      'a valid trigger goes out × 100',
      '45.67',
      p,
      '3',
      { kind: 'set', trigger: '45.67', body: { symbol: 'BTCUSDT', positionIdx: 0, triggerMmRateE2: 4567 } },
    ],
  ])('%s', (_n, typed, pos, current, expected) => expect(decideMmr(typed, pos, current)).toEqual(expected));
});

test.each([
  [null, 'safe'],
  ['10', 'safe'],
  ['50', 'warning'],
  ['80', 'danger'],
] as const)('account MMR %s %% is coloured %s', (v, tone) => expect(mmrTone(v)).toBe(tone));

test('property: a set trigger is an integer E2 within 1..9000 and above the account MMR', () =>
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 20000 }), fc.integer({ min: 0, max: 9999 }), (typedE2, currentE2) => {
      const typed = new BigNumber(typedE2).dividedBy(100).toFixed();
      const current = new BigNumber(currentE2).dividedBy(100).toFixed();
      const out = decideMmr(typed, p, current);
      if (out.kind !== 'set') return true;
      const e2 = out.body.triggerMmRateE2;
      return Number.isInteger(e2) && e2 >= 1 && e2 <= 9000 && e2 > currentE2;
    }),
  ));
