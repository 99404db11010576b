import { CACHE_STORAGE_PREFIX, ResponseCache, type StorageLike } from './responseCache';

function memoryStorage(): StorageLike & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('response cache (positions §9: 20 entries, 60 s, 4718592 bytes of local storage)', () => {
  it('keeps at most 20 entries, least recently used out first', () => {
    const cache = new ResponseCache({ storage: null });
    for (let i = 0; i < 25; i++) cache.set(`k${i}`, `/p${i}`, i);
    expect(cache.size).toBe(20);
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k24')).toBe(24);
  });

  it('a read makes an entry the most recently used: the next one out is the oldest unread', () => {
    const cache = new ResponseCache({ storage: null });
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, `/p${i}`, i);
    expect(cache.get('k0')).toBe(0);
    cache.set('k20', '/p20', 20);
    cache.set('k0', '/p0', 'again'); // replacing an entry neither grows the cache nor evicts
    expect(cache.size).toBe(20);
    expect(cache.get('k0')).toBe('again');
    expect(cache.get('k1')).toBeUndefined();
    expect(cache.get('k2')).toBe(2);
  });

  it('an entry lives for its own lifetime when the call gives one', () => {
    let t = 0;
    const cache = new ResponseCache({ storage: null, now: () => t });
    cache.set('short', '/s', 1, { ttlMs: 1_000 });
    cache.set('long', '/l', 2, { ttlMs: 120_000 });
    t = 1_000;
    expect(cache.get('short')).toBe(1); // stale only once the clock passes it
    t = 1_001;
    expect(cache.get('short')).toBeUndefined();
    t = 119_999;
    expect(cache.get('long')).toBe(2);
    t = 120_001;
    expect(cache.get('long')).toBeUndefined();
  });

  it('an entry is stale the moment the clock passes its 60 s, however soon after it was read', () => {
    let t = 1_000_000;
    const cache = new ResponseCache({ storage: null, now: () => t });
    cache.set('a', '/a', 1);
    expect(cache.get('a')).toBe(1);
    t += 60_001; // within the same real millisecond as the read above
    expect(cache.get('a')).toBeUndefined();
  });

  it('keys sort the query and drop undefined values', () => {
    expect(ResponseCache.key('/a', { b: 2, a: 1, c: undefined })).toBe('/a?a=1&b=2');
    expect(ResponseCache.key('/a')).toBe('/a');
  });

  it('persists on request, reads back after a reload, expires, and stays under the byte cap', () => {
    let t = 0;
    const storage = memoryStorage();
    const first = new ResponseCache({ storage, now: () => t, storageCapBytes: 400 });
    first.set('a', '/a', 'x'.repeat(100), { persist: true });
    first.set('b', '/b', 'y'.repeat(100), { persist: true, ttlMs: 120_000 });
    expect(storage.map.size).toBe(2);
    first.set('c', '/c', 'z'.repeat(150), { persist: true });
    expect(first.storedBytes()).toBeLessThanOrEqual(400);
    expect(storage.map.has(`${CACHE_STORAGE_PREFIX}c`)).toBe(true);
    first.set('huge', '/h', 'w'.repeat(1000), { persist: true });
    expect(storage.map.has(`${CACHE_STORAGE_PREFIX}huge`)).toBe(false); // never fits: memory only
    const reloaded = new ResponseCache({ storage, now: () => t });
    expect(reloaded.get('c')).toBe('z'.repeat(150));
    t += 60_001;
    const later = new ResponseCache({ storage, now: () => t });
    expect(later.get('c')).toBeUndefined();
    expect(storage.map.has(`${CACHE_STORAGE_PREFIX}c`)).toBe(false);
  });

  it('clear keeps what the predicate keeps, in memory and in storage', () => {
    const storage = memoryStorage();
    const cache = new ResponseCache({ storage });
    cache.set('p', '/v2/private/user/profile', 1, { persist: true });
    cache.set('o', '/orders', 2, { persist: true });
    cache.clear((path) => path === '/v2/private/user/profile');
    expect(cache.get('o')).toBeUndefined();
    expect(cache.get('p')).toBe(1);
    expect([...storage.map.keys()]).toEqual([`${CACHE_STORAGE_PREFIX}p`]);
  });
});
