import { NoticeSwitches } from './NoticeSwitches';
import { useNoticeSettings } from './useNoticeSettings';

/** The notice switches, connected: read when the panel's settings open, saved through double-confirm. */
export function NoticeSettings() {
  const s = useNoticeSettings();
  return (
    <NoticeSwitches
      status={s.status}
      off={s.off}
      saving={s.saving}
      saveFailed={s.saveFailed}
      onChange={s.setShown}
      onRetry={s.retry}
    />
  );
}
