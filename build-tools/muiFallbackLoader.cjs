// Webpack loader (remotes' own code, after ts-loader): imports of a narrowed singleton with a
// fallback ('@mui/material') take each name from the page's module, or from the remote's own lazy
// copy when the page lacks it. The rewrite itself: muiFallback.cjs. Options: { pkg }.
const { packageExportMap, packageRootFile, rewriteImports } = require('./muiFallback.cjs');

/** pkg → its export map, computed once per process (the installed package does not change mid-build). */
const exportMaps = new Map();

module.exports = function muiFallbackLoader(code, map) {
  const { pkg } = this.getOptions();
  if (!code.includes(pkg)) return this.callback(null, code, map);
  let exportMap = exportMaps.get(pkg);
  if (!exportMap) {
    exportMap = packageExportMap(pkg, packageRootFile(pkg, this.rootContext));
    exportMaps.set(pkg, exportMap);
  }
  try {
    // The rewrite stays on the import's own lines: the incoming source map still fits.
    this.callback(null, rewriteImports(code, { pkg, exportMap, file: this.resourcePath }).code, map);
  } catch (error) {
    this.callback(error);
  }
};
