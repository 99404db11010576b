import type { i18n as I18n } from 'i18next';

/** Loads one language's texts of a namespace (a lazy chunk: `() => import('./de').then(…)`). */
export type TextLoaders = Readonly<Record<string, () => Promise<object>>>;

export interface LazyTexts {
  /** The languages with a loader (English is bundled, so not among them). */
  readonly languages: readonly string[];
  /**
   * Makes `lng`'s texts present on `i18n`: null when they are there already (or there are none
   * for it), else the load. When they arrive and the page shows `lng`, the instance announces its
   * language again so every component re-renders with them (react-i18next listens to
   * `languageChanged`). A chunk that cannot be fetched leaves English; the next change tries again.
   */
  ensure(i18n: I18n, lng: string): Promise<void> | null;
  /** Loads the page's language now and each other language when the page switches to it (once per instance). */
  follow(i18n: I18n): void;
}

/**
 * A namespace whose English texts are bundled and whose other languages are lazy chunks, fetched
 * when the page shows that language (spec §7 "language files loaded per namespace and language"):
 * a trader reading English downloads no German or Arabic. Used for shared-core's `common`, the
 * host's and the option entry's namespaces; a new namespace goes the same way.
 */
export function lazyTexts(ns: string, loaders: TextLoaders): LazyTexts {
  const loading = new WeakMap<I18n, Map<string, Promise<void>>>();
  const following = new WeakSet<I18n>();
  const ensure = (i18n: I18n, lng: string): Promise<void> | null => {
    const load = loaders[lng];
    if (!load || i18n.hasResourceBundle(lng, ns)) return null;
    let mine = loading.get(i18n);
    if (!mine) loading.set(i18n, (mine = new Map()));
    let pending = mine.get(lng);
    if (!pending) {
      pending = load().then(
        (texts) => {
          i18n.addResourceBundle(lng, ns, texts, true, false);
          if (i18n.language === lng) i18n.emit('languageChanged', lng);
        },
        () => undefined,
      );
      const started = mine;
      pending.finally(() => started.delete(lng)).catch(() => undefined);
      mine.set(lng, pending);
    }
    return pending;
  };
  return {
    languages: Object.keys(loaders),
    ensure,
    follow(i18n) {
      void ensure(i18n, i18n.language);
      if (following.has(i18n)) return;
      following.add(i18n);
      i18n.on('languageChanged', (lng: string) => void ensure(i18n, lng));
    },
  };
}
