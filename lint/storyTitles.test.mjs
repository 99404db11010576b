// Every story title follows one scheme, `<package>/<Area>/<Component>`, so the Storybook sidebar
// has one group per package (issue 20: "Order panel" and "remote-order-panel" were two groups for
// one package). Reads every *.stories.tsx Storybook gathers. Run: node --test lint/
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { repoRoot } from './architecture.mjs';

/** The folders storybook/.storybook/main.ts gathers stories from (their `src/`). */
const PACKAGES = [
  'storybook',
  'shared-core',
  'shared-http',
  'remote-option-entry',
  'remote-positions',
  'remote-order-panel',
  'host-shell',
];

/** `<package>/<Area>/<Component>`: Area in words (may hold spaces, &), Component a PascalCase name. */
export const TITLE = /^([a-z][a-z-]*)\/([A-Z][A-Za-z0-9&,' -]*[A-Za-z0-9])\/([A-Z][A-Za-z0-9]*)$/;

function storiesFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : storiesFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

/** The meta's `title` (the first top-level `title:` of the default export object). */
export function metaTitle(source) {
  const meta = /(?:const\s+meta\b[^=]*=|export\s+default)\s*\{([\s\S]*?)\n\}/.exec(source);
  const title = meta && /^\s{2}title:\s*'([^']*)'/m.exec(meta[1]);
  return title ? title[1] : undefined;
}

describe('story titles', () => {
  it('the pattern accepts the scheme and rejects the old titles', () => {
    assert.match('remote-order-panel/Open orders/OpenOrdersSubTabs', TITLE);
    assert.match('shared-core/Data table/DataTable', TITLE);
    assert.doesNotMatch('Order panel/Close all', TITLE);
    assert.doesNotMatch('remote-positions/CloseDialog', TITLE);
    assert.doesNotMatch('remote-positions/Close/Close dialog', TITLE);
  });

  it('metaTitle reads the meta, not a WidgetFrame `title` arg', () => {
    const source = "const meta = {\n  component: X,\n  args: {\n    title: 'Positions',\n  },\n  title: 'a/B/C',\n};\n";
    assert.equal(metaTitle(source), 'a/B/C');
  });

  for (const pkg of PACKAGES) {
    const files = storiesFiles(join(repoRoot, pkg, 'src'));
    for (const file of files) {
      const name = relative(repoRoot, file);
      it(`${name} is titled ${pkg}/<Area>/<Component>`, () => {
        const title = metaTitle(readFileSync(file, 'utf8'));
        assert.ok(title, `${name}: no meta title`);
        const match = TITLE.exec(title);
        assert.ok(match, `${name}: title '${title}' is not <package>/<Area>/<Component>`);
        assert.equal(match[1], pkg, `${name}: title '${title}' must start with its package '${pkg}/'`);
      });
    }
  }
});
