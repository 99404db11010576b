import { testStories } from 'shared-http/testing';
import { renderWithProviders } from './renderWithProviders';
import * as assetsTable from '../features/assets/AssetsTable.stories';
import * as borrowingsTable from '../features/borrowings/BorrowingsTable.stories';
import * as ltRecordsView from '../features/leveragedToken/LtRecordsView.stories';
import * as pnlView from '../features/pnl/PnlView.stories';
import * as orderHistoryView from '../features/history/OrderHistoryView.stories';
import * as tradeHistoryView from '../features/history/TradeHistoryView.stories';
import * as positionsTab from '../features/positionsTab/PositionsTab.stories';
import * as closeAllBar from '../features/closeAll/CloseAllBar.stories';
import * as noticeSwitches from '../features/notifications/NoticeSwitches.stories';
import * as currentInstrumentFilter from '../features/openOrders/CurrentInstrumentFilter.stories';
import * as openOrdersSubTabs from '../features/openOrders/OpenOrdersSubTabs.stories';
import * as openOrdersTable from '../features/openOrders/OpenOrdersTable.stories';
import * as orderTpSlCell from '../features/openOrders/OrderTpSlCell.stories';
import * as instrumentTypeFilter from '../features/tabs/InstrumentTypeFilter.stories';
import * as orderPanelTabs from '../features/tabs/OrderPanelTabs.stories';
import * as panelSettings from '../features/tabs/PanelSettings.stories';
import * as tipsView from '../features/tips/TipsView.stories';
import * as repayBar from '../features/repay/RepayBar.stories';
import * as repayDialog from '../features/repay/RepayDialog.stories';
import * as spreadOrdersTable from '../features/spread/SpreadOrdersTable.stories';
import * as toolForm from '../features/tools/ToolForm.stories';
import * as toolsView from '../features/tools/ToolsView.stories';
import { DragReorder } from '../features/tabs/OrderPanelTabs';
import { SettingsPopover } from '../features/tabs/PanelSettings';

// lazy parts in before the stories render (as the page prefetches them)
beforeAll(() => Promise.all([SettingsPopover.prefetch(), DragReorder.prefetch()]), 60_000);

/** Every story of this remote rendered as a test; a stories file missing from the list fails the suite. */
testStories({
  srcDir: `${__dirname}/..`,
  render: renderWithProviders,
  modules: {
    'features/assets/AssetsTable.stories.tsx': assetsTable,
    'features/borrowings/BorrowingsTable.stories.tsx': borrowingsTable,
    'features/leveragedToken/LtRecordsView.stories.tsx': ltRecordsView,
    'features/pnl/PnlView.stories.tsx': pnlView,
    'features/history/OrderHistoryView.stories.tsx': orderHistoryView,
    'features/history/TradeHistoryView.stories.tsx': tradeHistoryView,
    'features/closeAll/CloseAllBar.stories.tsx': closeAllBar,
    'features/notifications/NoticeSwitches.stories.tsx': noticeSwitches,
    'features/openOrders/CurrentInstrumentFilter.stories.tsx': currentInstrumentFilter,
    'features/openOrders/OpenOrdersSubTabs.stories.tsx': openOrdersSubTabs,
    'features/openOrders/OpenOrdersTable.stories.tsx': openOrdersTable,
    'features/openOrders/OrderTpSlCell.stories.tsx': orderTpSlCell,
    'features/positionsTab/PositionsTab.stories.tsx': positionsTab,
    'features/tabs/InstrumentTypeFilter.stories.tsx': instrumentTypeFilter,
    'features/tabs/OrderPanelTabs.stories.tsx': orderPanelTabs,
    'features/tabs/PanelSettings.stories.tsx': panelSettings,
    'features/tips/TipsView.stories.tsx': tipsView,
    'features/repay/RepayBar.stories.tsx': repayBar,
    'features/repay/RepayDialog.stories.tsx': repayDialog,
    'features/spread/SpreadOrdersTable.stories.tsx': spreadOrdersTable,
    'features/tools/ToolForm.stories.tsx': toolForm,
    'features/tools/ToolsView.stories.tsx': toolsView,
  },
});
