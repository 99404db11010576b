// The rewrite that lets a remote use a MUI name the page's narrowed module lacks (muiFallback.cjs),
// and the runtime pick it calls. Run: node --test build-tools/
const assert = require('node:assert/strict');
const { describe, it } = require('node:test');
const { packageExportMap, packageRootFile, rewriteImports, namedExportsOf } = require('./muiFallback.cjs');
const { NARROWED } = require('./federation.cjs');

const exportMap = packageExportMap('@mui/material', packageRootFile('@mui/material', __dirname));
/** What this build's shared-core/src/ui/muiShared.ts exports (Box, Typography, …; not Slider, Rating). */
const provided = namedExportsOf(NARROWED['@mui/material']);
const rewrite = (code) => rewriteImports(code, { pkg: '@mui/material', exportMap, provided, runtime: 'RUNTIME' });

/**
 * Runs a rewritten module body with `page` as the page's module and `own` as the container's own
 * modules (what `import()` would load); returns the value of `returns`, what it loaded, what it exported.
 */
async function evaluate(code, page, own, returns = '{}') {
  const { pickShared } = await import('./muiFallbackRuntime.mjs');
  const loaded = [];
  const load = async (request) => {
    loaded.push(request);
    return own[request];
  };
  const body = code
    .replace(
      /import \{ ([^}]+) \} from "@mui\/material";/g,
      (_, names) => `const { ${names.replaceAll(' as ', ': ')} } = page;`,
    )
    .replace(/import \* as (\w+) from "@mui\/material";/g, 'const $1 = page;')
    .replace(/import \{ pickShared as (\w+) \} from "RUNTIME";/g, 'const $1 = pickShared;')
    .replace(/import\("([^"]+)"\)/g, (_, request) => `load(${JSON.stringify(request)})`)
    .replace(/export \{ (\w+) as (\w+) \};/g, 'exported.$2 = $1;');
  const exported = {};
  const AsyncFunction = (async () => {}).constructor;
  const run = new AsyncFunction('page', 'pickShared', 'load', 'exported', `${body}; return ${returns};`);
  const result = await run(page, pickShared, load, exported);
  return { result, loaded, exported };
}

describe('where each @mui/material export lives (the fallback deep import)', () => {
  for (const [name, request, exportName] of [
    ['Slider', '@mui/material/Slider', 'default'],
    ['Rating', '@mui/material/Rating', 'default'],
    ['sliderClasses', '@mui/material/Slider', 'sliderClasses'],
    ['useMediaQuery', '@mui/material/useMediaQuery', 'default'],
    ['alpha', '@mui/material/styles', 'alpha'],
    ['createTheme', '@mui/material/styles', 'createTheme'],
    ['ThemeProvider', '@mui/material/styles', 'ThemeProvider'],
    ['colors', '@mui/material/colors', '*'],
  ]) {
    it(`${name} → ${request} (${exportName})`, () => {
      assert.deepEqual(exportMap.get(name), { request, exportName });
    });
  }

  it('knows every runtime export of the package root', () => {
    const root = require('@mui/material');
    const missing = Object.keys(root).filter((k) => k !== '__esModule' && k !== 'default' && !exportMap.has(k));
    assert.deepEqual(missing, []);
  });
});

