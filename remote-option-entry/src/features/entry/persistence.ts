import type { HostServices } from 'shared-http';
import { loadSettings, saveSettings } from './rules';
import { selectSettings, settingsLoaded } from './slice';

const wired = new WeakSet<object>();

/** The browser's local storage, or null where there is none (or it is blocked). */
function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Loads the persisted settings into the store once per host, then saves them whenever they
 * change (a toggle, a "don't ask again", the remembered price mode after a placement).
 */
export function persistEntrySettings(host: Pick<HostServices, 'store' | 'listener'>, storage = localStore()): void {
  if (wired.has(host.store)) return;
  wired.add(host.store);
  host.store.dispatch(settingsLoaded(loadSettings(storage)));
  host.listener.startListening({
    predicate: (_action, current, previous) => selectSettings(current) !== selectSettings(previous),
    effect: (_action, api) => {
      saveSettings(storage, selectSettings(api.getState()));
    },
  });
}
