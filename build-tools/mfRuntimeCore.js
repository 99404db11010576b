// The Module Federation runtime core for a remote's own (standalone) page. Remotes are built with
// `experiments.externalRuntime`: on the composed page they use the host's runtime core (the host
// sets globalThis._FEDERATION_RUNTIME_CORE, `provideExternalRuntime`); alone, this script sets it
// before main.js runs. Built by its own compiler (makeAppConfig), without the federation plugin.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
