import type { TriggerBy } from './position';

/** Order wire types (option-entry-and-platform.md §3, positions.md §3 Order). Prices/sizes are decimal strings. */

/** Request side: 1 buy, 2 sell. */
export const OrderSideCode = { Buy: 1, Sell: 2 } as const;
export type OrderSideCode = (typeof OrderSideCode)[keyof typeof OrderSideCode];
/** Request order type: 1 market, 2 limit. */
export const OrderTypeCode = { Market: 1, Limit: 2 } as const;
export type OrderTypeCode = (typeof OrderTypeCode)[keyof typeof OrderTypeCode];
/** Request time in force. */
export const TimeInForceCode = { GoodTillCancel: 1, PostOnly: 2, ImmediateOrCancel: 3, FillOrKill: 4 } as const;
export type TimeInForceCode = (typeof TimeInForceCode)[keyof typeof TimeInForceCode];
/** Request place type: 1 price (usd or market), 2 iv. */
export const PlaceTypeCode = { Price: 1, Iv: 2 } as const;
export type PlaceTypeCode = (typeof PlaceTypeCode)[keyof typeof PlaceTypeCode];

export type OrderSide = 'Buy' | 'Sell';
export type OrderType = 'Limit' | 'Market';
export type TimeInForce = 'GoodTillCancel' | 'PostOnly' | 'ImmediateOrCancel' | 'FillOrKill';
export type OrderStatus =
  | 'New'
  | 'PartiallyFilled'
  | 'Filled'
  | 'Cancelled'
  | 'PartiallyFilledCanceled'
  | 'Rejected'
  | 'Untriggered'
  | 'Triggered'
  | 'Deactivated';

/**
 * Statuses of an order still working: resting on the book or waiting for its trigger. One list for
 * the widgets and the simulator (an order in any other status is history).
 */
export const OPEN_ORDER_STATUSES: ReadonlySet<OrderStatus> = new Set<OrderStatus>([
  'New',
  'PartiallyFilled',
  'Untriggered',
]);

/** Whether an order (or a raw status from the wire) is still working. */
export const isOpenOrderStatus = (status: string): boolean => (OPEN_ORDER_STATUSES as ReadonlySet<string>).has(status);

export const TIME_IN_FORCE_BY_CODE: Readonly<Record<TimeInForceCode, TimeInForce>> = {
  1: 'GoodTillCancel',
  2: 'PostOnly',
  3: 'ImmediateOrCancel',
  4: 'FillOrKill',
};

/** One entry of `orderRequest` in the batch place call. */
export interface OptionOrderRequest {
  symbol: string;
  /** symbol plus a random id; idempotency key per user */
  outRequestId: string;
  orderQty: string;
  orderPrice: string;
  side: OrderSideCode;
  orderType: OrderTypeCode;
  /** fraction with 3 decimals, only for iv orders (placeType 2) */
  iv?: string;
  placeType: PlaceTypeCode;
  placeMode: 1 | 2;
  timeInForce: TimeInForceCode;
  pmTrial: boolean;
  /**
   * Only reduces the opposite position (not in the spec's request; the simulator takes it:
   * exchange-sim/API.md "Batch place"). Sent only when true.
   */
  reduceOnly?: true;
}

export interface BatchPlaceOrdersRequest {
  orderRequest: OptionOrderRequest[];
}

/** Per-order outcome; errorCode 0 is success. */
export interface OptionOrderResult {
  errorCode: number;
  errorMsg?: string;
  extMap: Record<string, string>;
  symbol: string;
  orderId?: string;
  orderLinkId?: string;
}

export interface BatchPlaceOrdersResult {
  result: OptionOrderResult[];
}

/** Order as returned by order lists and pushed on `user.order`. Timestamps in ms. */
export interface WireOrder {
  orderId: string;
  orderLinkId: string;
  symbol: string;
  side: OrderSide;
  orderType: OrderType;
  price: string;
  qty: string;
  cumExecQty: string;
  cumExecValue: string;
  cumExecFee: string;
  leavesQty: string;
  avgPrice: string;
  orderStatus: OrderStatus;
  timeInForce: TimeInForce;
  reduceOnly: boolean;
  stopOrderType: string;
  triggerPrice: string;
  triggerBy: string;
  closeOnTrigger: boolean;
  takeProfit: string;
  stopLoss: string;
  positionIdx: 0 | 1 | 2;
  /** '' while live; why it ended otherwise (CancelByUser, CancelByIoc, …) */
  cancelType: string;
  createType: string;
  /** 1 price, 2 iv */
  placeType: PlaceTypeCode;
  iv: string;
  createdAtE3: number;
  updatedAtE3: number;
  // ---- conditional and contract orders (positions.md §3 order fields; absent from older servers)
  /** 1 fires when the price rises to the trigger, 2 when it falls to it, 0 not conditional */
  triggerDirection?: 0 | 1 | 2;
  /** trailing distance of a trailing-stop order ('0' otherwise) */
  trailValue?: string;
  /** what the attached (or the partial order's) take-profit / stop-loss triggers on; '' when not set */
  tpTriggerBy?: TriggerBy;
  slTriggerBy?: TriggerBy;
  /** limit price a limit take-profit / stop-loss order is placed at when it fires ('0': market) */
  limitTakeProfit?: string;
  limitStopLoss?: string;
  /** the order this one was created from (a fired conditional), '' if none */
  parentOrderId?: string;
  /** Full or Partial for take-profit / stop-loss orders, '' otherwise */
  planType?: '' | 'Full' | 'Partial';
  /** market protection of the order: slippage from the best price ('' / '0' when not set) */
  maxSlippageType?: '' | 'TickSize' | 'Percent';
  maxSlippage?: string;
}

export const EXEC_TYPES = ['Trade', 'BustTrade', 'Delivery'] as const;
export type ExecType = (typeof EXEC_TYPES)[number];

/** Execution record (order-panel.md §3), pushed on user.trade.msg and user.unify.option.trade.notify. */
export interface WireExecution {
  execId: string;
  orderId: string;
  orderLinkId: string;
  /** Trade (a match), BustTrade (a liquidation at the bankruptcy price), Delivery (futures or option delivery) */
  execType: ExecType;
  orderType: OrderType;
  leavesQty: string;
  execQty: string;
  execPrice: string;
  execValue: string;
  execFee: string;
  symbol: string;
  side: OrderSide;
  createType: string;
  isMaker: boolean;
  execTime: number;
}

/** Notification scenes (order-panel.md §4.5). */
export type NotificationScene = 'newed' | 'replaced' | 'canceled' | 4 | 5;

export interface OrderNotification {
  scene: NotificationScene;
  /** 'order' for newed/replaced/canceled, 'position' for 4 (trade), 'liquidation' for 5 */
  type: 'order' | 'position' | 'liquidation';
  payload: {
    symbol: string;
    side: OrderSide;
    bizType: 'OPTION' | 'LINEAR' | 'INVERSE' | 'USDC_PERP';
    cancelType: string;
    /** 0 regular margin, 1 portfolio margin */
    marginMode: 0 | 1;
    size: string;
    leavesQty: string;
  };
}

/** Data of a `user.order` push: the order fields plus an optional notification. */
export type UserOrderPush = WireOrder & { notification?: OrderNotification };
