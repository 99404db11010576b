import type { Conn } from './conn';

/**
 * The sessions of the logged-in private sockets: a session that ends closes the sockets that
 * authenticated with it (code 4001), and they forget who they were.
 */

/** Close private sockets of `userId` (all users when undefined). */
export function expireUser(conns: Iterable<Conn>, userId?: number): void {
  for (const c of conns)
    if (c.kind === 'private' && c.userId !== undefined && (userId === undefined || c.userId === userId))
      endSession(c, 'session expired');
}

/** Close the private sockets authenticated with `token`. */
export function expireToken(conns: Iterable<Conn>, token: string): void {
  for (const c of conns)
    if (c.kind === 'private' && c.userId !== undefined && c.token === token) endSession(c, 'session ended');
}

/** Close every logged-in private socket whose session `auth` no longer knows as its user. */
export function revalidate(conns: Iterable<Conn>, auth: (token: string | undefined) => number | undefined): void {
  for (const c of conns)
    if (c.kind === 'private' && c.userId !== undefined && auth(c.token) !== c.userId) endSession(c, 'session expired');
}

function endSession(c: Conn, reason: string): void {
  c.userId = undefined;
  c.token = undefined;
  c.topics.clear();
  c.ws.close(4001, reason);
}
