import { ErrorCode } from '../errors';
import type { Conn } from './conn';
import { WS_CLOSE_FLOOD, type WsLimits, type WsRefusals } from './limits';
import type { Outbox } from './outbox';
import type { Connections } from './registry';

/**
 * The message budget of a socket (WsLimits): a token bucket of `messageBurst` tokens refilled at
 * `messagesPerSecond`, one token per message or ping frame.
 */
export class MessageBudget {
  constructor(
    private readonly limits: WsLimits,
    private readonly now: () => number,
    private readonly refusals: WsRefusals,
    private readonly conns: Connections,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Take one message from the socket's budget. Past it: false; the first refusal of a run is
   * answered with 10006, and `messageBurst` refusals in a row close the socket (WS_CLOSE_FLOOD).
   */
  take(c: Conn): boolean {
    const { messagesPerSecond, messageBurst } = this.limits;
    const now = this.now();
    c.tokens = Math.min(messageBurst, c.tokens + (Math.max(0, now - c.refilledAt) * messagesPerSecond) / 1000);
    c.refilledAt = now;
    if (c.tokens >= 1) {
      c.tokens -= 1;
      c.refusedInARow = 0;
      return true;
    }
    this.refuse(c);
    return false;
  }

  private refuse(c: Conn): void {
    const { messagesPerSecond, messageBurst } = this.limits;
    this.refusals.messagesRefused++;
    c.refusedInARow++;
    if (c.refusedInARow === 1)
      this.outbox.send(c, {
        op: 'error',
        success: false,
        ret_code: ErrorCode.RATE_LIMITED,
        ret_msg: `too many messages: at most ${messagesPerSecond} a second (${messageBurst} at once)`,
      });
    if (c.refusedInARow === messageBurst) {
      this.refusals.floodsClosed++;
      // a client that sends without pause may not answer the close either: `cut` terminates it then
      this.conns.cut(c, WS_CLOSE_FLOOD, 'too many messages');
    }
  }
}
