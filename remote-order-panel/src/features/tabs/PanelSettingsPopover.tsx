import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  Popover,
  Switch,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { NoticeSettings } from '../notifications/NoticeSettings';
import type { PanelSettingsProps } from './panelSettingsProps';
import type { PanelTab } from './tabs';

export interface PanelSettingsPopoverProps extends Omit<PanelSettingsProps, 'defaultOpen'> {
  open: boolean;
  /** The settings button (null when opened before any click: a story). */
  anchor: HTMLElement | null;
  onClose: () => void;
  titleId: string;
}

/**
 * The settings popover and the hide confirmation: a lazy chunk of the remote (PanelSettings loads
 * it on the first click, prefetched on hover, focus or once the page settled). Popover, List,
 * ListItem, Divider and Switch are not in the page's MUI list (muiShared.ts): they come from the
 * remote's own MUI copy (decision 0017), which stays out of the first load this way.
 */
export function PanelSettingsPopover({
  tabs,
  hidden,
  settings,
  confirmHide,
  onHide,
  onRestore,
  onMove,
  onSettingChange,
  open,
  anchor,
  onClose,
  titleId,
}: PanelSettingsPopoverProps) {
  const { t } = useTranslation(NS);
  const [pendingHide, setPendingHide] = useState<PanelTab | null>(null);
  const [never, setNever] = useState(false);

  const toggle = (tab: PanelTab, show: boolean) => {
    if (show) onRestore(tab);
    else if (confirmHide) {
      setNever(false);
      setPendingHide(tab);
    } else onHide(tab, false);
  };

  return (
    <>
      <Popover
        open={open}
        anchorEl={anchor}
        // opened before any click (a story): placed at the top of the page
        anchorReference={anchor ? 'anchorEl' : 'anchorPosition'}
        anchorPosition={{ top: 40, left: 320 }}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { 'aria-labelledby': titleId, role: 'dialog', 'data-testid': 'panel-settings' } as object }}
      >
        <Box sx={{ p: 1.5, width: 300 }}>
          <Typography id={titleId} variant="subtitle2" component="h3">
            {t('settings.title')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('settings.tabsHint')}
          </Typography>
          <List dense disablePadding>
            {tabs.map((tab, i) => {
              const shown = !hidden.includes(tab);
              const name = t(`tabs.${tab}`);
              return (
                <ListItem key={tab} disableGutters data-testid={`settings-tab-${tab}`} sx={{ gap: 0.5 }}>
                  <FormControlLabel
                    sx={{ flex: 1, m: 0 }}
                    control={
                      <Switch
                        size="small"
                        checked={shown}
                        disabled={tab === 'openOrders'}
                        onChange={(e) => toggle(tab, e.target.checked)}
                        data-testid={`settings-show-${tab}`}
                      />
                    }
                    label={name}
                  />
                  <IconButton
                    size="small"
                    disabled={i === 0}
                    onClick={() => onMove(tab, -1)}
                    aria-label={t('settings.moveEarlier', { tab: name })}
                    data-testid={`settings-earlier-${tab}`}
                  >
                    ↑
                  </IconButton>
                  <IconButton
                    size="small"
                    disabled={i === tabs.length - 1}
                    onClick={() => onMove(tab, 1)}
                    aria-label={t('settings.moveLater', { tab: name })}
                    data-testid={`settings-later-${tab}`}
                  >
                    ↓
                  </IconButton>
                </ListItem>
              );
            })}
          </List>
          <Divider sx={{ my: 1 }} />
          {(['cancelAll', 'closeAll', 'allMarkets'] as const).map((key) => (
            <FormControlLabel
              key={key}
              sx={{ display: 'flex', m: 0 }}
              control={
                <Switch
                  size="small"
                  checked={settings[key]}
                  onChange={(e) => onSettingChange(key, e.target.checked)}
                  data-testid={`setting-${key}`}
                />
              }
              label={t(`settings.${key}`)}
            />
          ))}
          <Divider sx={{ my: 1 }} />
          {/* order-panel §4.5: a switch per notice kind, saved through double-confirm */}
          <NoticeSettings />
        </Box>
      </Popover>
      <Dialog open={pendingHide !== null} onClose={() => setPendingHide(null)} aria-labelledby={`${titleId}-hide`}>
        <DialogTitle id={`${titleId}-hide`}>
          {t('settings.hideTitle', { tab: pendingHide ? t(`tabs.${pendingHide}`) : '' })}
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2">{t('settings.hideText')}</Typography>
          <FormControlLabel
            control={<Checkbox checked={never} onChange={(e) => setNever(e.target.checked)} data-testid="hide-never" />}
            label={t('settings.neverAgain')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPendingHide(null)}>{t('settings.keep')}</Button>
          <Button
            variant="contained"
            data-testid="hide-confirm"
            onClick={() => {
              if (pendingHide) onHide(pendingHide, never);
              setPendingHide(null);
            }}
          >
            {t('settings.hide')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
