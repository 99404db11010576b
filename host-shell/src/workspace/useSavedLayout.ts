import { useCallback, useEffect, useRef, useState } from 'react';
import { selectUser, useAppSelector } from 'shared-core';
import { useHostServices } from 'shared-http';
import {
  decodeLayout,
  defaultPreset,
  encodeLayout,
  PRESETS,
  PRESET_IDS,
  sameLayout,
  sanitizeLayout,
  type Layout,
  type PanelId,
  type PresetId,
} from './layout';

/** The simulator's per-user preferences (values of at most 256 characters). */
export const PREF_SETTING_PATH = '/v3/private/user/member/pref-setting';
/** The preference keys: the layout's short text, and the preset Reset returns to. */
export const PREF_KEYS = { layout: 'workspaceLayout', preset: 'workspacePreset' } as const;
/** Saves to the simulator wait this long after the last change (a drag reports once, on release). */
export const SAVE_DELAY_MS = 1000;

const storageKey = (user: string) => `trading.workspace.${user}`;

interface Saved {
  layout: Layout;
  preset: PresetId;
}

function isPreset(p: unknown): p is PresetId {
  return typeof p === 'string' && (PRESET_IDS as readonly string[]).includes(p);
}

function readLocal(user: string, available: readonly PanelId[]): Saved | null {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(user)) ?? 'null') as {
      layout?: unknown;
      preset?: unknown;
    } | null;
    const layout = decodeLayout(raw?.layout);
    const clean = layout && sanitizeLayout(layout, available);
    if (!clean) return null;
    return { layout: clean, preset: isPreset(raw?.preset) ? raw.preset : 'compact' };
  } catch {
    return null; // storage blocked or a foreign value: the preset
  }
}

function writeLocal(user: string, saved: Saved): void {
  try {
    localStorage.setItem(
      storageKey(user),
      JSON.stringify({ layout: encodeLayout(saved.layout), preset: saved.preset }),
    );
  } catch {
    // storage full or blocked: the simulator still keeps it
  }
}

export function presetLayout(preset: PresetId, available: readonly PanelId[]): Layout | null {
  return sanitizeLayout(PRESETS[preset], available);
}

export interface SavedLayout {
  layout: Layout;
  preset: PresetId;
  /** Bumped when the layout is replaced from outside the workspace (preset, reset, the saved one arriving). */
  revision: number;
  /** The trader rearranged the workspace. */
  change(layout: Layout): void;
  choosePreset(preset: PresetId): void;
  reset(): void;
}

/**
 * The trader's layout: read from this browser at once, then from the simulator's pref-setting (so
 * it follows the trader to another browser; the simulator's wins if the trader has not moved
 * anything yet). Each change is kept in this browser at once and sent to the simulator a second
 * after the last one. Panels not in the deployment are left out; deployed ones missing are added.
 */
export function useSavedLayout(available: readonly PanelId[]): SavedLayout {
  const { http } = useHostServices();
  const user = useAppSelector(selectUser);
  const userKey = user ? String(user.userId) : 'anonymous';
  const availableKey = available.join(',');
  const initial = (): Saved => {
    const local = readLocal(userKey, available);
    if (local) return local;
    const preset = defaultPreset(typeof window === 'undefined' ? 1280 : window.innerWidth);
    return { layout: presetLayout(preset, available) ?? PRESETS[preset], preset };
  };
  const [state, setState] = useState(() => ({ ...initial(), revision: 0, touched: false, user: userKey }));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // another user signed in on this page: their layout
  if (state.user !== userKey) setState({ ...initial(), revision: state.revision + 1, touched: false, user: userKey });

  // the simulator's copy: follows the trader from another browser
  useEffect(() => {
    const controller = new AbortController();
    http
      .get<{ settings?: Record<string, string> }>(PREF_SETTING_PATH, undefined, { signal: controller.signal })
      .then((r) => {
        const layout = decodeLayout(r?.settings?.[PREF_KEYS.layout]);
        const clean = layout && sanitizeLayout(layout, available);
        if (!clean) return;
        const preset = r?.settings?.[PREF_KEYS.preset];
        setState((s) => {
          if (s.touched || sameLayout(s.layout, clean)) return s;
          const next = { layout: clean, preset: isPreset(preset) ? preset : s.preset };
          writeLocal(userKey, next);
          return { ...s, ...next, revision: s.revision + 1 };
        });
      })
      .catch(() => undefined); // not reachable: this browser's copy stands
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per user and deployment
  }, [http, userKey, availableKey]);

  const save = useCallback(
    (saved: Saved) => {
      writeLocal(userKey, saved);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        void http
          .post(PREF_SETTING_PATH, {
            upsert_keys: { [PREF_KEYS.layout]: encodeLayout(saved.layout), [PREF_KEYS.preset]: saved.preset },
          })
          .catch(() => undefined); // kept in this browser; the next change tries again
      }, SAVE_DELAY_MS);
    },
    [http, userKey],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback(
    (layout: Layout) => {
      const clean = sanitizeLayout(layout, available);
      if (!clean) return;
      setState((s) => {
        if (sameLayout(s.layout, clean)) return s;
        save({ layout: clean, preset: s.preset });
        return { ...s, layout: clean, touched: true };
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `available` is read by its key
    [save, availableKey],
  );

  const choosePreset = useCallback(
    (preset: PresetId) => {
      const layout = presetLayout(preset, available);
      if (!layout) return;
      setState((s) => {
        save({ layout, preset });
        return { ...s, layout, preset, revision: s.revision + 1, touched: true };
      });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `available` is read by its key
    [save, availableKey],
  );

  const reset = useCallback(() => choosePreset(state.preset), [choosePreset, state.preset]);

  return { layout: state.layout, preset: state.preset, revision: state.revision, change, choosePreset, reset };
}
