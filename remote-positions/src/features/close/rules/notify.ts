/*
 * positions.md §8: 'positionClosedSuccess' is suppressed when the double-confirm setting for the
 * close notification is on: the trader's `createOrderNotifyClose` flag (GET /user/double-confirm/list,
 * a comma-separated list; exchange-sim/API.md).
 */
export const CLOSE_NOTIFY_FLAG = 'createOrderNotifyClose';

export function closedToastSuppressed(confirms: string | null | undefined): boolean {
  return (confirms ?? '')
    .split(',')
    .map((f) => f.trim())
    .includes(CLOSE_NOTIFY_FLAG);
}
