// A remote may use any export of a package shared as a narrowed singleton with a fallback
// (federation.cjs NARROWED_WITH_FALLBACK, i.e. '@mui/material'), whether or not the page's narrowed
// module provides it. muiFallbackLoader.cjs rewrites, in a remote's own code, every
// `import { Slider } from '@mui/material'` into a read of the page's module that falls back, when
// the page lacks the name, to the remote's own copy loaded from a lazy chunk
// (`import('@mui/material/Slider')`). This file holds the pure parts: where each export of the
// package lives, and the rewrite of one module's source. See README.md ("MUI on the composed page").
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const RUNTIME = path.join(__dirname, 'muiFallbackRuntime.mjs');

// TypeScript sources (muiShared.ts) as TypeScript, the rest (MUI's modules, ts-loader's output) as JS.
const scriptKind = (file) =>
  file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
const specifierOf = (node) =>
  node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : undefined;
const hasExport = (node) => (ts.getModifiers?.(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Names an ES module file exports (following its relative `export *`), without 'default'. */
function namedExportsOf(file, seen = new Set()) {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const names = new Set();
  const source = parse(file, fs.readFileSync(file, 'utf8'));
  for (const node of source.statements) {
    if (ts.isExportDeclaration(node) && !node.isTypeOnly) {
      const from = specifierOf(node);
      if (!node.exportClause && from?.startsWith('.')) {
        for (const name of namedExportsOf(path.resolve(path.dirname(file), from), seen)) names.add(name);
      } else if (node.exportClause && ts.isNamedExports(node.exportClause)) {
        for (const element of node.exportClause.elements) names.add(element.name.text);
      } else if (node.exportClause && ts.isNamespaceExport(node.exportClause)) {
        names.add(node.exportClause.name.text);
      }
    } else if (hasExport(node)) {
      if (ts.isVariableStatement(node)) {
        for (const d of node.declarationList.declarations) if (ts.isIdentifier(d.name)) names.add(d.name.text);
      } else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name) {
        names.add(node.name.text);
      }
    }
  }
  names.delete('default');
  return names;
}

/**
 * Where each export of the package root lives: name → { request, exportName } where request is the
 * package's first-level subpath that provides it (e.g. Slider → '@mui/material/Slider' 'default',
 * sliderClasses → '@mui/material/Slider' 'sliderClasses', alpha → '@mui/material/styles' 'alpha',
 * colors → '@mui/material/colors' '*' (the namespace)).
 * @param {string} pkg        e.g. '@mui/material'
 * @param {string} rootFile   the package's ES module root, e.g. .../@mui/material/index.mjs
 */
function packageExportMap(pkg, rootFile) {
  const dir = path.dirname(rootFile);
  const requestOf = (from) => `${pkg}/${path.relative(dir, path.resolve(dir, from)).split(path.sep)[0]}`;
  const map = new Map();
  const set = (name, request, exportName) => {
    if (!map.has(name)) map.set(name, { request, exportName });
  };
  const namespaces = new Map(); // local name of `import * as x from './x'` → its subpath request
  const source = parse(rootFile, fs.readFileSync(rootFile, 'utf8'));
  for (const node of source.statements) {
    const from = specifierOf(node);
    if (ts.isImportDeclaration(node) && from?.startsWith('.')) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.set(bindings.name.text, requestOf(from));
    }
  }
  // Explicit exports take precedence over `export *` (ES module semantics), so two passes.
  for (const node of source.statements) {
    if (!ts.isExportDeclaration(node) || node.isTypeOnly || !node.exportClause) continue;
    if (!ts.isNamedExports(node.exportClause)) continue;
    const from = specifierOf(node);
    for (const element of node.exportClause.elements) {
      const local = (element.propertyName ?? element.name).text;
      if (from?.startsWith('.')) set(element.name.text, requestOf(from), local);
      else if (from)
        set(element.name.text, from, local); // e.g. unstable_composeClasses from '@mui/utils/…'
      else if (!from && namespaces.has(local)) set(element.name.text, namespaces.get(local), '*');
    }
  }
  for (const node of source.statements) {
    const from = specifierOf(node);
    if (!ts.isExportDeclaration(node) || node.isTypeOnly || node.exportClause || !from?.startsWith('.')) continue;
    for (const name of namedExportsOf(path.resolve(dir, from))) set(name, requestOf(from), name);
  }
  return map;
}

/** The ES module root of an installed package, as seen from `fromDir`. */
function packageRootFile(pkg, fromDir) {
  const pkgJsonPath = require.resolve(`${pkg}/package.json`, { paths: [fromDir] });
  const pkgJson = JSON.parse(fs.readFileSync(pkgJsonPath, 'utf8'));
  const root = pkgJson.exports?.['.']?.import?.default ?? pkgJson.module;
  if (!root) throw new Error(`${pkg} has no ES module root`);
  return path.join(path.dirname(pkgJsonPath), root);
}

