/**
 * One intent, one order. A double Enter (or a held Enter, or a double click) comes 50-300 ms
 * apart, often after the exchange already answered the first: the form is idle again and would
 * send the same order twice. So a submission of exactly the order just sent is refused for
 * SAME_ORDER_REARM_MS after that send — decided synchronously from the store before anything is
 * awaited, for every way to submit (button, Enter, the confirmation). Any edit makes it a new
 * order; after the window the same order can be sent again on purpose.
 */
import { type EntryLeg } from './types';

/** How long the order just sent cannot be sent again unchanged (ms). */
export const SAME_ORDER_REARM_MS = 1000;

export interface LastSend {
  fingerprint: string;
  atMs: number;
}

/**
 * What makes two submissions the same order: per leg, every field the trader chose. A price that
 * follows a source counts as its source (the market moving does not make it a new intent).
 */
export function submissionFingerprint(legs: readonly EntryLeg[]): string {
  return legs
    .map((l) =>
      [
        l.symbol,
        l.side,
        l.placeType,
        l.source,
        l.source === 'user' && l.placeType === 'usd' ? l.orderPrice : '',
        l.source === 'user' && l.placeType === 'iv' ? l.iv : '',
        l.orderQty,
        l.timeInForce,
        l.postOnly ? 'po' : '',
        l.reduceOnly ? 'ro' : '',
      ].join('|'),
    )
    .join('||');
}

/** True when `fingerprint` is the order sent less than SAME_ORDER_REARM_MS ago. */
export function isRepeatOfLastSend(last: LastSend | null, fingerprint: string, nowMs: number): boolean {
  return (
    last !== null && last.fingerprint === fingerprint && nowMs - last.atMs < SAME_ORDER_REARM_MS && nowMs >= last.atMs
  );
}
