// Proves the architecture's lint rules fire: each forbidden import is reported, each allowed one
// is not. Lints small in-memory snippets with the real root config. Run: node --test lint/
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { repoRoot } from './architecture.mjs';

const eslint = new ESLint({ cwd: repoRoot, overrideConfigFile: join(repoRoot, 'eslint.config.mjs') });

const ARCHITECTURE_RULES = new Set(['no-restricted-imports', 'architecture/package-boundaries']);

async function architectureProblems(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: join(repoRoot, filePath) });
  assert.equal(result.fatalErrorCount, 0, `${filePath} did not parse: ${JSON.stringify(result.messages)}`);
  return result.messages.filter((m) => ARCHITECTURE_RULES.has(m.ruleId));
}

/** [file, code, rule that must report it, text the message must contain] */
const forbidden = [
  // (a) a remote never imports another remote or host-shell
  [
    'remote-positions/src/x.ts',
    "import { a } from 'remote-order-panel';",
    'no-restricted-imports',
    'never imports another remote',
  ],
  [
    'remote-positions/src/x.ts',
    "import def from 'remote-option-entry/widget';",
    'no-restricted-imports',
    'never imports another remote',
  ],
  [
    'remote-order-panel/src/f/x.tsx',
    "export { b } from 'remote-positions';",
    'no-restricted-imports',
    'never imports another remote',
  ],
  [
    'remote-option-entry/src/x.ts',
    "import { c } from 'host-shell';",
    'no-restricted-imports',
    'never imports host-shell',
  ],
  [
    'remote-positions/src/x.ts',
    "const w = () => import('remote-order-panel/widget');",
    'architecture/package-boundaries',
    'never imports another remote',
  ],
  [
    'remote-positions/src/x.test.ts',
    "jest.mock('remote-order-panel');",
    'architecture/package-boundaries',
    'never imports another remote',
  ],
  // (b) shared-core imports nothing of ours
  [
    'shared-core/src/store/x.ts',
    "import { createHttpClient } from 'shared-http';",
    'no-restricted-imports',
    'shared-core imports nothing of ours',
  ],
  [
    'shared-core/src/x.ts',
    "import { d } from 'remote-positions';",
    'no-restricted-imports',
    'shared-core imports nothing of ours',
  ],
  [
    'shared-core/src/x.ts',
    "import { e } from 'host-shell';",
    'no-restricted-imports',
    'shared-core imports nothing of ours',
  ],
  [
    'shared-core/src/domain/x.ts',
    "import type { F } from 'exchange-sim';",
    'no-restricted-imports',
    'shared-core imports nothing of ours',
  ],
  [
    'shared-core/src/ui/x.tsx',
    "import { g } from 'shared-core';",
    'no-restricted-imports',
    'own modules by relative path',
  ],
  // (c) shared-http imports only shared-core among ours
  [
    'shared-http/src/x.ts',
    "import { h } from 'remote-positions';",
    'no-restricted-imports',
    'shared-http imports only shared-core',
  ],
  [
    'shared-http/src/x.ts',
    "import { i } from 'host-shell';",
    'no-restricted-imports',
    'shared-http imports only shared-core',
  ],
  [
    'shared-http/src/x.ts',
    "import { j } from 'exchange-sim';",
    'no-restricted-imports',
    'shared-http imports only shared-core',
  ],
  // (d) host-shell never imports a remote
  [
    'host-shell/src/x.tsx',
    "import definition from 'remote-positions/widget';",
    'no-restricted-imports',
    'loads remotes at run time',
  ],
  [
    'host-shell/src/x.tsx',
    "const lazy = () => import('remote-order-panel');",
    'architecture/package-boundaries',
    'loads remotes at run time',
  ],
  // bundled browser code takes shared-core's root: 'shared-core/domain' would be a second copy
  [
    'remote-order-panel/src/x.ts',
    "import { toDecimal } from 'shared-core/domain';",
    'no-restricted-imports',
    "not 'shared-core/domain'",
  ],
  [
    'shared-http/src/x.ts',
    "import { tickSize } from 'shared-core/domain';",
    'no-restricted-imports',
    'not a shared module',
  ],
  ['host-shell/src/x.ts', "import { tickSize } from 'shared-core/domain';", 'no-restricted-imports', 'its own copy'],
  // (e) exchange-sim imports only shared-core/domain
  [
    'exchange-sim/src/x.ts',
    "import { roundToTick } from 'shared-core';",
    'no-restricted-imports',
    "only 'shared-core/domain'",
  ],
  ['exchange-sim/src/x.ts', "import { k } from 'shared-http';", 'no-restricted-imports', "only 'shared-core/domain'"],
  [
    'exchange-sim/src/x.ts',
    "const { l } = require('shared-core');",
    'architecture/package-boundaries',
    "only 'shared-core/domain'",
  ],
  // (f) package name only: no relative climb into another package, no deep path into its sources
  [
    'remote-positions/src/features/close/x.ts',
    "import { m } from '../../../../shared-core/src/domain';",
    'architecture/package-boundaries',
    "import it as 'shared-core'",
  ],
  [
    'shared-http/src/x.ts',
    "export * from '../../shared-core/src/store';",
    'architecture/package-boundaries',
    "import it as 'shared-core'",
  ],
  [
    'host-shell/src/x.ts',
    "import { n } from '../../shared-http/src/http';",
    'architecture/package-boundaries',
    "import it as 'shared-http'",
  ],
  [
    'host-shell/webpack.config.cjs',
    "require('../shared-core/src/domain');",
    'architecture/package-boundaries',
    "import it as 'shared-core'",
  ],
  [
    'scripts/x.mjs',
    "import { o } from '../exchange-sim/src/server.ts';",
    'architecture/package-boundaries',
    "import it as 'exchange-sim'",
  ],
  [
    'remote-positions/src/x.ts',
    "import { p } from 'shared-core/src/domain';",
    'no-restricted-imports',
    'never by a path into its sources',
  ],
  [
    'host-shell/src/x.ts',
    "import { q } from 'shared-http/src/http/httpClient';",
    'no-restricted-imports',
    'never by a path into its sources',
  ],
  [
    'exchange-sim/src/x.ts',
    "import { r } from 'shared-core/src/domain/wire';",
    'no-restricted-imports',
    'never by a path into its sources',
  ],
  [
    'remote-positions/src/x.ts',
    "import { s } from 'shared-core/store';",
    'no-restricted-imports',
    "exposes only 'shared-core', 'shared-core/domain' and 'shared-core/dataTable'",
  ],
  // shared-http's test utilities stay out of runtime code, and it exposes no other subpath
  [
    'remote-positions/src/features/positions/PositionsWidget.tsx',
    "import { createFakeHttp } from 'shared-http/testing';",
    'no-restricted-imports',
    'for tests (and Storybook) only',
  ],
  [
    'shared-core/src/ui/x.stories.tsx',
    "import { createRecordingStreamClient } from 'shared-http/testing/fakes';",
    'no-restricted-imports',
    'shared-core imports nothing of ours',
  ],
  [
    'host-shell/src/x.tsx',
    "const t = () => import('shared-http/testing');",
    'architecture/package-boundaries',
    'for tests (and Storybook) only',
  ],
  [
    'remote-positions/src/x.test.tsx',
    "import { x } from 'shared-http/streams';",
    'no-restricted-imports',
    "exposes only 'shared-http', and for tests and Storybook 'shared-http/testing'",
  ],
  // (g) the raw react-redux hooks
  [
    'remote-positions/src/x.tsx',
    "import { useSelector } from 'react-redux';",
    'no-restricted-imports',
    'useAppSelector',
  ],
  [
    'remote-order-panel/src/x.tsx',
    "import { useDispatch, Provider } from 'react-redux';",
    'no-restricted-imports',
    'useAppDispatch',
  ],
  ['host-shell/src/x.tsx', "import { useSelector } from 'react-redux';", 'no-restricted-imports', 'useAppSelector'],
  ['shared-core/src/ui/x.tsx', "import { useDispatch } from 'react-redux';", 'no-restricted-imports', 'useAppDispatch'],
  ['shared-http/src/x.tsx', "import { useSelector } from 'react-redux';", 'no-restricted-imports', 'useAppSelector'],
  ['storybook/src/x.tsx', "import { useSelector } from 'react-redux';", 'no-restricted-imports', 'useAppSelector'],
  // (h) MUI from the root only
  [
    'remote-positions/src/x.tsx',
    "import Button from '@mui/material/Button';",
    'no-restricted-imports',
    "'@mui/material' root only",
  ],
  [
    'shared-core/src/ui/x.ts',
    "import { createTheme } from '@mui/material/styles';",
    'no-restricted-imports',
    "'@mui/material' root only",
  ],
  [
    'host-shell/src/x.tsx',
    "import { Box } from '@mui/system/Box';",
    'no-restricted-imports',
    "'@mui/material' root only",
  ],
  [
    'storybook/src/x.tsx',
    "import Chip from '@mui/material/Chip';",
    'no-restricted-imports',
    "'@mui/material' root only",
  ],
];

