import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HeaderSelect } from '../HeaderSelect';
import { PRESET_IDS, type PanelId, type PresetId } from './layout';

export interface WorkspaceBarProps {
  preset: PresetId;
  /** The layout is no longer the preset's: "Your layout" shows and Reset is offered. */
  customised: boolean;
  /** Panels now in their own windows. */
  popped: readonly PanelId[];
  /** The browser blocked the window of this panel. */
  blocked: PanelId | null;
  /** Panels whose remote is not in the deployment file. */
  missing: readonly PanelId[];
  onPreset(preset: PresetId): void;
  onReset(): void;
  onBringBack(id: PanelId): void;
  onDismissBlocked(): void;
}

/** Above the workspace: the preset, Reset, and what the trader should know about the panels. */
export function WorkspaceBar(props: WorkspaceBarProps) {
  const { t } = useTranslation('host');
  const name = (id: PanelId) => t(`slots.${id}`);
  return (
    <Box
      data-testid="workspace-bar"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', minHeight: 32 }}
    >
      <HeaderSelect
        label={t('workspace.layout')}
        value={props.preset}
        onChange={(v) => props.onPreset(v as PresetId)}
        minWidth={120}
        testId="workspace-preset"
      >
        {PRESET_IDS.map((p) => (
          <option key={p} value={p}>
            {t(`workspace.presets.${p}`)}
          </option>
        ))}
      </HeaderSelect>
      <Button
        size="small"
        variant="text"
        disabled={!props.customised}
        onClick={props.onReset}
        data-testid="workspace-reset"
      >
        {t('workspace.reset')}
      </Button>
      {props.customised ? (
        <Typography variant="caption" color="text.secondary" data-testid="workspace-custom">
          {t('workspace.presets.custom')}
        </Typography>
      ) : null}
      {props.popped.map((id) => (
        <Alert
          key={id}
          severity="info"
          sx={{ py: 0 }}
          data-testid={`popped-note-${id}`}
          action={
            <Button color="inherit" size="small" onClick={() => props.onBringBack(id)}>
              {t('workspace.bringBack', { name: name(id) })}
            </Button>
          }
        >
          {t('workspace.poppedOut', { name: name(id) })}
        </Alert>
      ))}
      {props.blocked ? (
        <Alert
          severity="warning"
          sx={{ py: 0 }}
          closeText={t('toasts.close')}
          onClose={props.onDismissBlocked}
          data-testid="popout-blocked"
        >
          {t('workspace.popOutBlocked', { name: name(props.blocked) })}
        </Alert>
      ) : null}
      {props.missing.map((id) => (
        <Typography key={id} variant="caption" color="text.secondary" data-testid={`not-deployed-${id}`}>
          {t('workspace.notDeployed', { name: name(id) })}
        </Typography>
      ))}
      <Typography variant="caption" color="text.secondary" sx={{ marginInlineStart: 'auto' }}>
        {t('workspace.keys')}
      </Typography>
    </Box>
  );
}
