// SharedSubsetCheckPlugin over real (tiny) webpack builds: a strictly narrowed package still fails
// the build on a name its module lacks; a package with the fallback lets the loader's namespace
// read through but still fails a named import its module lacks. Run: node --test build-tools/
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { describe, it, after } = require('node:test');
const webpack = require('webpack');
const { SharedSubsetCheckPlugin } = require('./muiSubsetCheck.cjs');
const { NARROWED, NARROWED_WITH_FALLBACK } = require('./federation.cjs');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'subset-check-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
const narrowedFile = path.join(dir, 'narrowed.js');
fs.writeFileSync(narrowedFile, 'export const Box = 1;\nexport const Button = 2;\n');

/** Builds `entry` (its import of 'lib' resolves to the narrowed module); returns the error messages. */
function build(entry, withFallback) {
  fs.writeFileSync(path.join(dir, 'entry.js'), entry);
  const compiler = webpack({
    mode: 'development',
    context: dir,
    entry: ['./entry.js', narrowedFile],
    output: { path: path.join(dir, 'dist') },
    resolve: { alias: { lib: narrowedFile } },
    plugins: [new SharedSubsetCheckPlugin({ lib: narrowedFile }, withFallback)],
    stats: 'none',
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) reject(error);
      else resolve(stats.compilation.errors.map((e) => e.message));
    }),
  );
}

describe('SharedSubsetCheckPlugin', () => {
  it('only @mui/material gets the fallback; every other narrowed package stays strict', () => {
    assert.deepEqual(NARROWED_WITH_FALLBACK, ['@mui/material']);
    assert.ok(NARROWED_WITH_FALLBACK.every((pkg) => pkg in NARROWED));
  });

  it('a strictly narrowed package: a name its module lacks fails the build, a namespace too', async () => {
    assert.deepEqual(await build('import { Box } from "lib"; console.log(Box);', []), []);
    const [missing] = await build('import { Box, Slider } from "lib"; console.log(Box, Slider);', []);
    assert.match(missing, /imports 'Slider' from 'lib', which the page does not share/);
    assert.match(missing, /deploy the host before this app/);
    const [namespace] = await build('import * as L from "lib"; console.log(L);', []);
    assert.match(namespace, /as a whole namespace/);
  });

  it('with the fallback: the namespace read passes; a named import of a missing name still fails', async () => {
    assert.deepEqual(await build('import * as L from "lib"; console.log(L);', ['lib']), []);
    const [missing] = await build('import { Slider } from "lib"; console.log(Slider);', ['lib']);
    assert.match(missing, /imports 'Slider' from 'lib', which the page does not share/);
    assert.doesNotMatch(missing, /deploy the host/);
  });
});
