import type { Sessions } from '../auth';
import type { Faults } from '../faults';
import type { Market } from '../market/market';
import type { MemoryRepository } from '../store/memory';
import type { PersistentRepository } from '../store/persistent';
import { seedDemoData } from '../store/seed';
import type { TradingEngine } from '../trading/engine';
import type { WsHub } from '../ws/hub';
import type { AdminHooks } from './context';

/** The parts of a running simulator the admin hooks act on. */
export interface AdminParts {
  repo: MemoryRepository;
  market: Market;
  engine: TradingEngine;
  sessions: Sessions;
  faults: Faults;
  /** the store when it has a data dir */
  persistent: PersistentRepository | undefined;
  now: () => number;
  /** the WebSocket hub, once it exists */
  hub: () => WsHub | undefined;
  /** requests whose client hung up mid-body (AppContext.requestsAborted) */
  requestsAborted: () => number;
}

/** What the admin API (`/__sim/*`, http/admin.ts) does to the running simulator. */
export function createAdminHooks(p: AdminParts): AdminHooks {
  const { repo, market, engine, sessions, faults, persistent, now, hub } = p;
  return {
    reset: () => {
      // every session goes: so do the logged-in private sockets (4001), before the seeding pushes
      hub()?.expireUser();
      engine.clearBooks();
      repo.clear();
      sessions.reset();
      seedDemoData(repo, market, engine, now());
      void persistent?.checkpoint(); // flushes the journal (clear + seed ops) first
      faults.reloadCompliance();
    },
    dropWs: (kind) => hub()?.drop(kind),
    expireSessions: (userId) => {
      repo.deleteSessionsOf(userId);
      hub()?.expireUser(userId);
    },
    flush: () => persistent?.flush(),
    durable: () => persistent?.durable() ?? Promise.resolve(),
    storage: () => ({
      ...(persistent?.info() ?? { kind: 'memory' }),
      sockets: hub()?.connectionCount(),
      requestsAborted: p.requestsAborted(),
    }),
  };
}
