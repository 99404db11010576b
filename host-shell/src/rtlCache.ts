import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * The right-to-left emotion cache, created at once: for Storybook's preview and tests, which need
 * it on their first render. The page does not import this module: it passes shared-http's
 * `loadRtlEmotionCache` (the plugin as a lazy chunk, fetched only for a right-to-left language).
 */
let cache: EmotionCache | undefined;

export function rtlEmotionCache(): EmotionCache {
  cache ??= createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
  return cache;
}
