import { selectCurrentUnderlying } from 'shared-core';
import { CONTRACT_VERSION, type HostServices, type RemoteDefinition } from 'shared-http';
import { OptionEntryWidget } from './app/OptionEntryWidget';
import { isChainCoin } from './features/chain/rules';
import { coinSelected, optionEntrySlice } from './features/chain/slice';
import { persistEntrySettings } from './features/entry/persistence';
import { optionEntryAccountSlice } from './features/entry/accountSlice';
import { optionEntryFormSlice } from './features/entry/slice';
import { addOptionEntryNamespace } from './i18n';
import { REMOTE_VERSION } from './version';

/** What the host loads: the option chain with its order entry, and how to plug it into the page. */
const definition: RemoteDefinition = {
  name: 'remote_option_entry',
  contractVersion: CONTRACT_VERSION,
  version: REMOTE_VERSION,
  setup(host: HostServices) {
    // Idempotent: injecting the same reducer again and re-adding the bundle are no-ops.
    optionEntrySlice.injectInto(host.rootReducer);
    optionEntryFormSlice.injectInto(host.rootReducer);
    optionEntryAccountSlice.injectInto(host.rootReducer);
    // The entry's settings (spec §4) come from local storage and go back on every change.
    persistEntrySettings(host);
    addOptionEntryNamespace(host.i18n);
    // The chain opens on the page's underlying when the host's route set one before this remote
    // loaded; later changes reach the slice as `currentUnderlyingChanged`.
    const underlying = selectCurrentUnderlying(host.store.getState());
    if (isChainCoin(underlying)) host.store.dispatch(coinSelected(underlying));
  },
  Component: OptionEntryWidget,
};

export default definition;
