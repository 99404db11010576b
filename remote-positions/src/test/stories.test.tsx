import { testStories } from 'shared-http/testing';
import { renderWithProviders } from './renderWithProviders';
import * as closeDialog from '../features/close/CloseDialogView.stories';
import * as positionsTable from '../features/positions/PositionsTable.stories';
import * as marginDialog from '../features/margin/MarginDialogView.stories';
import * as autoMarginSwitch from '../features/margin/AutoMarginSwitch.stories';
import * as reverseDialog from '../features/reverse/ReverseDialogView.stories';
import * as trailingDialog from '../features/trailing/TrailingStopDialogView.stories';
import * as mmrDialog from '../features/mmrClose/MmrCloseDialogView.stories';
import * as shareDialog from '../features/share/ShareDialogView.stories';
import * as tpslDialog from '../features/tpsl/TpSlDialogView.stories';
import * as tpslCell from '../features/tpsl/TpSlCell.stories';

/** Every story of this remote rendered as a test; a stories file missing from the list fails the suite. */
testStories({
  srcDir: `${__dirname}/..`,
  render: renderWithProviders,
  modules: {
    'features/close/CloseDialogView.stories.tsx': closeDialog,
    'features/positions/PositionsTable.stories.tsx': positionsTable,
    'features/margin/MarginDialogView.stories.tsx': marginDialog,
    'features/margin/AutoMarginSwitch.stories.tsx': autoMarginSwitch,
    'features/reverse/ReverseDialogView.stories.tsx': reverseDialog,
    'features/trailing/TrailingStopDialogView.stories.tsx': trailingDialog,
    'features/mmrClose/MmrCloseDialogView.stories.tsx': mmrDialog,
    'features/share/ShareDialogView.stories.tsx': shareDialog,
    'features/tpsl/TpSlDialogView.stories.tsx': tpslDialog,
    'features/tpsl/TpSlCell.stories.tsx': tpslCell,
  },
});
