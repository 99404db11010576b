import { testStories } from 'shared-http/testing';
import { renderWithProviders } from './renderWithProviders';
import * as chainToolbar from '../features/chain/ChainToolbar.stories';
import * as optionChainTable from '../features/chain/OptionChainTable.stories';
import * as orderTicket from '../features/ticket/OrderTicket.stories';

/** Every story of this remote rendered as a test; a stories file missing from the list fails the suite. */
testStories({
  srcDir: `${__dirname}/..`,
  render: renderWithProviders,
  modules: {
    'features/chain/ChainToolbar.stories.tsx': chainToolbar,
    'features/chain/OptionChainTable.stories.tsx': optionChainTable,
    'features/ticket/OrderTicket.stories.tsx': orderTicket,
  },
});
