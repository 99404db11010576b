import { collectOutcomes, MISSING_RESULT_CODE } from './outcome';

const legs = [
  { id: 'a', symbol: 'BTC-A' },
  { id: 'b', symbol: 'BTC-B' },
  { id: 'c', symbol: 'BTC-C' },
  { id: 'd', symbol: 'BTC-D' },
];

describe('collectOutcomes (spec §4 per-order outcome)', () => {
  it('sorts placed, deviation failures (no toast) and other failures (toast)', () => {
    const r = collectOutcomes(legs, [
      { errorCode: 0, symbol: 'BTC-A', orderId: 'o1' },
      { errorCode: 3200305, errorMsg: 'deviation', symbol: 'BTC-B' },
      { errorCode: 3200306, errorMsg: 'too far', symbol: 'BTC-C' },
      { errorCode: 30031, errorMsg: 'insufficient balance', symbol: 'BTC-D' },
    ]);
    expect(r.perLeg).toEqual({
      a: { status: 'placed', code: 0, message: '', orderId: 'o1' },
      b: { status: 'deviationWarning', code: 3200305, message: 'deviation' },
      c: { status: 'deviationExceeded', code: 3200306, message: 'too far' },
      d: { status: 'failed', code: 30031, message: 'insufficient balance' },
    });
    expect(r.deviationsBySymbol).toEqual({
      'BTC-B': { warning: true, exceeding: false },
      'BTC-C': { warning: false, exceeding: true },
    });
    expect(r.toastCodes).toEqual([{ code: 30031, message: 'insufficient balance' }]);
  });

  it('a leg without a result is missing (reconciled from the order stream, not retried)', () => {
    const r = collectOutcomes(legs.slice(0, 2), [{ errorCode: 0, symbol: 'BTC-A', orderId: 'o1' }]);
    expect(r.perLeg.b).toEqual({ status: 'missing', code: MISSING_RESULT_CODE, message: '' });
    expect(r.toastCodes).toEqual([]);
    expect(collectOutcomes(legs.slice(0, 1), null).perLeg.a?.status).toBe('missing');
  });

  it('results out of order are matched by symbol', () => {
    const r = collectOutcomes(legs.slice(0, 2), [
      { errorCode: 30031, symbol: 'BTC-B' },
      { errorCode: 0, symbol: 'BTC-A', orderId: 'o1' },
    ]);
    expect(r.perLeg.a?.status).toBe('placed');
    expect(r.perLeg.b?.status).toBe('failed');
  });

  it('one toast per distinct failure code', () => {
    const r = collectOutcomes(legs.slice(0, 3), [
      { errorCode: 30031, errorMsg: 'insufficient balance' },
      { errorCode: 30031, errorMsg: 'insufficient balance' },
      { errorCode: 3200113, errorMsg: 'post only would cross' },
    ]);
    expect(r.toastCodes.map((t) => t.code)).toEqual([30031, 3200113]);
  });
});
