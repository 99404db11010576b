// Fails the build when code imports, from a singleton that is provided as a narrower module
// (federation.cjs NARROWED, e.g. '@mui/material' → shared-core/src/ui/muiShared.ts), a name that
// module does not export. Without this check the import would compile (consumed shared modules
// have unknown exports to webpack) and be `undefined` at run time on the composed page.
const { NARROWED } = require('./federation.cjs');

const PLUGIN = 'SharedSubsetCheckPlugin';

class SharedSubsetCheckPlugin {
  /** @param {Record<string,string>} [narrowed] share request → absolute path of the provided module */
  constructor(narrowed = NARROWED) {
    this.narrowed = narrowed;
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
          const error = new WebpackError(
            `${problem}.\nAdd it to ${this.narrowed[request]} (see build-tools/README.md), then deploy the host before this app.`,
          );
          error.name = PLUGIN;
          compilation.errors.push(error);
        }
      });
    });
  }
}

module.exports = { SharedSubsetCheckPlugin };
