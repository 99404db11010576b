// Fails the build when code imports, from a singleton that is provided as a narrower module
// (federation.cjs NARROWED, e.g. '@mui/material' → shared-core/src/ui/muiShared.ts), a name that
// module does not export. Without this check the import would compile (consumed shared modules
// have unknown exports to webpack) and be `undefined` at run time on the composed page.
// For the packages in NARROWED_WITH_FALLBACK ('@mui/material') a remote's own code does not import
// names at all: muiFallbackLoader.cjs turned its imports into a namespace read with a fallback
// (allowed here); what is left (the host, shared-core, shared-http) is checked like the rest.
const { NARROWED, NARROWED_WITH_FALLBACK } = require('./federation.cjs');

const PLUGIN = 'SharedSubsetCheckPlugin';

class SharedSubsetCheckPlugin {
  /**
   * @param {Record<string,string>} [narrowed] share request → absolute path of the provided module
   * @param {string[]} [withFallback] requests whose namespace imports (muiFallbackLoader's output) pass
   */
  constructor(narrowed = NARROWED, withFallback = NARROWED_WITH_FALLBACK) {
    this.narrowed = narrowed;
    this.withFallback = new Set(withFallback);
  }

  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      // After finishModules: FlagDependencyExportsPlugin has computed each module's exports.
      compilation.hooks.afterOptimizeDependencies.tap(PLUGIN, (modules) => {
        const { moduleGraph } = compilation;
        /** request → Set of exported names, from the narrowed module itself */
        const provided = new Map();
        for (const module of modules) {
          for (const [request, file] of Object.entries(this.narrowed)) {
            if (module.resource !== file) continue;
            const names = moduleGraph.getExportsInfo(module).getProvidedExports();
            if (!Array.isArray(names)) {
              compilation.errors.push(new WebpackError(`${PLUGIN}: cannot list the exports of ${file}`));
              continue;
            }
            provided.set(request, new Set(names));
          }
        }
        if (provided.size === 0) return;
        const problems = [];
        for (const module of modules) {
          if (!module.resource || Object.values(this.narrowed).includes(module.resource)) continue;
          const deps = [...module.dependencies, ...(module.blocks ?? []).flatMap((b) => b.dependencies)];
          for (const dep of deps) {
            const names = provided.get(dep.request);
            if (!names) continue;
            const where = compilation.requestShortener.shorten(module.resource);
            if (dep.type === 'harmony import specifier' || dep.type === 'harmony export imported specifier') {
              const ids = dep.ids ?? [];
              if (ids.length === 0) {
                if (this.withFallback.has(dep.request)) continue;
                problems.push([
                  dep.request,
                  `${where}: uses '${dep.request}' as a whole namespace; import named exports instead`,
                ]);
              } else if (!names.has(ids[0])) {
                problems.push([
                  dep.request,
                  `${where}: imports '${ids[0]}' from '${dep.request}', which the page does not share`,
                ]);
              }
            } else if (dep.type === 'cjs require' || dep.type === 'import()' || dep.type === 'require.resolve') {
              problems.push([
                dep.request,
                `${where}: ${dep.type} of '${dep.request}' cannot be checked; use a static named import`,
              ]);
            }
          }
        }
        const seen = new Set();
        for (const [request, problem] of problems) {
          if (seen.has(problem)) continue;
          seen.add(problem);
          // With a fallback only the host's and the shared libraries' code gets here: they run on the
          // page's module, built with them. A remote's own code never does (the loader rewrote it).
          const next = this.withFallback.has(request)
            ? 'the host and the shared libraries use only what the page provides'
            : 'then deploy the host before this app';
          const error = new WebpackError(
            `${problem}.\nAdd it to ${this.narrowed[request]} (see build-tools/README.md); ${next}.`,
          );
          error.name = PLUGIN;
          compilation.errors.push(error);
        }
      });
    });
  }
}

module.exports = { SharedSubsetCheckPlugin };
