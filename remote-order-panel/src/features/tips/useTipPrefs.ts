import { useCallback, useEffect, useState } from 'react';
import type { HttpClient } from 'shared-http';
import {
  GUIDE_START,
  GUIDE_STEPS,
  storedClosedTips,
  storedGuide,
  type GuideState,
  type MigrationTipTab,
} from './rules';

/** §7: member preferences, read with GET and saved with `upsert_keys` (string values). */
export const PREF_SETTING_PATH = '/v3/private/user/member/pref-setting';
export const GUIDE_KEY = 'orderPanelGuide';
export const UTA1_TIPS_KEY = 'orderPanelUta1TipsClosed';
export const UNIFORM_TABLE_TIP_KEY = 'uniformTableTip';

export interface TipPrefs {
  /** null until the stored preferences answered: nothing shows before, so nothing flickers */
  loaded: boolean;
  guide: GuideState;
  closedMigrationTips: MigrationTipTab[];
  uniformTableTip: string | undefined;
}

const guideValue = (g: GuideState): string => (g.done ? 'done' : String(g.step));
const parseGuide = (v: string | undefined): GuideState =>
  v === 'done' ? { step: GUIDE_STEPS, done: true } : storedGuide({ step: v === undefined ? 1 : Number(v) });

/** The tips' preferences for the signed-in trader, stored per user through pref-setting. */
export function useTipPrefs(http: HttpClient, userId: string | number | null | undefined) {
  const [prefs, setPrefs] = useState<TipPrefs>({
    loaded: false,
    guide: GUIDE_START,
    closedMigrationTips: [],
    uniformTableTip: undefined,
  });
  useEffect(() => {
    if (userId === null || userId === undefined) return undefined;
    const controller = new AbortController();
    http
      .get<{ settings?: Record<string, string> }>(PREF_SETTING_PATH, undefined, { signal: controller.signal })
      .then((r) => {
        const s = r?.settings ?? {};
        setPrefs({
          loaded: true,
          guide: parseGuide(s[GUIDE_KEY]),
          closedMigrationTips: storedClosedTips((s[UTA1_TIPS_KEY] ?? '').split(',')),
          uniformTableTip: s[UNIFORM_TABLE_TIP_KEY],
        });
      })
      // unreadable preferences: the tips stay hidden rather than nag on every load
      .catch(() => undefined);
    return () => controller.abort();
  }, [http, userId]);

  const save = useCallback(
    (key: string, value: string) => {
      void http.post(PREF_SETTING_PATH, { upsert_keys: { [key]: value } }).catch(() => undefined);
    },
    [http],
  );
  const setGuide = useCallback(
    (guide: GuideState) => {
      setPrefs((p) => ({ ...p, guide }));
      save(GUIDE_KEY, guideValue(guide));
    },
    [save],
  );
  const closeMigrationTip = useCallback(
    (tab: MigrationTipTab) =>
      setPrefs((p) => {
        const closed = [...new Set([...p.closedMigrationTips, tab])];
        save(UTA1_TIPS_KEY, closed.join(','));
        return { ...p, closedMigrationTips: closed };
      }),
    [save],
  );
  const turnOffUniformTableTip = useCallback(() => {
    setPrefs((p) => ({ ...p, uniformTableTip: 'off' }));
    save(UNIFORM_TABLE_TIP_KEY, 'off');
  }, [save]);
  return { prefs, setGuide, closeMigrationTip, turnOffUniformTableTip };
}
