import { useCallback, useState } from 'react';
import type { PanelSettingsValues } from './PanelSettings';
import { layoutKey, readFilter, storedBoolean, storedLayout, type TabLayout } from './prefs';
import type { InstrumentFilter } from './types';

export interface PanelPrefs {
  layout: TabLayout;
  settings: PanelSettingsValues;
  /** Ask before hiding a tab ("never show again" turns it off). */
  confirmHide: boolean;
  /** The instrument filter last chosen (checked against the tab and account where it is used: storedFilter). */
  instrumentFilter: InstrumentFilter;
}

const settingsKey = (userId: string | number | null | undefined) => `orderPanel.settings.${userId ?? 'anonymous'}`;

function readJson(key: string): unknown {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the preferences last for this page only
  }
}

/** Reads the trader's stored panel preferences (order-panel §5: junk read back as the defaults). */
export function readPanelPrefs(userId: string | number | null | undefined): PanelPrefs {
  const s = readJson(settingsKey(userId));
  const r = typeof s === 'object' && s !== null ? (s as Record<string, unknown>) : {};
  return {
    layout: storedLayout(readJson(layoutKey(userId))),
    settings: {
      cancelAll: storedBoolean(r.cancelAll, true),
      closeAll: storedBoolean(r.closeAll, true),
      allMarkets: storedBoolean(r.allMarkets, true),
    },
    confirmHide: storedBoolean(r.confirmHide, true),
    instrumentFilter: readFilter(r.instrumentFilter),
  };
}

/** The panel's preferences, stored per user in local storage (tab order and hidden tabs, settings, instrument filter). */
export function usePanelPrefs(userId: string | number | null | undefined) {
  const [state, setState] = useState(() => ({ userId, prefs: readPanelPrefs(userId) }));
  // another trader signed in: their own preferences (adjusting state while rendering, no effect)
  if (state.userId !== userId) setState({ userId, prefs: readPanelPrefs(userId) });
  const prefs = state.userId === userId ? state.prefs : readPanelPrefs(userId);
  const update = useCallback(
    (next: (p: PanelPrefs) => PanelPrefs) =>
      setState((st) => {
        const n = next(st.prefs);
        write(layoutKey(userId), n.layout);
        write(settingsKey(userId), {
          cancelAll: n.settings.cancelAll ? 1 : 0,
          closeAll: n.settings.closeAll ? 1 : 0,
          allMarkets: n.settings.allMarkets ? 1 : 0,
          confirmHide: n.confirmHide ? 1 : 0,
          instrumentFilter: n.instrumentFilter,
        });
        return { userId: st.userId, prefs: n };
      }),
    [userId],
  );
  return [prefs, update] as const;
}
