import { CONTRACT_VERSION, type HostServices, type RemoteDefinition } from 'shared-http';
import { OrderPanelWidget } from './features/panel/OrderPanelWidget';
import { orderPanelSlice } from './features/openOrders/slice';
import { addOrderPanelNamespace } from './i18n';
import { REMOTE_VERSION } from './version';

/** What the host loads: the order panel and how to plug it into the page's services. */
const definition: RemoteDefinition = {
  name: 'remote_order_panel',
  contractVersion: CONTRACT_VERSION,
  version: REMOTE_VERSION,
  setup(host: HostServices) {
    // Both are idempotent: injecting the same reducer again and re-adding the bundle are no-ops.
    orderPanelSlice.injectInto(host.rootReducer);
    addOrderPanelNamespace(host.i18n);
  },
  Component: OrderPanelWidget,
};

export default definition;
