import createCache, { type EmotionCache } from '@emotion/cache';
import { useEffect, useState } from 'react';
import { prefixer } from 'stylis';

/**
 * The emotion cache for right-to-left languages (ar-SA, ar-ARE), MUI's documented way: the RTL
 * stylis plugin flips every physical side in the generated CSS (margin-left → margin-right,
 * `left: 0` → `right: 0`, …), after the vendor prefixer emotion's default cache also runs. Its own
 * key (`muirtl`) keeps its class names apart from the default `css` cache's. `PlatformProviders`
 * uses it while the language is right-to-left; the page switches caches without remounting.
 *
 * The plugin and cssjanus (about 1.8 KB gzip) are a lazy chunk, fetched only when a page shows a
 * right-to-left language: the host and a standalone remote page pass `loadRtlEmotionCache` to
 * their `PlatformProviders` (the host also starts the load before its first render when the page
 * opens in Arabic). One cache per page. A failed fetch is not kept: the next right-to-left render
 * tries again; meanwhile the styles keep their left-to-right sides (the text direction is right).
 */
let cache: EmotionCache | undefined;
let loading: Promise<EmotionCache> | undefined;

export type RtlCacheLoader = () => Promise<EmotionCache>;

export const loadRtlEmotionCache: RtlCacheLoader = () => {
  if (cache) return Promise.resolve(cache);
  loading ??= import('stylis-plugin-rtl').then(
    ({ default: rtlPlugin }) => (cache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
};

/**
 * The right-to-left cache to use now: `rtlCache` itself when it is a cache (Storybook, tests),
 * else the loaded one — loading it the first time `rtl` is true; undefined until it arrives.
 */
export function useRtlEmotionCache(
  rtlCache: EmotionCache | RtlCacheLoader | undefined,
  rtl: boolean,
): EmotionCache | undefined {
  const loader = typeof rtlCache === 'function' ? rtlCache : undefined;
  const [loaded, setLoaded] = useState<EmotionCache | undefined>(() => (loader ? cache : undefined));
  useEffect(() => {
    if (!loader || !rtl || loaded) return;
    let live = true;
    loader().then(
      (c) => live && setLoaded(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loader, rtl, loaded]);
  return typeof rtlCache === 'function' ? loaded : rtlCache;
}
