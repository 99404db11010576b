import { useCallback, useEffect, useRef, useState } from 'react';
import { useHostServices } from 'shared-http';
import { DOUBLE_CONFIRM_LIST_PATH, DOUBLE_CONFIRM_SAVE_PATH } from './api';
import { confirmsWithNotice, noticeOffFlags, type SwitchableNoticeKind } from './rules';

export type NoticeSettingsStatus = 'loading' | 'ready' | 'error';

export interface NoticeSettingsState {
  status: NoticeSettingsStatus;
  /** the double-confirm list as saved (every flag, other settings' too) */
  confirms: string;
  /** the kind whose switch is being saved: every switch is locked meanwhile */
  saving: SwitchableNoticeKind | null;
  saveFailed: boolean;
}

const listOf = (raw: unknown): string =>
  Array.isArray(raw) ? raw.filter((f) => typeof f === 'string').join(',') : typeof raw === 'string' ? raw : '';

/**
 * The notice switches' state: the double-confirm list read when the settings open, a switch saved
 * through POST /user/double-confirm/save (the whole list, other flags kept; one save at a time,
 * never re-sent on its own), then told to every widget by `doubleConfirm.changed`. A failed save
 * leaves the switch as it was and says so.
 */
export function useNoticeSettings() {
  const { http, bus } = useHostServices();
  const [state, setState] = useState<NoticeSettingsState>({
    status: 'loading',
    confirms: '',
    saving: null,
    saveFailed: false,
  });
  const saving = useRef(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    http
      .get<{ confirms?: unknown }>(DOUBLE_CONFIRM_LIST_PATH, undefined, { signal: controller.signal })
      .then((r) => setState((s) => ({ ...s, status: 'ready', confirms: listOf(r?.confirms) })))
      .catch(() => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, status: 'error' }));
      });
    const changed = bus.on('doubleConfirm.changed').subscribe((e) => setState((s) => ({ ...s, confirms: e.confirms })));
    return () => {
      controller.abort();
      changed.unsubscribe();
    };
  }, [http, bus, attempt]);

  const setShown = useCallback(
    (kind: SwitchableNoticeKind, shown: boolean) => {
      if (saving.current || state.status !== 'ready') return; // locked while a save is out
      saving.current = true;
      const next = confirmsWithNotice(state.confirms, kind, shown);
      setState((s) => ({ ...s, saving: kind, saveFailed: false }));
      http
        .post<{ confirms?: unknown }>(DOUBLE_CONFIRM_SAVE_PATH, { confirms: next })
        .then((r) => {
          const confirms = r && 'confirms' in r ? listOf(r.confirms) : next.join(',');
          setState((s) => ({ ...s, confirms, saving: null }));
          bus.publish({ type: 'doubleConfirm.changed', confirms });
        })
        .catch(() => setState((s) => ({ ...s, saving: null, saveFailed: true })))
        .finally(() => {
          saving.current = false;
        });
    },
    [http, bus, state.confirms, state.status],
  );

  return {
    ...state,
    off: noticeOffFlags(state.confirms),
    setShown,
    retry: () => {
      setState((s) => ({ ...s, status: 'loading' }));
      setAttempt((n) => n + 1);
    },
  };
}
