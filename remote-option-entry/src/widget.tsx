import { CONTRACT_VERSION, type HostServices, type RemoteDefinition } from 'shared-http';
import { OptionEntryWidget } from './features/chain/OptionEntryWidget';
import { optionEntrySlice } from './features/chain/slice';
import { addOptionEntryNamespace } from './i18n';
import { REMOTE_VERSION } from './version';

/** What the host loads: the option chain with its order ticket, and how to plug it into the page. */
const definition: RemoteDefinition = {
  name: 'remote_option_entry',
  contractVersion: CONTRACT_VERSION,
  version: REMOTE_VERSION,
  setup(host: HostServices) {
    // Both are idempotent: injecting the same reducer again and re-adding the bundle are no-ops.
    optionEntrySlice.injectInto(host.rootReducer);
    addOptionEntryNamespace(host.i18n);
  },
  Component: OptionEntryWidget,
};

export default definition;
