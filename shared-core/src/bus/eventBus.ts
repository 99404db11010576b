import { type Observable, Subject, filter, share } from 'rxjs';

/** Which WebSocket stream a push came from. */
export type StreamName = 'public' | 'private';

/** Connection state of a stream, shown by widgets so a trader never acts on a frozen price unknowingly. */
export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'stale' | 'closed';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

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
  | { type: 'trace'; code: number; detail?: string };

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
