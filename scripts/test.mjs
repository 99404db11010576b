#!/usr/bin/env node
// `npm test`: every check the project has, fast to slow, then one closing line "N passed, N failed".
// Steps: format, lint (+ the architecture-rule tests), import cycles, types, unit/component/simulator tests (jest),
// production builds, the singleton check over the built manifests (and its tests), browser tests of the composed
// page, and every Storybook story rendered in the browser.
// `node scripts/test.mjs --from e2e` starts at a later step (for local reruns).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'test-results');
mkdirSync(resultsDir, { recursive: true });

const counts = { passed: 0, failed: 0 };

/** Runs a command, streaming its output; resolves with the captured output, rejects on failure. */
function run(cmd, args, { capture = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: process.env,
    });
    let out = '';
    if (capture) {
      child.stdout.on('data', (d) => {
        out += d;
        process.stdout.write(d);
      });
      child.stderr.on('data', (d) => {
        out += d;
        process.stderr.write(d);
      });
    }
    child.on('close', (code) =>
      code === 0 ? resolve(out) : reject(Object.assign(new Error(`${cmd} ${args.join(' ')} exited ${code}`), { out })),
    );
  });
}

/** node:test TAP/spec output: "# pass N" / "# fail N" (or "ℹ pass N"). */
function countNodeTest(out) {
  const pass = /^(?:#|ℹ) pass (\d+)/m.exec(out);
  const fail = /^(?:#|ℹ) fail (\d+)/m.exec(out);
  counts.passed += pass ? Number(pass[1]) : 0;
  counts.failed += fail ? Number(fail[1]) : 0;
}

function countPlain(out) {
  const m = /^(\d+) passed, (\d+) failed/m.exec(out);
  if (m) {
    counts.passed += Number(m[1]);
    counts.failed += Number(m[2]);
  }
}

const npx = (...args) => run('npx', ['--no-install', ...args]);

/** Every workspace package's TypeScript (sources, tests, stories), for the import-cycle check. */
const workspaceTs = `{${JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces.join(',')}}/**/*.{ts,tsx}`;

const steps = [
  ['format', () => npx('prettier', '--check', '--log-level', 'warn', '.')],
  ['lint', () => npx('eslint', '.', '--max-warnings', '0')],
  // the architecture lint rules' tests, and build-tools' (the MUI fallback rewrite, the subset check)
  ['lint-rules', async () => countNodeTest(await run('node', ['--test', 'lint/', 'build-tools/'], { capture: true }))],
  // No import cycle inside any package (type-only imports count: a cycle of types is still two
  // modules that cannot be read, moved or tested apart). dpdm, not eslint-plugin-import's no-cycle
  // (not a dependency here) nor madge (its TypeScript peer stops at 5; we are on 6).
  [
    'cycles',
    () =>
      npx(
        'dpdm',
        '--no-tree',
        '--no-warning',
        '--no-progress',
        '--exit-code',
        'circular:1',
        '--exclude',
        'node_modules|/dist/',
        workspaceTs,
      ),
  ],
  ['types', () => npx('tsc', '-p', 'tsconfig.json')],
  [
    'jest',
    async () => {
      const file = path.join(resultsDir, 'jest.json');
      try {
        await npx('jest', '--ci', '--json', `--outputFile=${file}`);
      } finally {
        try {
          const report = JSON.parse(readFileSync(file, 'utf8'));
          counts.passed += report.numPassedTests;
          counts.failed += report.numFailedTests;
        } catch {
          counts.failed += 1;
        }
      }
    },
  ],
  ['build', () => run('npm', ['run', 'build'])],
  [
    'manifests',
    async () => {
      countNodeTest(await run('node', ['--test', 'scripts/check-manifests.test.mjs'], { capture: true }));
      await run('node', ['scripts/check-manifests.mjs']);
    },
  ],
  ['e2e', async () => countNodeTest(await run('npm', ['run', 'test', '-w', 'e2e'], { capture: true }))],
  ['build-storybook', () => run('npm', ['run', 'build-storybook'])],
  // Every story (render, play function, axe-core) and docs page in English, dark theme; then the first story of
  // each component again in Arabic (right to left) and the light theme: every component is checked in both
  // languages and both themes for about a ninth more time than one pass (storybook/README.md, "The story test").
  [
    'stories',
    async () => {
      countPlain(await run('npm', ['run', 'test:stories', '-w', 'storybook'], { capture: true }));
      countPlain(
        await run(
          'npm',
          [
            'run',
            'test:stories',
            '-w',
            'storybook',
            '--',
            '--one-per-component',
            '--no-docs',
            '--globals',
            'locale:ar-SA;theme:light',
          ],
          { capture: true },
        ),
      );
    },
  ],
];

const fromIndex = (() => {
  const i = process.argv.indexOf('--from');
  if (i < 0) return 0;
  const at = steps.findIndex(([name]) => name === process.argv[i + 1]);
  if (at < 0) throw new Error(`unknown step ${process.argv[i + 1]}; steps: ${steps.map(([n]) => n).join(', ')}`);
  return at;
})();

let failedStep = null;
for (const [name, step] of steps.slice(fromIndex)) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  try {
    await step();
    console.log(`=== ${name} ok (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    if (error.out) {
      countNodeTest(error.out);
      countPlain(error.out);
    }
    console.error(`=== ${name} FAILED (${((Date.now() - started) / 1000).toFixed(1)} s): ${error.message}`);
    failedStep = name;
    if (counts.failed === 0) counts.failed = 1;
    break;
  }
}

console.log(failedStep ? `\nstopped at step "${failedStep}"` : '\nall steps passed');
console.log(`${counts.passed} passed, ${counts.failed} failed`);
process.exit(failedStep ? 1 : 0);
