import { Alert, Box, Button, IconButton, Paper, Stack, Typography } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { GUIDE_STEPS, type GuideAction, type GuideState, type MigrationTipTab } from './rules';

export interface TipsViewProps {
  /** the guide while shown, else null */
  guide: GuideState | null;
  migrationTip: MigrationTipTab | null;
  demotionTip: boolean;
  uniformTableTip: boolean;
  onGuide: (action: GuideAction) => void;
  /** Escape or the close button: hidden for this page, shown again on the next load */
  onDismissGuide: () => void;
  onCloseMigrationTip: (tab: MigrationTipTab) => void;
  onCloseDemotionTip: () => void;
  onCloseUniformTableTip: () => void;
}

function CloseButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <IconButton size="small" aria-label={t('tips.close')} onClick={onClick} color="inherit">
      ×
    </IconButton>
  );
}

/**
 * The panel's tips (order-panel §4.2), laid in the panel's own flow above the tab content: they
 * push the table down and never cover the trader's controls.
 */
export function TipsView(p: TipsViewProps) {
  const { t } = useTranslation(NS);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      p.onDismissGuide();
    }
  };
  return (
    <Stack spacing={0.5} sx={{ px: 1, pt: 0.5 }} data-testid="order-panel-tips">
      {p.guide ? (
        <Paper
          variant="outlined"
          role="region"
          aria-label={t('tips.guide.title', { step: p.guide.step, total: GUIDE_STEPS })}
          onKeyDown={onKeyDown}
          sx={{ p: 1 }}
          data-testid="order-panel-guide"
        >
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle2" component="h3">
              {t('tips.guide.title', { step: p.guide.step, total: GUIDE_STEPS })}
            </Typography>
            <IconButton size="small" aria-label={t('tips.guide.close')} onClick={p.onDismissGuide}>
              ×
            </IconButton>
          </Box>
          <Typography variant="body2">{t(`tips.guide.step${p.guide.step}`)}</Typography>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 0.5 }}>
            <Button size="small" disabled={p.guide.step === 1} onClick={() => p.onGuide('previous')}>
              {t('tips.guide.previous')}
            </Button>
            {p.guide.step < GUIDE_STEPS ? (
              <Button size="small" variant="contained" onClick={() => p.onGuide('next')}>
                {t('tips.guide.next')}
              </Button>
            ) : (
              <Button size="small" variant="contained" onClick={() => p.onGuide('complete')}>
                {t('tips.guide.complete')}
              </Button>
            )}
          </Box>
        </Paper>
      ) : null}
      {p.migrationTip ? (
        <Alert
          severity="info"
          data-testid="order-panel-uta1-tip"
          action={<CloseButton onClick={() => p.onCloseMigrationTip(p.migrationTip!)} />}
        >
          {t(`tips.uta1.${p.migrationTip}`)}
        </Alert>
      ) : null}
      {p.demotionTip ? (
        <Alert
          severity="warning"
          data-testid="order-panel-demotion-tip"
          action={<CloseButton onClick={p.onCloseDemotionTip} />}
        >
          {t('tips.demotion')}
        </Alert>
      ) : null}
      {p.uniformTableTip ? (
        <Alert
          severity="info"
          data-testid="order-panel-uniform-table-tip"
          action={<CloseButton onClick={p.onCloseUniformTableTip} />}
        >
          {t('tips.uniformTable')}
        </Alert>
      ) : null}
    </Stack>
  );
}
