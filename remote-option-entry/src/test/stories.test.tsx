import { testStories } from 'shared-http/testing';
import { renderWithProviders } from './renderWithProviders';
import * as chainToolbar from '../features/chain/ChainToolbar.stories';
import * as optionChainTable from '../features/chain/OptionChainTable.stories';

/** Every story of this remote rendered as a test; a stories file missing from the list fails the suite. */
testStories({
  srcDir: `${__dirname}/..`,
  render: renderWithProviders,
  modules: {
    'features/chain/ChainToolbar.stories.tsx': chainToolbar,
    'features/chain/OptionChainTable.stories.tsx': optionChainTable,
  },
});
