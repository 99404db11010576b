/** The calls of the trade notices (order-panel.md §7; exchange-sim/API.md). */

/** GET: the trader's double-confirm list, `{ confirms: "flag,flag" }` (which notices are off). */
export const DOUBLE_CONFIRM_LIST_PATH = '/user/double-confirm/list';
/** POST `{ confirms: [flag…] }`: the whole list saved (flags of other settings kept). */
export const DOUBLE_CONFIRM_SAVE_PATH = '/user/double-confirm/save';
