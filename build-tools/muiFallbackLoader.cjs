// Webpack loader (remotes' own code, after ts-loader): imports of a narrowed singleton with a
// fallback ('@mui/material') of names this build's narrowed module (federation.cjs NARROWED, i.e.
// shared-core/src/ui/muiShared.ts) does not export take the name from the page's module, or from
// the remote's own lazy copy when the page lacks it. Names it exports stay plain static imports.
// The rewrite itself: muiFallback.cjs. Options: { pkg }.
const fs = require('node:fs');
const { packageExportMap, packageRootFile, rewriteImports, namedExportsOf } = require('./muiFallback.cjs');
const { NARROWED } = require('./federation.cjs');

/** pkg → its export map, computed once per process (the installed package does not change mid-build). */
const exportMaps = new Map();
/** narrowed module file → { mtimeMs, names }: re-read when the file changes (watch mode). */
const providedNames = new Map();

function provided(file) {
  const { mtimeMs } = fs.statSync(file);
  const cached = providedNames.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.names;
  const names = namedExportsOf(file);
  providedNames.set(file, { mtimeMs, names });
  return names;
}

module.exports = function muiFallbackLoader(code, map) {
  const { pkg } = this.getOptions();
  if (!code.includes(pkg)) return this.callback(null, code, map);
  let exportMap = exportMaps.get(pkg);
  if (!exportMap) {
    exportMap = packageExportMap(pkg, packageRootFile(pkg, this.rootContext));
    exportMaps.set(pkg, exportMap);
  }
  const narrowedFile = NARROWED[pkg];
  this.addDependency(narrowedFile);
  try {
    // The rewrite stays on the import's own lines: the incoming source map still fits.
    const options = { pkg, exportMap, provided: provided(narrowedFile), file: this.resourcePath };
    this.callback(null, rewriteImports(code, options).code, map);
  } catch (error) {
    this.callback(error);
  }
};
