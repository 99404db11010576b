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
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import type { PanelTab } from './tabs';

export interface PanelSettingsValues {
  cancelAll: boolean;
  closeAll: boolean;
  allMarkets: boolean;
}

export interface PanelSettingsProps {
  /** The tabs the account may see, in the trader's order. */
  tabs: readonly PanelTab[];
  hidden: readonly PanelTab[];
  settings: PanelSettingsValues;
  /** Ask before hiding a tab (off once the trader ticked "never show again"). */
  confirmHide: boolean;
  onHide: (tab: PanelTab, neverAskAgain: boolean) => void;
  onRestore: (tab: PanelTab) => void;
  /** Moves a tab one place earlier (-1) or later (+1): reordering from the keyboard. */
  onMove: (tab: PanelTab, by: -1 | 1) => void;
  onSettingChange: (key: keyof PanelSettingsValues, on: boolean) => void;
  /** Open at first render (stories). */
  defaultOpen?: boolean;
}

/**
 * The panel's settings popover (order-panel.md §2.3, §4.1): each tab shown or hidden (hiding asks
 * first, with "never show again"), moved earlier or later, and the cancel-all, close-all and
 * all-markets settings. Presentational.
 */
export function PanelSettings({
  tabs,
  hidden,
  settings,
  confirmHide,
  onHide,
  onRestore,
  onMove,
  onSettingChange,
  defaultOpen = false,
}: PanelSettingsProps) {
  const { t } = useTranslation(NS);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(defaultOpen);
  const [pendingHide, setPendingHide] = useState<PanelTab | null>(null);
  const [never, setNever] = useState(false);
  const titleId = useId();

  const toggle = (tab: PanelTab, show: boolean) => {
    if (show) onRestore(tab);
    else if (confirmHide) {
      setNever(false);
      setPendingHide(tab);
    } else onHide(tab, false);
  };

  return (
    <>
      <Button
        size="small"
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="panel-settings-button"
        sx={{ minWidth: 0, textTransform: 'none' }}
      >
        {t('settings.button')}
      </Button>
      <Popover
        open={open}
        anchorEl={anchor}
        // opened before any click (a story): placed at the top of the page
        anchorReference={anchor ? 'anchorEl' : 'anchorPosition'}
        anchorPosition={{ top: 40, left: 320 }}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { 'aria-labelledby': titleId, role: 'dialog', 'data-testid': 'panel-settings' } as object }}
      >
        <Box sx={{ p: 1.5, width: 300 }}>
          <Typography id={titleId} variant="subtitle2">
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
