import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Sessions } from '../auth';
import type { Faults, RateLimiter } from '../faults';
import type { Market } from '../market/market';
import type { Repository } from '../store/types';
import type { ContractDesk } from '../trading/contracts';
import type { TradingEngine } from '../trading/engine';
import type { Funding } from '../trading/funding';
import type { UsdcSettlement } from '../trading/usdcSettlement';

// What a route sees: the running simulator and the request. Its own module so that the route
// groups (routes/*.ts, admin, copy trading, markets) and the router that dispatches to them do not
// import each other.

/** Admin hooks of the running simulator (the `/__sim/*` API). */
export interface AdminHooks {
  /**
   * back to the seeded state (accounts, orders, positions, settings, no sessions): closes every
   * logged-in private socket (4001) and reads the compliance file again
   */
  reset(): void;
  dropWs(kind: 'all' | 'public' | 'private'): void;
  /** end sessions (all, or one user's) and close their private sockets */
  expireSessions(userId?: number): void;
  /** make everything accepted so far durable (no-op without a data dir) */
  flush(): void;
  /** resolves once everything accepted so far is durable (one journal write per event-loop turn) */
  durable(): Promise<void>;
  /** storage info for GET /__sim/state */
  storage(): Record<string, unknown>;
}

export interface AppContext {
  repo: Repository;
  market: Market;
  engine: TradingEngine;
  desk: ContractDesk;
  funding: Funding;
  usdcSettlement: UsdcSettlement;
  sessions: Sessions;
  faults: Faults;
  limiter: RateLimiter;
  admin: AdminHooks;
  /** host names besides the loopback ones that requests may be addressed to (hostAllowed) */
  allowedHosts?: readonly string[];
  /** requests whose client hung up before the body was complete (GET /__sim/state) */
  requestsAborted: number;
}

export interface Req {
  req: IncomingMessage;
  res: ServerResponse;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
  /** set for private routes */
  userId: number;
}

export interface Route {
  method: 'GET' | 'POST';
  path: string;
  private: boolean;
  handle(r: Req, app: AppContext): unknown;
}
