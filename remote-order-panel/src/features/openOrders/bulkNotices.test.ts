import {
  cancelAllNotices,
  confirmsText,
  parseDoubleConfirm,
  singleCancelNotices,
  withDoubleConfirm,
} from './bulkNotices';

describe('cancel notices (order-panel §4.3, §8)', () => {
  it.each([
    ['success', { ok: true } as const, false, ['success:orderCancelSuc']],
    ['success with cancel notices off', { ok: true } as const, true, []],
    [
      '11050: overload notice then the fail path',
      { ok: false, code: 11050 } as const,
      false,
      ['success:cancelOverload', 'error:CancelFailure'],
    ],
    [
      '11050 with notices off still says it',
      { ok: false, code: 11050 } as const,
      true,
      ['success:cancelOverload', 'error:CancelFailure'],
    ],
    ['another code', { ok: false, code: 10001 } as const, false, ['error:CancelFailure']],
    ['a network failure', { ok: false, code: -1 } as const, false, ['error:CancelFailure']],
  ])('cancel all, %s', (_n, outcome, off, expected) =>
    expect(cancelAllNotices(outcome, off).map((n) => `${n.severity}:${n.key}`)).toEqual(expected),
  );

  it.each([
    [{ ok: true } as const, []], // the push's cancel notice tells it, once
    [{ ok: false, code: 110001 } as const, ['error:CancelFailure']],
    [{ ok: false, code: 11050 } as const, ['error:CancelFailure']],
  ])('single cancel %j', (outcome, expected) =>
    expect(singleCancelNotices(outcome).map((n) => `${n.severity}:${n.key}`)).toEqual(expected),
  );
});

describe('double-confirm flags (order-panel §3)', () => {
  it.each<[unknown, string[]]>([
    ['cancelAllConfirm,hideCloseAllPosition', ['cancelAllConfirm', 'hideCloseAllPosition']],
    [' cancelAllConfirm , bogus', ['cancelAllConfirm']],
    [['cancelOrderNotifyClose', 3], ['cancelOrderNotifyClose']],
    ['', []],
    [null, []],
    [42, []],
  ])('%j → %j', (raw, expected) => expect([...parseDoubleConfirm(raw)].sort()).toEqual([...expected].sort()));

  it('sets and clears one flag, keeping the others', () => {
    expect(withDoubleConfirm('hideCloseAllPosition', 'cancelAllConfirm', true)).toEqual([
      'hideCloseAllPosition',
      'cancelAllConfirm',
    ]);
    expect(withDoubleConfirm('hideCloseAllPosition', 'hideCloseAllPosition', false)).toEqual([]);
    expect(withDoubleConfirm('cancelAllConfirm,cancelAllConfirm', 'cancelAllConfirm', true)).toEqual([
      'cancelAllConfirm',
    ]);
  });

  it("keeps the flags of other settings: 'don't ask again' on close all leaves the notice switches off", () => {
    expect(withDoubleConfirm('tradeNotifyClose, createOrderNotifyClose', 'hideCloseAllPosition', true)).toEqual([
      'tradeNotifyClose',
      'createOrderNotifyClose',
      'hideCloseAllPosition',
    ]);
    expect(confirmsText(['tradeNotifyClose', 3, ' cancelAllConfirm '])).toBe('tradeNotifyClose,cancelAllConfirm');
    expect(confirmsText(undefined)).toBe('');
  });
});
