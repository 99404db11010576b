/**
 * Exchange paths and push topics that more than one widget calls: one home, so a path the
 * exchange renames changes once. A path or topic only one widget uses stays in that widget's
 * `api.ts`. The simulator documents every one in exchange-sim/API.md.
 */
export const ApiPaths = {
  /** GET: the account's contract and option positions (compact keys). */
  positionList: '/contract/v5/position/list',
  /** GET: orders, `status=open|closed|all`, paged by cursor. */
  orderList: '/contract/v5/order/list',
  /** POST: cancel one order by orderId. */
  orderCancel: '/contract/v5/order/cancel',
  /** GET: wallet balances per coin. */
  walletBalance: '/v5/account/wallet-balance',
} as const;

export const PushTopics = {
  /** Private stream: order changes (scenes newed / replaced / canceled / 4 / 5). */
  order: 'user.order',
  /** Private stream: position changes (compact keys, deltas). */
  position: 'user.position',
} as const;
