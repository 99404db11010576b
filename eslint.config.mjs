// ESLint flat config for the whole monorepo. Fast, not type-aware (2 cores; `npm run typecheck`
// does the type checking). The architecture's dependency rules live in lint/architecture.mjs and
// are proven by `node --test lint/`.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';
import { architectureConfigs } from './lint/architecture.mjs';

export default defineConfig(
  {
    name: 'ignores',
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/coverage/**',
      '**/.sim-data/**',
      '**/test-results/**',
      // rebuilt remote releases of the browser tests (git-ignored copies of sources)
      'e2e/.work/**',
      '**/.e2e-artifacts/**',
    ],
  },
  { name: 'options', linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  { ...reactHooks.configs.flat.recommended, files: ['**/*.{ts,tsx,jsx}'] },
  {
    name: 'project/typescript',
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // A disable comment must say why: `// eslint-disable-next-line rule -- reason`.
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', minimumDescriptionLength: 5 },
      ],
    },
  },
  {
    name: 'project/browser-code',
    files: ['{shared-core,shared-http,host-shell,remote-*,storybook}/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    name: 'project/node-code',
    files: ['**/*.{js,mjs,cjs}', 'exchange-sim/**/*.ts', 'e2e/**/*.ts', 'scripts/**', 'build-tools/**', 'lint/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Browser tests: code passed to page.evaluate/waitForFunction runs in the page.
    name: 'project/browser-tests',
    files: ['storybook/test/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    name: 'project/commonjs',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    name: 'project/tests',
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
  ...architectureConfigs(),
  {
    // Tests may use the simulator: shared-http's socket-level suite starts exchange-sim in
    // process (startSim) to test the client against real faults. Test code only, never bundled,
    // so the singleton concern behind package-boundaries does not apply here.
    name: 'project/shared-http-simulator-tests',
    files: ['shared-http/test/**/*.{ts,tsx}'],
    rules: { 'architecture/package-boundaries': 'off' },
  },
  // Last: turn off every stylistic rule Prettier owns.
  prettier,
);
