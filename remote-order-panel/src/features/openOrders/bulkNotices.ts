/**
 * Pure: the notices a cancel (one order or all of a sub-tab) ends with (order-panel.md §4.3, §8).
 * Keys are the spec's message keys; notices last 2500 ms.
 */

export const NOTICE_MS = 2500;
/** The exchange took part of a cancel-all: too many orders at once. */
export const CANCEL_OVERLOAD_CODE = 11050;

export interface Notice {
  severity: 'success' | 'error';
  /** key in the panel's namespace */
  key: 'orderCancelSuc' | 'cancelOverload' | 'CancelFailure';
  /** key of the title: operation success / operation fail */
  title: 'operationSuccess' | 'operationFail';
}

export type CancelOutcome = { ok: true } | { ok: false; code: number };

/**
 * Cancel-all: success → 'orderCancelSuc' unless the trader switched cancel notices off
 * (cancelOrderNotifyClose); 11050 → the success notice 'cancelOverload', then the fail path;
 * any other error → 'CancelFailure'.
 */
export function cancelAllNotices(outcome: CancelOutcome, cancelNoticeOff: boolean): Notice[] {
  if (outcome.ok)
    return cancelNoticeOff ? [] : [{ severity: 'success', key: 'orderCancelSuc', title: 'operationSuccess' }];
  const fail: Notice = { severity: 'error', key: 'CancelFailure', title: 'operationFail' };
  if (outcome.code === CANCEL_OVERLOAD_CODE)
    return [{ severity: 'success', key: 'cancelOverload', title: 'operationSuccess' }, fail];
  return [fail];
}

/** One order's cancel: 'orderCancelSuc' (unless switched off) or 'CancelFailure', never the raw code text. */
export function singleCancelNotices(outcome: CancelOutcome, cancelNoticeOff: boolean): Notice[] {
  if (outcome.ok)
    return cancelNoticeOff ? [] : [{ severity: 'success', key: 'orderCancelSuc', title: 'operationSuccess' }];
  return [{ severity: 'error', key: 'CancelFailure', title: 'operationFail' }];
}

/** §3: the double-confirm list is comma separated; unknown flags are kept out. */
export const DOUBLE_CONFIRM_FLAGS = ['hideCloseAllPosition', 'cancelOrderNotifyClose', 'cancelAllConfirm'] as const;
export type DoubleConfirmFlag = (typeof DOUBLE_CONFIRM_FLAGS)[number];

export function parseDoubleConfirm(raw: unknown): Set<DoubleConfirmFlag> {
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const flags = new Set<DoubleConfirmFlag>();
  for (const item of items) {
    const flag = typeof item === 'string' ? item.trim() : '';
    if ((DOUBLE_CONFIRM_FLAGS as readonly string[]).includes(flag)) flags.add(flag as DoubleConfirmFlag);
  }
  return flags;
}

/** The list sent to /user/double-confirm/save with one flag set or cleared, in the spec's order. */
export function withDoubleConfirm(
  flags: ReadonlySet<DoubleConfirmFlag>,
  flag: DoubleConfirmFlag,
  on: boolean,
): DoubleConfirmFlag[] {
  return DOUBLE_CONFIRM_FLAGS.filter((f) => (f === flag ? on : flags.has(f)));
}
