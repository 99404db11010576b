// Runtime plugin of the host (a pure consumer): puts the host's MF runtime core on the global that
// remotes built with `experiments.externalRuntime` read (_FEDERATION_RUNTIME_CORE), so the
// composed page runs one runtime core. Same job as MF's `experiments.provideExternalRuntime`
// (@module-federation/inject-external-runtime-core-plugin), but that option registers the
// plugin's CommonJS build, which bundles a second, CommonJS copy of the runtime core into the
// host (+20 KB gzip) and publishes that copy instead of the one the host runs. Importing the
// ESM entry here resolves to the very module webpack-bundler-runtime uses.
import * as runtimeCore from '@module-federation/runtime-core';

const VERSION = '2.9.2';

export default function provideRuntimeCore() {
  return {
    name: 'provide-runtime-core',
    version: VERSION,
    beforeInit(args) {
      const global = runtimeCore.Global;
      const from = global._FEDERATION_RUNTIME_CORE_FROM;
      if (global._FEDERATION_RUNTIME_CORE && from && from.name !== args.options.name) {
        console.warn(
          `[federation] ${from.name} already provides the MF runtime core; ${args.options.name} does not replace it`,
        );
        return args;
      }
      global._FEDERATION_RUNTIME_CORE = runtimeCore;
      global._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: VERSION };
      return args;
    },
  };
}