/** [file, code] that must not be reported by an architecture rule. */
const allowed = [
  [
    'remote-positions/src/x.ts',
    "import { makeStore } from 'shared-core';\nimport { useHostServices } from 'shared-http';",
  ],
  ['remote-positions/src/x.test.ts', "import { tickSize } from 'shared-core/domain';"], // tests are not bundled
  ['remote-option-entry/bench/x.bench.ts', "import { tickSize } from 'shared-core/domain';"], // nor benchmarks
  ['remote-positions/src/features/positions/x.ts', "import { NS } from '../../i18n';\nexport * from './rules';"],
  ['remote-positions/webpack.config.cjs', "const { makeAppConfig } = require('../build-tools/webpack.cjs');"],
  [
    'remote-positions/src/x.tsx',
    "import { Provider, useStore } from 'react-redux';\nimport { Button, ThemeProvider } from '@mui/material';",
  ],
  ['remote-positions/src/x.test.tsx', "jest.mock('./api');\nconst real = jest.requireActual('shared-http');"],
  ['remote-positions/src/test/renderWithProviders.tsx', "import { testHelpersFor } from 'shared-http/testing';"],
  ['remote-order-panel/src/features/x/X.test.tsx', "import { createTestServices } from 'shared-http/testing';"],
  ['host-shell/src/x.test.tsx', "jest.mock('shared-http/testing');"],
  ['storybook/src/fakeServices.ts', "import { createRecordingStreamClient } from 'shared-http/testing/fakes';"],
  ['shared-core/src/store/hooks.ts', "import { useDispatch, useSelector, useStore } from 'react-redux';"],
  [
    'shared-core/src/store/x.ts',
    "import { createSlice } from '@reduxjs/toolkit';\nimport type { EventBus } from '../bus';",
  ],
  ['shared-http/src/x.ts', "import { createEventBus, type EventBus, tickSize } from 'shared-core';"],
  [
    'host-shell/src/x.tsx',
    "import { PlatformProviders } from 'shared-http';\nimport { createI18n } from 'shared-core';",
  ],
  ['host-shell/src/x.ts', "const manifest = await import('./deployment');"],
  [
    'exchange-sim/src/x.ts',
    "import { OrderSide } from 'shared-core/domain';\nimport type { Position } from 'shared-core/domain';",
  ],
  ['exchange-sim/src/x.ts', "import { book } from '../market/book';"],
  // storybook may import all, for display
  [
    'storybook/src/x.tsx',
    "import definition from 'remote-positions/src/widget';\nimport { HostRoot } from 'host-shell/src/HostRoot';",
  ],
  [
    'storybook/src/x.tsx',
    "import { WidgetFrame } from '../../shared-core/src/ui/WidgetFrame';\nimport { x } from 'exchange-sim';",
  ],
  [
    'storybook/.storybook/preview.tsx',
    "import { PlatformProviders } from 'shared-http';\nimport { createI18n } from 'shared-core';",
  ],
];

