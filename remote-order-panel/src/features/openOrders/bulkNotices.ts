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

/**
 * One order's cancel: 'CancelFailure' when refused (never the raw code text); nothing when it went
 * through, since the order's `user.order` push brings the §4.5 cancel notice (side, size, symbol;
 * features/notifications, switched off by cancelOrderNotifyClose) and a second toast would say
 * the same thing twice.
 */
export function singleCancelNotices(outcome: CancelOutcome): Notice[] {
  return outcome.ok ? [] : [{ severity: 'error', key: 'CancelFailure', title: 'operationFail' }];
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

/** The double-confirm list as the exchange keeps it, comma separated ('' for none or junk). */
export function confirmsText(raw: unknown): string {
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  return items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .join(',');
}

/**
 * The list sent to /user/double-confirm/save with one flag set or cleared. Every other flag of the
 * list is kept as it was, including flags this module does not know (the notice switches'
 * createOrderNotifyClose, tradeNotifyClose…): the save replaces the whole list, and a flag left
 * out would switch that setting back.
 */
export function withDoubleConfirm(confirms: string, flag: DoubleConfirmFlag, on: boolean): string[] {
  const others = [...new Set(confirmsText(confirms).split(','))].filter((f) => f !== '' && f !== flag);
  return on ? [...others, flag] : others;
}
