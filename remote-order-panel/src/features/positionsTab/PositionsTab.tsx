import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useHostServices } from 'shared-http';
import { NS } from '../../i18n';
import type { TabContentProps } from '../tabs/types';

/** The positions remote's container name, as in the deployment file. */
export const POSITIONS_REMOTE = 'remote_positions';

/**
 * The content of the positions tab: the positions remote itself (its list/tree toggle, close-all
 * and every action), in the slot the host lends (contract 2, decision 0021), never a copy or an
 * import. It runs on the page's one store, so a position here is the one in the positions widget,
 * live in both. Run alone (no host lends a slot), the tab says where positions are shown.
 * The positions remote filters by its own instrument settings; the panel's filter does not reach
 * into another remote.
 */
export function PositionsTab(_props: TabContentProps) {
  const { remotes } = useHostServices();
  const { t } = useTranslation(NS);
  if (!remotes)
    return (
      <Alert severity="info" data-testid="positions-tab-unavailable">
        {t('positionsTab.unavailable')}
      </Alert>
    );
  return (
    <div data-testid="positions-tab">
      <remotes.Slot name={POSITIONS_REMOTE} title={t('positionsTab.widgetTitle')} />
    </div>
  );
}