describe('architecture rules report each forbidden import', () => {
  for (const [file, code, ruleId, text] of forbidden) {
    it(`${file}: ${code}`, async () => {
      const problems = await architectureProblems(file, code);
      const hit = problems.find((m) => m.ruleId === ruleId && m.message.includes(text));
      assert.ok(
        hit,
        `expected ${ruleId} ("${text}"), got ${JSON.stringify(problems.map((m) => [m.ruleId, m.message]))}`,
      );
    });
  }
});

describe('architecture rules leave allowed imports alone', () => {
  for (const [file, code] of allowed) {
    it(`${file}: ${code.replaceAll('\n', ' ')}`, async () => {
      const problems = await architectureProblems(file, code);
      assert.deepEqual(
        problems.map((m) => `${m.ruleId}: ${m.message}`),
        [],
      );
    });
  }
});

describe('project rules', () => {
  it('reports an explicit any as an error', async () => {
    const [result] = await eslint.lintText('export const f = (x: any): unknown => x;\n', {
      filePath: join(repoRoot, 'remote-positions/src/x.ts'),
    });
    const hit = result.messages.find((m) => m.ruleId === '@typescript-eslint/no-explicit-any');
    assert.equal(hit?.severity, 2);
  });

  it('turns off the stylistic rules Prettier owns (eslint-config-prettier is last)', async () => {
    const config = await eslint.calculateConfigForFile(join(repoRoot, 'remote-positions/src/x.tsx'));
    for (const rule of ['curly', 'no-extra-semi', 'no-mixed-spaces-and-tabs']) {
      const setting = config.rules[rule];
      assert.ok(setting === undefined || setting[0] === 0 || setting === 0 || setting === 'off', `${rule} is on`);
    }
  });

  it('applies the React hooks rules to components', async () => {
    const code =
      "import { useState } from 'react';\nexport function C({ on }: { on: boolean }) {\n  if (on) useState(0);\n  return null;\n}\n";
    const [result] = await eslint.lintText(code, { filePath: join(repoRoot, 'remote-positions/src/C.tsx') });
    assert.ok(result.messages.some((m) => m.ruleId === 'react-hooks/rules-of-hooks'));
  });
});
