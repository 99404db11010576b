// The page's narrowed '@mui/system' (shared-core/src/shares/muiSystemShared.ts) must export every
// name that any module of @mui/material takes from the '@mui/system' root, not only those of the
// components the page uses today: a remote's own lazy copy of a MUI component the page lacks
// (decision 0017) runs on the page's '@mui/system'. A MUI upgrade that needs a new name fails here.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { test } = require('node:test');

const ROOT = path.join(__dirname, '..');
const MODULE = path.join(ROOT, 'shared-core', 'src', 'shares', 'muiSystemShared.ts');

/** Names in `import { … } from '@mui/system'` / `export { … } from '@mui/system'` of one source. */
function rootNames(text) {
  const names = new Set();
  const re = /(?:import|export)\s*\{([^}]*)\}\s*from\s*['"]@mui\/system['"]/g;
  for (const [, list] of text.matchAll(re)) {
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        .replace(/^type\s+/, '');
      if (name && !part.trim().startsWith('type ')) names.add(name);
    }
  }
  return names;
}

function filesUnder(dir, ext) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(p, ext);
    return p.endsWith(ext) ? [p] : [];
  });
}

test('the narrowed @mui/system exports every root name @mui/material and our MUI shims use', () => {
  const material = path.dirname(require.resolve('@mui/material', { paths: [ROOT] }));
  const needed = new Map();
  const sources = [...filesUnder(material, '.mjs'), ...filesUnder(__dirname, '.mjs')];
  for (const file of sources) {
    for (const name of rootNames(fs.readFileSync(file, 'utf8'))) if (!needed.has(name)) needed.set(name, file);
  }
  assert.ok(needed.size > 10, `found only ${needed.size} names: the scan is broken`);
  const provided = rootNames(fs.readFileSync(MODULE, 'utf8'));
  const missing = [...needed].filter(([name]) => !provided.has(name));
  assert.deepEqual(
    missing.map(([name, file]) => `${name} (${path.relative(ROOT, file)})`),
    [],
    `add these to ${path.relative(ROOT, MODULE)}`,
  );
});
