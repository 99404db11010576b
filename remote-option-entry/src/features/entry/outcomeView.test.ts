import { btcInstruments } from '../chain/fixtures';
import { initialFormState, type LegOutcome, type OptionEntryFormState } from './formState';
import { outcomeView, worstOf } from './outcomeView';

const instruments = { BTC: { result: btcInstruments } };
const SYMBOL = 'BTC-27DEC24-60000-C';

const outcome = (over: Partial<LegOutcome>): LegOutcome => ({
  submissionId: 1,
  legId: 'leg-1',
  symbol: SYMBOL,
  outRequestId: 'r1',
  side: 'buy',
  qty: '1234.5',
  price: '5300',
  status: 'placed',
  code: 0,
  message: '',
  timeInForce: 'GoodTillCancel',
  ...over,
});

const form = (over: Partial<OptionEntryFormState>) => ({ ...initialFormState, ...over });

describe('last submissions (outcomes per order)', () => {
  it('an order is summed up in the trader’s language, on its own coin’s decimals', () => {
    const view = outcomeView(form({ submissionSeq: 1, outcomes: [outcome({})] }), instruments, 'de');
    expect(view.rows).toEqual([
      {
        legId: 'leg-1',
        summary: { side: 'buy', qty: '1.234,50', symbol: SYMBOL, price: '5.300' },
        text: { key: 'outcome.placed', params: { code: 0, message: '' } },
        severity: 'success',
      },
    ]);
    expect(view.submissionId).toBe(1);
  });

  it.each<[string, LegOutcome['status'], OptionEntryFormState['phase'], string, string]>([
    // name, status, phase, key, the alert's severity
    ['placed', 'placed', 'idle', 'outcome.placed', 'success'],
    ['sending', 'pending', 'sending', 'outcome.pending', 'warning'],
    ['rejected', 'failed', 'idle', 'outcome.failed', 'error'],
    ['3200305', 'deviationWarning', 'idle', 'outcome.deviationWarning', 'warning'],
    ['3200306', 'deviationExceeded', 'idle', 'outcome.deviationExceeded', 'error'],
    ['a lost answer being reconciled', 'unknown', 'reconciling', 'outcome.unknown', 'warning'],
    ['a lost answer the list could not settle', 'unknown', 'idle', 'outcome.unknownGaveUp', 'warning'],
    ['never received', 'notPlaced', 'idle', 'outcome.notPlaced', 'warning'],
  ])('%s', (_name, status, phase, key, severity) => {
    const view = outcomeView(form({ submissionSeq: 1, phase, outcomes: [outcome({ status })] }), instruments, 'en');
    expect(view.rows[0]!.text.key).toBe(key);
    expect(view.severity).toBe(severity);
  });

  it('earlier submissions come newest first, each with its worst severity; the latest is not among them', () => {
    const view = outcomeView(
      form({
        submissionSeq: 3,
        outcomes: [
          outcome({ submissionId: 1, status: 'failed' }),
          outcome({ submissionId: 2, legId: 'leg-2' }),
          outcome({ submissionId: 2, legId: 'leg-3', status: 'notPlaced' }),
          outcome({ submissionId: 3, legId: 'leg-4' }),
        ],
      }),
      instruments,
      'en',
    );
    expect(view.rows.map((r) => r.legId)).toEqual(['leg-4']);
    expect(view.earlier.map((e) => [e.submissionId, e.severity, e.rows.length])).toEqual([
      [2, 'warning', 2],
      [1, 'error', 1],
    ]);
  });

  it('only submissions that settled with every order a success fade', () => {
    const outcomes = [
      outcome({ submissionId: 1 }),
      outcome({ submissionId: 2, status: 'failed' }),
      outcome({ submissionId: 3, status: 'pending' }),
    ];
    expect(outcomeView(form({ submissionSeq: 3, phase: 'sending', outcomes }), instruments, 'en').fading).toBe('1');
    const settled = [outcome({ submissionId: 1 }), outcome({ submissionId: 3 })];
    expect(outcomeView(form({ submissionSeq: 3, outcomes: settled }), instruments, 'en').fading).toBe('1,3');
    expect(outcomeView(form({ submissionSeq: 3, phase: 'sending', outcomes: settled }), instruments, 'en').fading).toBe(
      '1',
    );
  });

  it('deviation results per symbol: exceeded before warning', () => {
    const view = outcomeView(
      form({ deviationsBySymbol: { [SYMBOL]: { warning: true, exceeding: true } } }),
      instruments,
      'en',
    );
    expect(view.deviations).toEqual([
      { key: 'outcome.deviationExceedingSymbol', params: { symbol: SYMBOL } },
      { key: 'outcome.deviationWarningSymbol', params: { symbol: SYMBOL } },
    ]);
  });

  it.each([
    [[], 'success'],
    [['success', 'success'], 'success'],
    [['success', 'info'], 'warning'],
    [['warning', 'error'], 'error'],
  ] as const)('the worst of %j is %s', (severities, worst) => {
    expect(worstOf(severities.map((severity) => ({ severity })))).toBe(worst);
  });
});
