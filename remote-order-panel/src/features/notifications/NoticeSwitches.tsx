import { Alert, Box, Button, FormControlLabel, Switch, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { NOTICE_KINDS, noticeShown, type SwitchableNoticeKind } from './rules';
import type { NoticeSettingsStatus } from './useNoticeSettings';

export interface NoticeSwitchesProps {
  status: NoticeSettingsStatus;
  /** the notice-off flags in force */
  off: ReadonlySet<string>;
  saving: SwitchableNoticeKind | null;
  saveFailed: boolean;
  onChange: (kind: SwitchableNoticeKind, shown: boolean) => void;
  onRetry: () => void;
}

/**
 * A switch per notice kind (order-panel.md §4.5): created, edited, cancelled, filled; liquidation
 * always shows (a switch on and locked). Presentational; every switch locked while one is saved
 * and while the list loads (shown then, so the popover keeps its size and place when it answers).
 */
export function NoticeSwitches({ status, off, saving, saveFailed, onChange, onRetry }: NoticeSwitchesProps) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  return (
    <Box role="group" aria-labelledby={titleId} data-testid="notice-settings">
      <Typography id={titleId} variant="subtitle2" component="h3">
        {t('notices.settings.title')}
      </Typography>
      {status === 'error' ? (
        <Alert
          severity="warning"
          action={
            <Button size="small" onClick={onRetry} data-testid="notice-settings-retry">
              {t('notices.settings.retry')}
            </Button>
          }
        >
          {t('notices.settings.loadError')}
        </Alert>
      ) : (
        <>
          {NOTICE_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              sx={{ display: 'flex', m: 0 }}
              control={
                <Switch
                  size="small"
                  checked={noticeShown(kind, off)}
                  disabled={kind === 'liquidation' || saving !== null || status !== 'ready'}
                  onChange={(e) => {
                    if (kind !== 'liquidation') onChange(kind, e.target.checked);
                  }}
                  data-testid={`notice-switch-${kind}`}
                />
              }
              label={t(`notices.settings.${kind}`)}
            />
          ))}
          <Typography variant="caption" color="text.secondary" role="status" aria-live="polite">
            {status === 'loading' ? t('notices.settings.loading') : saving !== null ? t('notices.settings.saving') : ''}
          </Typography>
          {saveFailed ? (
            <Alert severity="error" data-testid="notice-settings-save-error">
              {t('notices.settings.saveError')}
            </Alert>
          ) : null}
        </>
      )}
    </Box>
  );
}
