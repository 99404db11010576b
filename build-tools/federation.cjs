// The one list of runtime singletons, imported by every webpack config (host and remotes).
// Exactly one copy of each runs on the composed page; see ../shared/ARCHITECTURE.md "Sharing at runtime".
const fs = require('node:fs');
const path = require('node:path');

/** Module requests shared as singletons. Subpaths are listed where code imports them. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-redux',
  '@reduxjs/toolkit',
  'rxjs',
  '@mui/material',
  '@mui/system',
  '@emotion/react',
  '@emotion/styled',
  // the host creates its right-to-left cache with it (host-shell/src/rtlCache.ts); @emotion/react
  // creates its default cache with it: one copy on the page
  '@emotion/cache',
  'i18next',
  'react-i18next',
  'shared-core',
  // the data table: its own share so the host provides one copy without loading it at first
  'shared-core/dataTable',
  'shared-http',
];

/**
 * Shared but not singletons: libraries several containers import whose state is not page-wide.
 * Remotes reuse the host's loaded copy when its version satisfies their range, else their own.
 */
const SHARED_NON_SINGLETON = ['bignumber.js'];

/**
 * Singletons provided as a narrower module than the package root: the page sends only what the
 * suite imports. Code still imports the package root; the share key and version stay the
 * package's, so one copy (the host's) runs on the page. muiSubsetCheck.cjs fails a build that
 * imports a name the module does not export. MUI's module re-exports by deep path; the others
 * (shared-core/src/shares/) re-export from their package root, which narrowedSource.cjs keeps
 * pointing at the real package. See README.md ("MUI on the composed page", "Narrowed shares").
 */
const SHARES_DIR = path.join(__dirname, '..', 'shared-core', 'src', 'shares');
const NARROWED = {
  '@mui/material': path.join(__dirname, '..', 'shared-core', 'src', 'ui', 'muiShared.ts'),
  '@mui/system': path.join(SHARES_DIR, 'muiSystemShared.ts'),
  rxjs: path.join(SHARES_DIR, 'rxjsShared.ts'),
  '@reduxjs/toolkit': path.join(SHARES_DIR, 'reduxToolkitShared.ts'),
  'react-redux': path.join(SHARES_DIR, 'reactReduxShared.ts'),
  'react-i18next': path.join(SHARES_DIR, 'reactI18nextShared.ts'),
};

/**
 * NARROWED packages whose names the page's module may lack: in a remote's own code, each import of
 * them takes the name from the page's module when it has it, else from the remote's own copy in a
 * lazy chunk (muiFallbackLoader.cjs). Every other NARROWED package stays strict: muiSubsetCheck.cjs
 * fails a build importing a name its module lacks. See README.md ("MUI on the composed page").
 */
const NARROWED_WITH_FALLBACK = ['@mui/material'];

/**
 * Our workspace libraries (singletons too). A container requires `^<major>.<minor>.0` of the
 * version it was built against, whatever its package.json says: a newer patch on the page fits, a
 * remote built against a newer minor than the page has is detected (shared-http
 * src/platform/sharedLibraries.ts, the same list) and shown in its slot, never run on a copy
 * without the exports it needs. See docs/decisions/0018-shared-library-skew.md.
 */
const WORKSPACE_LIBRARIES = ['shared-core', 'shared-http'];

/**
 * Singletons the host provides although its own code never imports them: provided from this
 * file, so every container registers (and the host serves) the one copy, loaded on first use.
 */
const PROVIDED_BY_PATH = {
  'shared-core/dataTable': path.join(__dirname, '..', 'shared-core', 'src', 'ui', 'dataTable', 'index.ts'),
};

/** Singletons an app may leave out of its dependencies: they come with the package named here. */
const COMES_WITH = { '@mui/system': '@mui/material', '@emotion/cache': '@emotion/react' };

const packageNameOf = (request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The installed version of a package as seen from an app's folder. */
function installedVersion(pkg, appDir) {
  let dir = appDir;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(candidate)) return readJson(candidate).version;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${pkg} is not installed for ${appDir}`);
    dir = parent;
  }
}

/**
 * The `shared` config of an app: every singleton with `requiredVersion` from the app's own
 * package.json and `version` from the installed package. An app that does not depend on a
 * singleton package fails the build here rather than silently bundling its own copy.
 */
function sharedConfig(appDir) {
  const app = readJson(path.join(appDir, 'package.json'));
  const deps = { ...app.dependencies, ...app.peerDependencies };
  const shared = {};
  for (const request of SINGLETONS) {
    const pkg = packageNameOf(request);
    const required = deps[pkg];
    const version = installedVersion(pkg, appDir);
    // @mui/system comes with @mui/material and @emotion/cache with @emotion/react (apps that do not
    // import them need not list them); every other singleton must be a direct dependency.
    if (!required && !COMES_WITH[pkg]) {
      throw new Error(`${app.name} must list ${pkg} in dependencies to share it as a singleton`);
    }
    shared[request] = {
      singleton: true,
      requiredVersion: WORKSPACE_LIBRARIES.includes(pkg)
        ? `^${version.split('.').slice(0, 2).join('.')}.0`
        : (required ?? `^${version.split('.')[0]}.0.0`),
      version,
      strictVersion: false,
      ...(NARROWED[request] ? { import: NARROWED[request] } : {}),
      ...(PROVIDED_BY_PATH[request] ? { import: PROVIDED_BY_PATH[request] } : {}),
    };
  }
  for (const request of SHARED_NON_SINGLETON) {
    const pkg = packageNameOf(request);
    // Only apps that import it share it; the others neither provide nor consume it.
    if (!deps[pkg]) continue;
    shared[request] = { singleton: false, requiredVersion: deps[pkg], version: installedVersion(pkg, appDir) };
  }
  return shared;
}

module.exports = {
  SINGLETONS,
  SHARED_NON_SINGLETON,
  NARROWED,
  NARROWED_WITH_FALLBACK,
  sharedConfig,
  packageNameOf,
  installedVersion,
};
