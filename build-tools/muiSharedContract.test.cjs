// shared-core/src/ui/muiShared.ts is the list of MUI names the page shares. A remote built against a
// list with more names imports them statically (muiFallbackLoader.cjs gives the fallback only to
// names the list lacks), so it needs a page with that list: changing the list is a shared-core
// MINOR bump, and a remote built after it shows "needs a newer page" on an older host instead of
// failing (decision 0018). This test makes the bump impossible to forget: muiShared.contract.json
// records the list and the minor it shipped in. Run: node --test build-tools/
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { it } = require('node:test');
const { namedExportsOf } = require('./muiFallback.cjs');
const { NARROWED } = require('./federation.cjs');

const SHARED_CORE = path.join(__dirname, '..', 'shared-core');
const RECORD = path.join(SHARED_CORE, 'src', 'ui', 'muiShared.contract.json');

it('muiShared.ts’s export list changes only with a shared-core minor bump (muiShared.contract.json)', () => {
  const record = JSON.parse(fs.readFileSync(RECORD, 'utf8'));
  const [major, minor] = JSON.parse(fs.readFileSync(path.join(SHARED_CORE, 'package.json'), 'utf8')).version.split('.');
  const current = `${major}.${minor}`;
  const names = [...namedExportsOf(NARROWED['@mui/material'])];
  const fix =
    `bump shared-core's minor in shared-core/package.json (now ${current}) and write the new minor and ` +
    `the list into ${path.relative(process.cwd(), RECORD)}`;
  assert.deepEqual(
    [...names].sort(),
    [...record.names].sort(),
    `muiShared.ts's exports changed since shared-core ${record.version}: ${fix}`,
  );
  assert.equal(
    record.version,
    current,
    `shared-core is at ${current}, the record at ${record.version}: set its version to ${current} ` +
      `(if muiShared.ts changed after ${record.version}, that change needs a minor of its own)`,
  );
});
