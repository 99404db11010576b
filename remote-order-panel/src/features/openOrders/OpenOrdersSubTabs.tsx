import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Tab,
  Tabs,
} from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import type { OpenOrderSubTab } from './subTabs';

export interface OpenOrdersSubTabsProps {
  /** The sub-tabs this account sees, in display order. */
  tabs: readonly OpenOrderSubTab[];
  active: OpenOrderSubTab;
  /** Live count per sub-tab (§3 order counts). */
  counts: Readonly<Record<OpenOrderSubTab, number>>;
  onChange: (tab: OpenOrderSubTab) => void;
  /** Show the cancel-all button (order-panel §5); the widget decides. */
  showCancelAll?: boolean;
  /** Ask before cancelling (the cancelAllConfirm flag). */
  confirmCancelAll?: boolean;
  /** A cancel-all is in flight: the button says so and takes no second press (it keeps focus). */
  cancelAllPending?: boolean;
  onCancelAll?: () => void;
}

/**
 * The open-orders sub-tabs with their live counts and the cancel-all of the active one
 * (order-panel.md §2.2, §4.3). Presentational: the widget owns state and requests.
 */
export function OpenOrdersSubTabs({
  tabs,
  active,
  counts,
  onChange,
  showCancelAll = false,
  confirmCancelAll = false,
  cancelAllPending = false,
  onCancelAll,
}: OpenOrdersSubTabsProps) {
  const { t } = useTranslation(NS);
  const [confirming, setConfirming] = useState(false);
  const requestCancelAll = () => {
    if (cancelAllPending) return;
    if (confirmCancelAll) setConfirming(true);
    else onCancelAll?.();
  };
  const label = t(`subTabs.${active}`);
  // A keyboard trader who cancelled all from the button keeps focus when the button goes (no
  // order left to cancel): it moves to the active sub-tab instead of falling to the page body.
  const tabsRef = useRef<HTMLDivElement | null>(null);
  const buttonHadFocus = useRef(false);
  useLayoutEffect(() => {
    if (showCancelAll || !buttonHadFocus.current) return;
    buttonHadFocus.current = false;
    const focused = document.activeElement;
    if (focused === null || focused === document.body)
      tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [showCancelAll]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={active}
        onChange={(_e, value: OpenOrderSubTab) => onChange(value)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('subTabs.label')}
        data-testid="open-order-sub-tabs"
        sx={{ minHeight: 32, flex: 1 }}
        ref={tabsRef}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            data-testid={`open-order-sub-tab-${tab}`}
            data-count={counts[tab]}
            sx={{ minHeight: 32, py: 0.25, px: 1, textTransform: 'none', fontSize: 12 }}
            label={t('subTabs.withCount', { label: t(`subTabs.${tab}`), count: counts[tab] })}
          />
        ))}
      </Tabs>
      {showCancelAll ? (
        <Button
          size="small"
          variant="outlined"
          color="error"
          // aria-disabled, not disabled: a disabled button drops keyboard focus to the page body
          aria-disabled={cancelAllPending || undefined}
          onClick={requestCancelAll}
          onFocus={() => (buttonHadFocus.current = true)}
          onBlur={(e) => {
            // moved elsewhere by the trader (a removed button blurs with no next element)
            if (e.relatedTarget) buttonHadFocus.current = false;
          }}
          startIcon={cancelAllPending ? <CircularProgress size={12} aria-hidden /> : undefined}
          data-testid="cancel-all"
          aria-busy={cancelAllPending}
          sx={{ mr: 1, whiteSpace: 'nowrap' }}
        >
          {cancelAllPending ? t('cancelAll.pending') : t('cancelAll.button')}
        </Button>
      ) : null}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="cancel-all-title">
        <DialogTitle id="cancel-all-title">{t('cancelAll.confirmTitle')}</DialogTitle>
        <DialogContent>{t('cancelAll.confirmText', { kind: label, count: counts[active] })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} data-testid="cancel-all-dismiss">
            {t('cancelAll.keep')}
          </Button>
          <Button
            variant="contained"
            color="error"
            data-testid="cancel-all-confirm"
            disabled={cancelAllPending}
            onClick={() => {
              setConfirming(false);
              onCancelAll?.();
            }}
          >
            {t('cancelAll.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