/**
 * Rewrites one module's (JavaScript, ES module) imports of `pkg` so that each imported name the
 * page's module does NOT provide (not in `provided`, the names this build's narrowed module
 * exports) is taken from the page's module when it has it, else from the module's own copy loaded
 * lazily. Names in `provided` stay a plain static import: a module importing only those is left
 * exactly as it was (no async module, no lazy chunk). `import { Box, Slider as S } from
 * '@mui/material'` with Box provided becomes (on the same line, so source maps keep their lines):
 *   import { Box } from '@mui/material'; import * as __muiPage0 from '@mui/material';
 *   import { pickShared as __pickShared } from '<runtime>';
 *   const { Slider: S } = await __pickShared(__muiPage0, {
 *     Slider: () => import('@mui/material/Slider').then((m) => m.default) });
 * `export { X } from '@mui/material'` likewise. Only such a module becomes an async module (top-level
 * await); when the page has the name nothing is fetched.
 * @param {{ pkg: string, exportMap: Map<string, { request: string, exportName: string }>,
 *   provided?: ReadonlySet<string>, runtime?: string, file?: string }} options
 * @returns {{ code: string, names: string[] }} names: the names given the fallback (empty: unchanged)
 */
function rewriteImports(code, { pkg, exportMap, provided = new Set(), runtime = RUNTIME, file = 'module.js' }) {
  const source = parse(file, code);
  const edits = [];
  const names = [];
  const unknown = [];
  let index = 0;
  for (const node of source.statements) {
    const isImport = ts.isImportDeclaration(node);
    if (!isImport && !ts.isExportDeclaration(node)) continue;
    if (specifierOf(node) !== pkg) continue;
    /** [export name, local name] pairs */
    const pairs = [];
    if (isImport) {
      const clause = node.importClause;
      if (!clause || clause.isTypeOnly) continue; // a bare `import 'pkg'` or a type import: leave it
      if (clause.name) throw new Error(`${file}: default import of '${pkg}'; import named exports instead`);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) {
        throw new Error(`${file}: uses '${pkg}' as a whole namespace; import named exports instead`);
      }
      for (const element of bindings?.elements ?? []) {
        if (element.isTypeOnly) continue;
        pairs.push([(element.propertyName ?? element.name).text, element.name.text]);
      }
    } else {
      if (node.isTypeOnly) continue;
      if (!node.exportClause || !ts.isNamedExports(node.exportClause)) {
        throw new Error(`${file}: re-exports all of '${pkg}'; re-export named exports instead`);
      }
      for (const element of node.exportClause.elements) {
        if (element.isTypeOnly) continue;
        const name = (element.propertyName ?? element.name).text;
        pairs.push([name, `__muiExport${index}_${name}`]);
      }
    }
    if (pairs.length === 0) continue; // only type specifiers: nothing at run time
    for (const [name] of pairs) if (!exportMap.has(name)) unknown.push(name);
    const kept = pairs.filter(([name]) => provided.has(name));
    const missing = pairs.filter(([name]) => !provided.has(name) && exportMap.has(name));
    if (missing.length === 0) continue; // all provided by the page's module: a plain static import
    const page = `__muiPage${index++}`;
    const loaders = [];
    for (const [name] of missing) {
      const where = exportMap.get(name);
      names.push(name);
      const load =
        where.exportName === '*'
          ? `import(${JSON.stringify(where.request)})`
          : `import(${JSON.stringify(where.request)}).then((m) => m[${JSON.stringify(where.exportName)}])`;
      loaders.push(`${JSON.stringify(name)}: () => ${load}`);
    }
    const destructure = missing.map(([name, local]) => (name === local ? name : `${JSON.stringify(name)}: ${local}`));
    // what the page's module provides: the declaration's own text for those names, unchanged
    const keep = kept.length
      ? isImport
        ? `import { ${kept.map(([name, local]) => (name === local ? name : `${name} as ${local}`)).join(', ')} } from ${JSON.stringify(pkg)}; `
        : `export { ${node.exportClause.elements
            .filter((e) => !e.isTypeOnly && provided.has((e.propertyName ?? e.name).text))
            .map((e) => e.getText(source))
            .join(', ')} } from ${JSON.stringify(pkg)}; `
      : '';
    const missingExports = isImport
      ? []
      : node.exportClause.elements
          .filter((e) => !e.isTypeOnly && !provided.has((e.propertyName ?? e.name).text))
          .map((e) => `__muiExport${index - 1}_${(e.propertyName ?? e.name).text} as ${e.name.text}`);
    const replacement =
      keep +
      `import * as ${page} from ${JSON.stringify(pkg)}; ` +
      `import { pickShared as __pickShared${page} } from ${JSON.stringify(runtime)}; ` +
      `const { ${destructure.join(', ')} } = await __pickShared${page}(${page}, { ${loaders.join(', ')} });` +
      (missingExports.length ? ` export { ${missingExports.join(', ')} };` : '');
    edits.push([node.getStart(source), node.getEnd(), replacement]);
  }
  if (unknown.length) throw new Error(`${file}: ${unknown.map((n) => `'${n}'`).join(', ')} not exported by '${pkg}'`);
  let out = code;
  for (const [start, end, text] of edits.reverse()) out = out.slice(0, start) + text + out.slice(end);
  return { code: out, names };
}

module.exports = { packageExportMap, packageRootFile, rewriteImports, namedExportsOf, RUNTIME };
