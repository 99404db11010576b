import { testStories } from 'shared-http/testing';
import { renderWithProviders } from './renderWithProviders';
import * as chainToolbar from '../features/chain/ChainToolbar.stories';
import * as optionChainTable from '../features/chain/OptionChainTable.stories';
import * as batchList from '../features/entry/BatchList.stories';
import * as cancelConfirmDialog from '../features/entry/CancelConfirmDialog.stories';
import * as entryForm from '../features/entry/EntryForm.stories';
import * as entryOpenOrders from '../features/entry/EntryOpenOrders.stories';
import * as entrySettingsBar from '../features/entry/EntrySettingsBar.stories';
import * as instrumentDetail from '../features/entry/InstrumentDetail.stories';
import * as outcomeList from '../features/entry/OutcomeList.stories';
import * as placeConfirmDialog from '../features/entry/PlaceConfirmDialog.stories';
import * as stepInput from '../features/entry/StepInput.stories';
import * as ticketSkeleton from '../features/entry/TicketSkeleton.stories';

/** Every story of this remote rendered as a test; a stories file missing from the list fails the suite. */
testStories({
  srcDir: `${__dirname}/..`,
  render: renderWithProviders,
  // Raw keys of this remote's groups must never show (a missing text renders its key).
  keyPrefixes: [
    'columns',
    'states',
    'entry',
    'detail',
    'batch',
    'confirm',
    'cancelConfirm',
    'outcome',
    'openOrders',
    'settings',
    'chain',
  ],
  modules: {
    'features/chain/ChainToolbar.stories.tsx': chainToolbar,
    'features/chain/OptionChainTable.stories.tsx': optionChainTable,
    'features/entry/BatchList.stories.tsx': batchList,
    'features/entry/CancelConfirmDialog.stories.tsx': cancelConfirmDialog,
    'features/entry/EntryForm.stories.tsx': entryForm,
    'features/entry/EntryOpenOrders.stories.tsx': entryOpenOrders,
    'features/entry/EntrySettingsBar.stories.tsx': entrySettingsBar,
    'features/entry/InstrumentDetail.stories.tsx': instrumentDetail,
    'features/entry/OutcomeList.stories.tsx': outcomeList,
    'features/entry/PlaceConfirmDialog.stories.tsx': placeConfirmDialog,
    'features/entry/StepInput.stories.tsx': stepInput,
    'features/entry/TicketSkeleton.stories.tsx': ticketSkeleton,
  },
});
