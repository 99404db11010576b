// The dependency rules of /work/shared/ARCHITECTURE.md as ESLint configuration:
// - `no-restricted-imports` options per package (which of our packages each may import by name),
// - one small local rule for what `no-restricted-imports` cannot see: a relative path that climbs
//   out of one workspace package into another (`../../shared-core/src/...`), and dynamic
//   `import()` / `require()` / `jest.mock()` of a package the folder may not use.
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Workspace folder → package name, from the root package.json. */
export const workspaces = new Map(
  JSON.parse(readFileSync(resolve(repoRoot, 'package.json'), 'utf8')).workspaces.map((dir) => [
    dir,
    JSON.parse(readFileSync(resolve(repoRoot, dir, 'package.json'), 'utf8')).name,
  ]),
);

const REMOTE = 'remote-[^/]+';
const any = (name) => `^(${name})(/.*)?$`;

const why = {
  remoteToRemote:
    'A remote never imports another remote (ARCHITECTURE.md): move a rule two remotes need to shared-core.',
  remoteToHost: 'A remote never imports host-shell: the host hands it everything through HostServices.',
  hostToRemote:
    'host-shell never imports a remote at build time: it loads remotes at run time through Module Federation.',
  sharedCore: 'shared-core imports nothing of ours (it is the bottom of the dependency graph).',
  sharedHttp: 'shared-http imports only shared-core among our packages.',
  exchangeSimRoot:
    "exchange-sim imports only 'shared-core/domain' (the shared-core root pulls React, MUI and the store).",
  exchangeSim: "exchange-sim imports only 'shared-core/domain' among our packages.",
  self: 'Inside a package, import its own modules by relative path, not by its package name (cycle through the index).',
  notForCode: 'Only storybook/ may import this package.',
  deepSrc:
    'Import a workspace library by its package name only, never by a path into its sources: deep paths defeat the Module Federation singleton share.',
  sharedCoreSubpath: "shared-core exposes only 'shared-core', 'shared-core/domain' and 'shared-core/dataTable'.",
  sharedHttpSubpath:
    "shared-http exposes only 'shared-http', and for tests and Storybook 'shared-http/testing' and 'shared-http/testing/fakes'.",
  domainUnshared:
    "Browser code imports 'shared-core', not 'shared-core/domain': the page shares 'shared-core' once, and 'shared-core/domain' is not a shared module, so each bundle importing it carries its own copy.",
  testingOnly:
    "'shared-http/testing' is for tests (and Storybook) only: runtime code imports 'shared-http', or jest and the fakes end up in a bundle.",
  rawHooks:
    'Use the typed useAppSelector/useAppDispatch from shared-core; the raw react-redux hooks are only wrapped once, in shared-core/src/store/hooks.ts.',
  muiDeep:
    "Import MUI from the '@mui/material' root only: deep imports are separate modules to Module Federation and break the singleton share.",
};

/** Restrictions that hold in every package, storybook included. */
const everywhere = {
  paths: [{ name: 'react-redux', importNames: ['useSelector', 'useDispatch'], message: why.rawHooks }],
  patterns: [
    { regex: '^@mui/material/.+', message: why.muiDeep },
    { regex: '^@mui/system/.+', message: why.muiDeep },
  ],
};

/** Restrictions everywhere except storybook/, which may reach into every package for display. */
const outsideStorybook = [
  {
    regex: `^(shared-core|shared-http|exchange-sim|host-shell|${REMOTE}|e2e|trading-storybook)/src(/.*)?$`,
    message: why.deepSrc,
  },
  { regex: '^shared-core/(?!domain$|dataTable$|src(/|$)).+', message: why.sharedCoreSubpath },
  { regex: '^shared-http/(?!src(/|$)|testing(/fakes)?$).+', message: why.sharedHttpSubpath },
  { regex: any('trading-storybook|e2e'), message: why.notForCode },
];

/** Test utilities, kept out of runtime code (tests and storybook/ may use them). */
const runtimeOnly = [{ regex: '^shared-http/testing(/.*)?$', message: why.testingOnly }];

/** Bundled browser code (not tests): what is shared at run time only (`domainUnshared`). */
const BUNDLED_BROWSER = new Set(['shared-http', 'host-shell', 'remote']);
const bundledOnly = [{ regex: '^shared-core/domain$', message: why.domainUnshared }];

/** Files never bundled for the page: `*.test.*` and everything in a `test/` or `bench/` folder (jest, node). */
export const TEST_FILES = ['**/*.test.{ts,tsx,mts,cts,js,jsx,mjs,cjs}', '**/test/**', '**/bench/**'];
const isTestFile = (relPath) => /(^|\/)(test|bench)\//.test(relPath) || /\.test\.[cm]?[jt]sx?$/.test(relPath);

/** Package-name restrictions of each package (regex patterns on the import specifier). */
const byPackage = {
  'shared-core': [
    { regex: any(`shared-http|exchange-sim|host-shell|${REMOTE}`), message: why.sharedCore },
    { regex: '^shared-core$', message: why.self },
  ],
  'shared-http': [
    { regex: any(`exchange-sim|host-shell|${REMOTE}`), message: why.sharedHttp },
    { regex: '^shared-http$', message: why.self },
  ],
  remote: [
    { regex: any(REMOTE), message: why.remoteToRemote },
    { regex: any('host-shell'), message: why.remoteToHost },
    { regex: any('exchange-sim'), message: 'A remote talks to the exchange through shared-http only.' },
  ],
  'host-shell': [
    { regex: any(REMOTE), message: why.hostToRemote },
    { regex: any('exchange-sim'), message: 'host-shell talks to the exchange through shared-http only.' },
    { regex: '^host-shell$', message: why.self },
  ],
  'exchange-sim': [
    { regex: '^shared-core$', message: why.exchangeSimRoot },
    { regex: any(`shared-http|host-shell|${REMOTE}`), message: why.exchangeSim },
    { regex: '^exchange-sim$', message: why.self },
  ],
};

