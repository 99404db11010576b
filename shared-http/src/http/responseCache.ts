/** positions.md §9: the HTTP client's cache holds at most 20 entries, 60 s by default; local storage at most 4718592 bytes. */
export const CACHE_MAX_ENTRIES = 20;
export const CACHE_DEFAULT_TTL_MS = 60_000;
export const CACHE_STORAGE_CAP_BYTES = 4_718_592;
export const CACHE_STORAGE_PREFIX = 'shared-http:cache:';

/** The minimum of the Web Storage API the cache uses (so tests and Node can pass their own). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

interface Stored {
  path: string;
  expiresAt: number;
  value: unknown;
}

export interface ResponseCacheOptions {
  now?: () => number;
  /** Where `persist: true` entries are also written; default `localStorage` when there is one. */
  storage?: StorageLike | null;
  storageCapBytes?: number;
}

export interface CacheSetOptions {
  ttlMs?: number;
  /** Also keep the entry in local storage (survives a reload), within the byte cap. */
  persist?: boolean;
}

/** UTF-8 length without TextEncoder (absent in some test environments). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff) {
      bytes += 4; // a surrogate pair is one 4-byte code point
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function defaultStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode): memory only
  }
}

/**
 * The client's response cache: an LRU of at most 20 entries with a 60 s default lifetime,
 * optionally mirrored into local storage under a byte cap. The LRU is a Map (it keeps insertion
 * order: a read re-inserts the entry, the first key is the least recently used); an entry is
 * stale the moment `now()` passes its `expiresAt`, read on every lookup. (lru-cache did this for
 * 5.8 KB gzip on the page's first load; 20 entries need none of its machinery.) Keys are the path plus the sorted query; `path` is kept per entry so a session end
 * can keep the profile call and drop everything else.
 */
export class ResponseCache {
  /** Least recently used first. */
  private readonly lru = new Map<string, Stored>();
  private readonly now: () => number;
  private readonly storage: StorageLike | null;
  private readonly capBytes: number;

  constructor({ now = Date.now, storage, storageCapBytes = CACHE_STORAGE_CAP_BYTES }: ResponseCacheOptions = {}) {
    this.now = now;
    this.storage = storage === undefined ? defaultStorage() : storage;
    this.capBytes = storageCapBytes;
  }

  static key(path: string, params?: Record<string, unknown>): string {
    const entries = Object.entries(params ?? {})
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return entries.length ? `${path}?${entries.map(([k, v]) => `${k}=${String(v)}`).join('&')}` : path;
  }

  get size(): number {
    return this.lru.size;
  }

  get<T>(key: string): T | undefined {
    const hit = this.lru.get(key);
    if (hit) {
      this.lru.delete(key);
      if (hit.expiresAt >= this.now()) {
        this.lru.set(key, hit); // now the most recently used
        return hit.value as T;
      }
    }
    const stored = this.readStored(key);
    if (!stored) return undefined;
    this.remember(key, stored);
    return stored.value as T;
  }

  set(
    key: string,
    path: string,
    value: unknown,
    { ttlMs = CACHE_DEFAULT_TTL_MS, persist = false }: CacheSetOptions = {},
  ) {
    const entry: Stored = { path, expiresAt: this.now() + ttlMs, value };
    this.remember(key, entry);
    if (persist) this.writeStored(key, entry);
  }

  /** Drops every entry (memory and local storage) except those whose path `keep` accepts. */
  clear(keep: (path: string) => boolean = () => false): void {
    for (const [key, entry] of [...this.lru.entries()]) if (!keep(entry.path)) this.lru.delete(key);
    for (const [storageKey, stored] of this.storedEntries()) {
      if (!stored || !keep(stored.path)) this.storage?.removeItem(storageKey);
    }
  }

  /** Inserts as the most recently used; beyond 20 entries the least recently used goes. */
  private remember(key: string, entry: Stored): void {
    this.lru.delete(key);
    this.lru.set(key, entry);
    for (const oldest of this.lru.keys()) {
      if (this.lru.size <= CACHE_MAX_ENTRIES) break;
      this.lru.delete(oldest);
    }
  }

  /** Bytes the persisted entries take in local storage (keys and values, UTF-8). */
  storedBytes(): number {
    let total = 0;
    for (const [storageKey, , raw] of this.storedEntries()) total += utf8Bytes(storageKey) + utf8Bytes(raw);
    return total;
  }

  private storedEntries(): [string, Stored | undefined, string][] {
    const storage = this.storage;
    if (!storage) return [];
    const out: [string, Stored | undefined, string][] = [];
    for (let i = 0; i < storage.length; i++) {
      const storageKey = storage.key(i);
      if (!storageKey?.startsWith(CACHE_STORAGE_PREFIX)) continue;
      const raw = storage.getItem(storageKey) ?? '';
      let stored: Stored | undefined;
      try {
        stored = JSON.parse(raw) as Stored;
      } catch {
        stored = undefined;
      }
      out.push([storageKey, stored, raw]);
    }
    return out;
  }

  private readStored(key: string): Stored | undefined {
    const raw = this.storage?.getItem(CACHE_STORAGE_PREFIX + key);
    if (!raw) return undefined;
    try {
      const stored = JSON.parse(raw) as Stored;
      if (stored.expiresAt > this.now()) return stored;
    } catch {
      // unreadable entry: dropped below
    }
    this.storage?.removeItem(CACHE_STORAGE_PREFIX + key);
    return undefined;
  }

  private writeStored(key: string, entry: Stored): void {
    const storage = this.storage;
    if (!storage) return;
    const storageKey = CACHE_STORAGE_PREFIX + key;
    const raw = JSON.stringify(entry);
    const bytes = utf8Bytes(storageKey) + utf8Bytes(raw);
    if (bytes > this.capBytes) return; // never fits: memory only
    storage.removeItem(storageKey);
    // Expired entries first, then the soonest to expire, until the new one fits under the cap.
    const others = this.storedEntries().sort(([, a], [, b]) => (a?.expiresAt ?? 0) - (b?.expiresAt ?? 0));
    let total = others.reduce((sum, [k, , r]) => sum + utf8Bytes(k) + utf8Bytes(r), 0);
    for (const [otherKey, , otherRaw] of others) {
      if (total + bytes <= this.capBytes) break;
      storage.removeItem(otherKey);
      total -= utf8Bytes(otherKey) + utf8Bytes(otherRaw);
    }
    try {
      storage.setItem(storageKey, raw);
    } catch {
      // quota exceeded despite the cap: the entry stays in memory only
    }
  }
}
