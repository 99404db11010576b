import { messagesFor, type PushMessage, type WireOrder } from 'shared-core';
import { PushTopics } from 'shared-http';

/** A pushed order row as the entry reads it: an orderId and a status, the rest as sent. */
export type PushedOrder = Partial<WireOrder> & { orderId: string; orderStatus: WireOrder['orderStatus'] };

const isPushedOrder = (row: unknown): row is PushedOrder =>
  typeof row === 'object' &&
  row !== null &&
  typeof (row as Partial<WireOrder>).orderId === 'string' &&
  typeof (row as Partial<WireOrder>).orderStatus === 'string';

/** The order rows of a push batch's `user.order` messages (one row or a list each); anything else is skipped. */
export function pushedOrders(batch: readonly PushMessage[]): PushedOrder[] {
  return messagesFor(batch, PushTopics.order)
    .flatMap((m) => (Array.isArray(m.data) ? (m.data as unknown[]) : [m.data]))
    .filter(isPushedOrder);
}