/** The `no-restricted-imports` options for files of one folder (flat config does not merge rule options). */
export function restrictedImports(folder, { allowRawReduxHooks = false, testCode = false } = {}) {
  const pkg = folder.startsWith('remote-') ? 'remote' : folder;
  const patterns = [
    ...everywhere.patterns,
    ...(folder === 'storybook' ? [] : outsideStorybook),
    ...(folder === 'storybook' || testCode ? [] : runtimeOnly),
    ...(BUNDLED_BROWSER.has(pkg) && !testCode ? bundledOnly : []),
    ...(byPackage[pkg] ?? []),
  ];
  const paths = allowRawReduxHooks ? [] : everywhere.paths;
  return ['error', { paths, patterns }];
}

const SOURCE_FILES = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';

/** Flat-config objects: one per top-level folder, plus the raw-hooks exception. */
export function architectureConfigs() {
  const folders = [...workspaces.keys()];
  return [
    // Everything not in a workspace (root files, scripts/, build-tools/, lint/).
    { name: 'architecture/other', files: [SOURCE_FILES], rules: { 'no-restricted-imports': restrictedImports('') } },
    ...folders.map((folder) => ({
      name: `architecture/${folder}`,
      files: [`${folder}/${SOURCE_FILES}`],
      rules: { 'no-restricted-imports': restrictedImports(folder) },
    })),
    // Test code may use the test utilities (shared-http/testing); nothing else changes.
    {
      name: 'architecture/other-tests',
      files: TEST_FILES,
      rules: { 'no-restricted-imports': restrictedImports('', { testCode: true }) },
    },
    ...folders.map((folder) => ({
      name: `architecture/${folder}-tests`,
      files: TEST_FILES.map((glob) => `${folder}/${glob}`),
      rules: { 'no-restricted-imports': restrictedImports(folder, { testCode: true }) },
    })),
    {
      name: 'architecture/shared-core-typed-hooks',
      files: ['shared-core/src/store/hooks.ts'],
      rules: { 'no-restricted-imports': restrictedImports('shared-core', { allowRawReduxHooks: true }) },
    },
    {
      name: 'architecture/package-boundaries',
      files: [SOURCE_FILES],
      ignores: ['storybook/**'],
      plugins: { architecture: architecturePlugin },
      rules: { 'architecture/package-boundaries': 'error' },
    },
  ];
}

/** Top-level folder of an absolute path inside the repository, or null outside it. */
function topFolder(absolutePath) {
  const rel = relative(repoRoot, absolutePath);
  if (rel === '' || rel.startsWith('..')) return null;
  return rel.split(sep)[0];
}

/**
 * What `no-restricted-imports` cannot see: a relative path from one workspace package into
 * another, and a dynamic `import()` / `require()` / `jest.mock()` of a package this folder may not use.
 */
const packageBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Workspace packages are imported by package name, and dynamic imports obey the same dependency rules as static ones.',
    },
    schema: [],
    messages: {
      intoPackage:
        "'{{specifier}}' reaches into the workspace package {{name}} by relative path: import it as '{{name}}' (its package name), or Module Federation bundles a second copy.",
      restricted: "'{{specifier}}' import is restricted from being used by a pattern. {{message}}",
    },
  },
  create(context) {
    const file = context.filename;
    const own = topFolder(file);
    if (own === null) return {};
    const testCode = isTestFile(relative(repoRoot, file).split(sep).join('/'));
    const [, { patterns }] = restrictedImports(workspaces.has(own) ? own : '', { testCode });
    const restrictions = patterns.map(({ regex, message }) => ({ regex: new RegExp(regex), message }));

    const checkRelative = (node, specifier) => {
      const target = topFolder(resolve(dirname(file), specifier));
      if (target === null || target === own || !workspaces.has(target)) return;
      context.report({ node, messageId: 'intoPackage', data: { specifier, name: workspaces.get(target) } });
    };
    const check = (node, { dynamic }) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const specifier = node.value;
      if (specifier.startsWith('./') || specifier.startsWith('../')) return checkRelative(node, specifier);
      if (!dynamic) return; // static imports: no-restricted-imports reports them
      const hit = restrictions.find(({ regex }) => regex.test(specifier));
      if (hit) context.report({ node, messageId: 'restricted', data: { specifier, message: hit.message } });
    };
    const isMember = (callee, object, properties) =>
      callee.type === 'MemberExpression' &&
      callee.object.type === 'Identifier' &&
      callee.object.name === object &&
      callee.property.type === 'Identifier' &&
      properties.includes(callee.property.name);

    return {
      ImportDeclaration: (node) => check(node.source, { dynamic: false }),
      ExportNamedDeclaration: (node) => check(node.source, { dynamic: false }),
      ExportAllDeclaration: (node) => check(node.source, { dynamic: false }),
      ImportExpression: (node) => check(node.source, { dynamic: true }),
      TSImportEqualsDeclaration: (node) => check(node.moduleReference?.expression, { dynamic: true }),
      CallExpression(node) {
        const { callee } = node;
        if (
          (callee.type === 'Identifier' && callee.name === 'require') ||
          isMember(callee, 'require', ['resolve']) ||
          isMember(callee, 'jest', ['mock', 'doMock', 'requireActual', 'requireMock'])
        ) {
          check(node.arguments[0], { dynamic: true });
        }
      },
    };
  },
};

export const architecturePlugin = {
  meta: { name: 'architecture', version: '1.0.0' },
  rules: { 'package-boundaries': packageBoundaries },
};
