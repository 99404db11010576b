import { Box } from '@mui/material';
import { Suspense } from 'react';
import { useAppDispatch, useAppSelector, usePrefetchWhenIdle } from 'shared-core';
import { EntryFeeds } from './EntryFeeds';
import { EntrySettingsBar } from './EntrySettingsBar';
import { Batch, Confirm, FeedErrors, LAZY_PARTS, OpenOrders, Outcomes } from './lazyParts';
import { selectPanelView } from './panelView';
import { settingChanged } from './slice';
import { TicketArea } from './TicketArea';
import { usePickOpensLeg } from './usePickOpensLeg';
import { useRiskConfig } from './useRiskConfig';

/**
 * The connected order entry: opens a leg for the option picked in the chain, keeps the
 * instrument's detail and the account's data live (EntryFeeds), and composes the ticket
 * (DraftSection), the settings, the batch, the outcomes, the open orders of the option and the
 * confirmations (selectPanelView says which). Everything the trader typed lives in the store.
 */
export function EntryPanel() {
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectPanelView);
  usePrefetchWhenIdle(LAZY_PARTS);
  usePickOpensLeg();
  useRiskConfig(view.settleCoin);
  return (
    <Box data-testid="entry-panel">
      <EntryFeeds accountCoin={view.accountCoin} bookSymbol={view.bookSymbol} />
      <TicketArea ticket={view.ticket} />
      {view.feedErrors ? (
        <Suspense fallback={null}>
          <FeedErrors.Component />
        </Suspense>
      ) : null}
      {/* below the ticket: the form and its submit come first in the column */}
      <EntrySettingsBar
        settings={view.settings}
        disabled={view.locked}
        onChange={(patch) => dispatch(settingChanged(patch))}
      />
      <Suspense fallback={null}>
        {view.settings.batchMode ? <Batch.Component /> : null}
        {view.outcomes ? <Outcomes.Component /> : null}
      </Suspense>
      <Suspense fallback={null}>
        {view.openOrdersSymbol !== null ? <OpenOrders.Component symbol={view.openOrdersSymbol} /> : null}
        {view.confirm ? <Confirm.Component /> : null}
      </Suspense>
    </Box>
  );
}
