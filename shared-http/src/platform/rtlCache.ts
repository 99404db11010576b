import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * The emotion cache for right-to-left languages (ar-SA, ar-ARE), MUI's documented way: the RTL
 * stylis plugin flips every physical side in the generated CSS (margin-left → margin-right,
 * `left: 0` → `right: 0`, …), after the vendor prefixer emotion's default cache also runs. Its own
 * key (`muirtl`) keeps its class names apart from the default `css` cache's. `PlatformProviders`
 * uses it while the language is right-to-left; the page switches caches without remounting.
 *
 * One per page: the host passes it to its `PlatformProviders`, a standalone remote page
 * (`mountStandalone`) and Storybook to theirs. The plugin and cssjanus add about 3 KB gzip.
 */
let cache: EmotionCache | undefined;

export function rtlEmotionCache(): EmotionCache {
  cache ??= createCache({
    key: 'muirtl',
    stylisPlugins: [prefixer, rtlPlugin],
  });
  return cache;
}
