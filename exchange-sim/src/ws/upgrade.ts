import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WS_PRIVATE_PATH, WS_PUBLIC_OPTION_PATH } from 'shared-core/domain';
import { parseCookies, SESSION_COOKIE } from '../http/http';
import type { Kind } from './conn';

/**
 * The endpoint an upgrade request asks for (undefined: no such path) and, on the private one, the
 * session token it carries: the `usertoken` header, else the session cookie.
 */
export function upgradeTarget(req: IncomingMessage): { kind: Kind; token: string | undefined } | undefined {
  const path = new URL(req.url ?? '/', 'http://sim.local').pathname;
  const kind: Kind | undefined =
    path === WS_PUBLIC_OPTION_PATH ? 'public' : path === WS_PRIVATE_PATH ? 'private' : undefined;
  if (!kind) return undefined;
  const header = req.headers.usertoken;
  const token =
    kind === 'private'
      ? (typeof header === 'string' && header) || parseCookies(req.headers.cookie)[SESSION_COOKIE]
      : undefined;
  return { kind, token };
}

/** Answer a refused upgrade with an empty HTTP response (`status`: "404 Not Found", …). */
export function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}