describe('rewriting a remote module', () => {
  it('the names muiShared.ts provides: test premise', () => {
    assert.ok(provided.has('Box') && provided.has('Typography') && provided.has('ThemeProvider'));
    assert.ok(!provided.has('Slider') && !provided.has('Rating'));
  });

  it('leaves an import of provided names exactly as it is: no async module, no lazy chunk', () => {
    for (const code of [
      'import { Box, Typography as T, ThemeProvider } from "@mui/material";\nuse(Box, T);\n',
      'export { Box as Frame } from "@mui/material";\n',
    ]) {
      assert.deepEqual(rewrite(code), { code, names: [] });
    }
  });

  it('gives only a name muiShared.ts lacks the page-or-own-lazy-copy read, on the same line', () => {
    const code =
      'import { jsx } from "react/jsx-runtime";\nimport { Box, Slider as S } from "@mui/material";\nuse(Box, S);\n';
    const { code: out, names } = rewrite(code);
    assert.deepEqual(names, ['Slider']);
    const lines = out.split('\n');
    assert.equal(lines.length, 4, 'no line added: the source map still fits');
    assert.equal(lines[0], 'import { jsx } from "react/jsx-runtime";');
    assert.match(lines[1], /^import \{ Box \} from "@mui\/material"; import \* as __muiPage0 from "@mui\/material"; /);
    assert.match(lines[1], /const \{ "Slider": S \} = await /);
    assert.match(lines[1], /"Slider": \(\) => import\("@mui\/material\/Slider"\)\.then\(\(m\) => m\["default"\]\)/);
    assert.doesNotMatch(lines[1], /"Box"/, 'a provided name gets no fallback');
    assert.equal(lines[2], 'use(Box, S);');
    assert.doesNotMatch(out, /from "@mui\/material\/(Box|Slider)"/, 'no static deep import: nothing in the first load');
  });

  it('leaves other modules, type-only imports and other packages alone', () => {
    for (const code of [
      'import { Box } from "@mui/system";\n',
      'import type { Theme } from "@mui/material";\n',
      'import { type Theme } from "@mui/material";\n',
      'const x = "@mui/material";\n',
    ]) {
      assert.equal(rewrite(code).code, code);
    }
  });

  it('rewrites a named re-export of a missing name too, keeping the provided ones static', () => {
    const { code } = rewrite('export { Box, Rating as Stars } from "@mui/material";\n');
    assert.match(code, /^export \{ Box \} from "@mui\/material"; /);
    assert.match(code, /const \{ "Rating": __muiExport0_Rating \} = await /);
    assert.match(code, /export \{ __muiExport0_Rating as Stars \};/);
  });

  it('refuses what it cannot make safe: a namespace, a default import, a name MUI does not export', () => {
    assert.throws(() => rewrite('import * as M from "@mui/material";'), /whole namespace/);
    assert.throws(() => rewrite('import M from "@mui/material";'), /default import/);
    assert.throws(() => rewrite('export * from "@mui/material";'), /re-exports all/);
    assert.throws(() => rewrite('import { Slidr } from "@mui/material";'), /'Slidr' not exported by '@mui\/material'/);
    assert.throws(() => rewrite('import { Box, Slidr } from "@mui/material";'), /'Slidr' not exported/);
  });
});

describe('at run time', () => {
  const code = rewrite('import { Box, Slider as S } from "@mui/material";').code;
  const pageBox = () => 'page Box';
  const ownModules = { '@mui/material/Slider': { default: () => 'own Slider' } };

  it('takes a missing name from the page when a newer page has it, and fetches nothing', async () => {
    const pageSlider = () => 'page Slider';
    const { result, loaded } = await evaluate(code, { Box: pageBox, Slider: pageSlider }, ownModules, '{ Box, S }');
    assert.equal(result.Box, pageBox);
    assert.equal(result.S, pageSlider);
    assert.deepEqual(loaded, []);
  });

  it('loads a name the page lacks from its own copy; a provided one always from the page', async () => {
    const { result, loaded } = await evaluate(code, { Box: pageBox }, ownModules, '{ Box, S }');
    assert.equal(result.Box, pageBox);
    assert.equal(result.S, ownModules['@mui/material/Slider'].default);
    assert.deepEqual(loaded, ['@mui/material/Slider']);
  });

  it('a re-exported name falls back the same way', async () => {
    const reexport = rewrite('export { Rating } from "@mui/material";').code;
    const own = { '@mui/material/Rating': { default: () => 'own Rating' } };
    const { exported, loaded } = await evaluate(reexport, {}, own);
    assert.equal(exported.Rating, own['@mui/material/Rating'].default);
    assert.deepEqual(loaded, ['@mui/material/Rating']);
  });
});
