import { WebSocket } from 'ws';
import type { Conn } from './conn';
import { WS_CLOSE_SLOW_READER, type WsRefusals } from './limits';
import type { Connections } from './registry';

/**
 * Every frame goes out here: to an open socket whose unsent bytes are within the bound; a socket
 * past it (a client that stopped reading) is dropped as a slow reader, never queued without limit.
 */
export class Outbox {
  constructor(
    private readonly conns: Connections,
    private readonly refusals: WsRefusals,
    private readonly maxBufferedBytes: number,
    /** fault injection (HubOptions.stalled): nothing is sent while true */
    readonly stalled: () => boolean,
  ) {}

  /** Serialise and send one message to one socket (nothing while stalled). */
  send(conn: Conn, msg: unknown): void {
    if (this.stalled()) return;
    this.deliver(conn, JSON.stringify(msg));
  }

  /** Send an encoded frame to `c`, unless it is closed or a slow reader. True when sent. */
  deliver(c: Conn, data: Buffer | string): boolean {
    if (c.ws.readyState !== WebSocket.OPEN) return false;
    if (c.ws.bufferedAmount > this.maxBufferedBytes) {
      this.refusals.slowReadersDropped++;
      this.conns.cut(c, WS_CLOSE_SLOW_READER, 'slow reader: too many unsent messages');
      return false;
    }
    c.ws.send(data, { binary: false });
    return true;
  }
}
