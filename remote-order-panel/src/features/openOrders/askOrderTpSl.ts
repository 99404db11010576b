import { ORDER_TPSL_ACK_MS, type EventBus, type OrderTpSlTarget } from 'shared-core';

export type AskOutcome = 'opened' | 'unavailable';

let sequence = 0;
/** A request id unique on the page (the panel is one bundle; the time part separates reloads). */
export const nextRequestId = (): string => `tpsl-${Date.now().toString(36)}-${(sequence += 1)}`;

/**
 * Asks the page to open the TP/SL dialog of an order (shared-core bus `tpsl.openForOrder`). The
 * positions remote, a separate deployment, answers with an ack inside the publish when it is on
 * the page; no ack within `waitMs` means nobody can edit it here: 'unavailable', so the button
 * never does nothing silently. Listens for the ack before it publishes, so an at-once ack counts.
 */
export function askOrderTpSl(
  bus: EventBus,
  order: OrderTpSlTarget,
  requestId: string = nextRequestId(),
  waitMs: number = ORDER_TPSL_ACK_MS,
): Promise<AskOutcome> {
  return new Promise((resolve) => {
    const wait: { timer?: ReturnType<typeof setTimeout> } = {};
    let answered = false;
    const sub = bus.on('tpsl.openForOrder.ack').subscribe((ack) => {
      if (ack.requestId !== requestId || answered) return;
      answered = true;
      if (wait.timer !== undefined) clearTimeout(wait.timer);
      sub.unsubscribe();
      resolve('opened');
    });
    bus.publish({ type: 'tpsl.openForOrder', requestId, order });
    if (answered) return;
    wait.timer = setTimeout(() => {
      answered = true;
      sub.unsubscribe();
      resolve('unavailable');
    }, waitMs);
  });
}
