import { CONTRACT_VERSION, type HostServices, type RemoteDefinition } from 'shared-http';
import { PositionsWidget } from './features/positions/PositionsWidget';
import { positionsSlice } from './features/positions/slice';
import { addPositionsNamespace } from './i18n';
import { REMOTE_VERSION } from './version';

/** What the host loads: the positions widget and how to plug it into the page's services. */
const definition: RemoteDefinition = {
  name: 'remote_positions',
  contractVersion: CONTRACT_VERSION,
  version: REMOTE_VERSION,
  setup(host: HostServices) {
    // Both are idempotent: injecting the same reducer again and re-adding the bundle are no-ops.
    positionsSlice.injectInto(host.rootReducer);
    addPositionsNamespace(host.i18n);
  },
  Component: PositionsWidget,
};

export default definition;
