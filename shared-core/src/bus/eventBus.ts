import { type Observable, Subject, filter, share } from 'rxjs';
import type { OrderSide } from '../domain/wire/order';
import type { TriggerBy } from '../domain/wire/position';

/** Which WebSocket stream a push came from. */
export type StreamName = 'public' | 'private';

/** Connection state of a stream, shown by widgets so a trader never acts on a frozen price unknowingly. */
export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'stale' | 'closed';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

/**
 * An open order whose attached TP/SL a trader wants to edit (positions.md §2, TP/SL dialog scene
 * 'order'): what the dialog needs, as the exchange reported the order (wire strings, '0' = none).
 */
export interface OrderTpSlTarget {
  orderId: string;
  symbol: string;
  side: OrderSide;
  /** 0 merged, 1 buy side, 2 sell side: the position the order opens or adds to */
  positionIdx: 0 | 1 | 2;
  /** the order's limit price: the reference of the dialog's TooLow / TooHigh checks */
  price: string;
  qty: string;
  takeProfit: string;
  stopLoss: string;
  tpTriggerBy: TriggerBy;
  slTriggerBy: TriggerBy;
  /** limit price of a limit TP / SL ('0' or absent: market) */
  limitTakeProfit?: string;
  limitStopLoss?: string;
}

/** How long the asker of `tpsl.openForOrder` waits for its ack before it says TP/SL cannot be edited here. */
export const ORDER_TPSL_ACK_MS = 1500;

/** Every event that travels on the one event bus of the page. */
export type BusEvent =
  | {
      type: 'push';
      stream: StreamName;
      topic: string;
      /** Per-topic sequence number from the exchange; a gap means a missed message. */
      seq?: number;
      /** snapshot replaces, delta amends. */
      kind: 'snapshot' | 'delta';
      ts: number;
      data: unknown;
    }
  | { type: 'stream.status'; stream: StreamName; status: StreamStatus }
  /** A sequence gap (or a reconnect) on a topic: owners refetch a REST snapshot. */
  | { type: 'stream.resync'; stream: StreamName; topic: string }
  | {
      type: 'toast';
      severity: ToastSeverity;
      /** i18next key (namespaced like `common:errors.9000001`) or undefined when `text` is given. */
      messageKey?: string;
      params?: Record<string, unknown>;
      text?: string;
      title?: string;
      durationMs?: number;
    }
  | { type: 'session.ended'; code: number; message: string }
  | { type: 'compliance.required'; code: number }
  /** Internal tracing, never shown to the trader (e.g. 50004: a table's column preferences could not be saved). */
  | { type: 'trace'; code: number; detail?: string }
  /**
   * Open the TP/SL dialog (scene 'order') for an open order. Published by the order panel, served
   * by the positions remote, a separate deployment that may not be on the page: whoever opens the
   * dialog answers `tpsl.openForOrder.ack` with the same requestId (at once, inside the publish);
   * without an ack within ORDER_TPSL_ACK_MS the asker tells the trader TP/SL cannot be edited here.
   */
  | { type: 'tpsl.openForOrder'; requestId: string; order: OrderTpSlTarget }
  /** The dialog asked for by `tpsl.openForOrder` is opening (one ack per request). */
  | { type: 'tpsl.openForOrder.ack'; requestId: string }
  /**
   * The trader's double-confirm list (GET /user/double-confirm/list, comma separated: which
   * confirmations and notices are off) was saved with this value: every widget reading a flag of
   * it (the trade notices, the close notice…) takes it from here without a reload.
   */
  | { type: 'doubleConfirm.changed'; confirms: string };

export type BusEventType = BusEvent['type'];
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>;

export interface EventBus {
  publish(event: BusEvent): void;
  /** Every event, hot; late subscribers see only what comes after they subscribe. */
  readonly events$: Observable<BusEvent>;
  on<T extends BusEventType>(type: T): Observable<BusEventOf<T>>;
}

export function createEventBus(): EventBus {
  const subject = new Subject<BusEvent>();
  const events$ = subject.asObservable().pipe(share());
  return {
    publish: (event) => subject.next(event),
    events$,
    on: <T extends BusEventType>(type: T) => events$.pipe(filter((e): e is BusEventOf<T> => e.type === type)),
  };
}
