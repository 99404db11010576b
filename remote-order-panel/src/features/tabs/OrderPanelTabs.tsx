import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { PANEL_TABS, type PanelTab } from './tabs';

export interface OrderPanelTabsProps {
  active: PanelTab;
  /** The tabs shown, in the trader's order (hidden and disallowed ones left out). */
  tabs?: readonly PanelTab[];
  /** Open orders shown on the Open orders tab; undefined while unknown. */
  openOrderCount?: number;
  onChange: (tab: PanelTab) => void;
}

/** The panel's tab strip with the open-order count (order-panel.md §2.1). */
export function OrderPanelTabs({ active, tabs = PANEL_TABS, openOrderCount, onChange }: OrderPanelTabsProps) {
  const { t } = useTranslation(NS);
  return (
    <Tabs
      value={tabs.includes(active) ? active : false}
      onChange={(_e, value: PanelTab) => onChange(value)}
      variant="scrollable"
      scrollButtons="auto"
      data-testid="order-panel-tabs"
      sx={{ minHeight: 36, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          data-testid={`order-panel-tab-${tab}`}
          sx={{ minHeight: 36, py: 0.5, textTransform: 'none' }}
          label={
            tab === 'openOrders' ? (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                {t('tabs.openOrders')}
                <Typography
                  component="span"
                  variant="body2"
                  data-testid="open-order-count"
                  sx={{ color: 'text.secondary' }}
                >
                  ({openOrderCount ?? 0})
                </Typography>
              </Box>
            ) : (
              t(`tabs.${tab}`)
            )
          }
        />
      ))}
    </Tabs>
  );
}

/** The state of a tab whose content comes in a later release. */
export function ComingSoon({ tab }: { tab: PanelTab }) {
  const { t } = useTranslation(NS);
  return (
    <Box sx={{ p: 3, textAlign: 'center' }} data-testid={`coming-soon-${tab}`}>
      <Typography variant="body2" color="text.secondary">
        {t('comingSoon', { tab: t(`tabs.${tab}`) })}
      </Typography>
    </Box>
  );
}
