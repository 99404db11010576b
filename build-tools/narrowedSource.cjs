// A narrowed share module (federation.cjs NARROWED) re-exports from its own package root, e.g.
// shared-core/src/shares/rxjsShared.ts: `export { Subject } from 'rxjs'`. Inside that module the
// request 'rxjs' must be the real package, not the share key it provides (Module Federation would
// consume the shared 'rxjs' there, i.e. the module itself). This plugin resolves such a request
// to the package's file (the same resolution, conditions and all) before Module Federation
// matches it by name, so the module re-exports the real package, tree-shaken to its names. Narrowed modules that import by deep path (MUI's
// muiShared.ts) need no rewrite and are left alone.
const PLUGIN = 'NarrowedSourcePlugin';

class NarrowedSourcePlugin {
  /** @param {Record<string,string>} narrowed share request → absolute path of the provided module */
  constructor(narrowed) {
    this.byFile = new Map(Object.entries(narrowed).map(([request, file]) => [file, request]));
  }

  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap(PLUGIN, (factory) => {
      factory.hooks.beforeResolve.tapPromise(PLUGIN, async (resolveData) => {
        const key = this.byFile.get(resolveData.contextInfo.issuer);
        if (key === undefined || resolveData.request !== key) return undefined;
        const resolver = factory.getResolver('normal', {
          ...resolveData.resolveOptions,
          dependencyType: resolveData.dependencyType,
        });
        resolveData.request = await new Promise((resolve, reject) =>
          resolver.resolve(resolveData.contextInfo, resolveData.context, key, {}, (error, file) =>
            error || !file ? reject(error ?? new Error(`${PLUGIN}: cannot resolve ${key}`)) : resolve(file),
          ),
        );
        return undefined;
      });
    });
  }
}

module.exports = { NarrowedSourcePlugin };
