// The webpack config every app (host and remotes) builds with. Each app's webpack.config.cjs
// calls makeAppConfig with its name, port and exposes; nothing else differs between teams.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig, NARROWED, NARROWED_WITH_FALLBACK } = require('./federation.cjs');
const { NarrowedSourcePlugin } = require('./narrowedSource.cjs');
const { SharedSubsetCheckPlugin } = require('./muiSubsetCheck.cjs');

/** axios's lib/adapters folder, whose './fetch.js' import gets the stand-in axiosNoFetch.mjs. */
const AXIOS_ADAPTERS_DIR = /[\\/]axios[\\/]lib[\\/]adapters$/;
const AXIOS_NO_FETCH = path.join(__dirname, 'axiosNoFetch.mjs');

/** MUI's styles folder, whose './createThemeWithVars.mjs' import gets the stand-in muiNoCssVars.mjs. */
const MUI_STYLES_DIR = /[\\/]@mui[\\/]material[\\/]styles$/;
const MUI_NO_CSS_VARS = path.join(__dirname, 'muiNoCssVars.mjs');

/** The standalone page's copy of the MF runtime core (see mfRuntimeCore.js), a fixed name like main.js. */
const RUNTIME_CORE_FILE = 'mf-runtime-core.js';

/**
 * @param {object} o
 * @param {string} o.appDir        the app's folder (__dirname of its webpack.config.cjs)
 * @param {string} o.name          unique container name, e.g. remote_positions
 * @param {string} o.title         page title of the app's own index.html
 * @param {Record<string,string>} [o.exposes]  remotes only
 * @param {string} [o.entry]       defaults to ./src/index.ts
 * @param {import('webpack').Configuration['plugins']} [o.plugins]
 */
function makeAppConfig({ appDir, name, title, exposes, entry = './src/index.ts', plugins = [] }) {
  const isRemote = Boolean(exposes && Object.keys(exposes).length > 0);
  return (_env, argv) => {
    const production = (argv && argv.mode) !== 'development';
    const app = {
      name: 'app',
      context: appDir,
      mode: production ? 'production' : 'development',
      entry: { main: entry },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // Remotes are served from their own origin: chunks resolve against the entry's URL.
        publicPath: 'auto',
        // Entry chunks keep a fixed name and are served no-cache (like remoteEntry.js): with
        // webpack 5.111 a [contenthash] here fails the MF runtime module ("Path variable
        // [contenthash] not implemented in this context", module-federation/core#5077).
        // Every other chunk is content-hashed and immutable.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: name,
        // A remote's dist also holds the runtime core of its standalone page (second compiler).
        clean: isRemote ? { keep: (asset) => asset.startsWith(RUNTIME_CORE_FILE) } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        // MUI's right-to-left context and theme default props from the shared '@mui/system', for a
        // remote's own copy of a component the page lacks (muiRtlProvider.mjs, muiDefaultProps.mjs)
        ...(isRemote
          ? {
              alias: {
                '@mui/system/RtlProvider$': path.join(__dirname, 'muiRtlProvider.mjs'),
                '@mui/system/DefaultPropsProvider$': path.join(__dirname, 'muiDefaultProps.mjs'),
              },
            }
          : {}),
        // rxjs's ES2015 build (native classes, no tslib helpers) rather than its ES5 one; only
        // rxjs has this condition among the page's packages
        conditionNames: ['es2015', '...'],
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              options: {
                transpileOnly: true,
                configFile: path.join(appDir, 'tsconfig.json'),
                compilerOptions: { noEmit: false, sourceMap: true },
              },
            },
          },
          // A remote's own code takes each MUI name from the page's module, or from its own lazy
          // copy when the page lacks it (muiFallbackLoader.cjs; after ts-loader: it reads JavaScript).
          ...(isRemote
            ? NARROWED_WITH_FALLBACK.map((pkg) => ({
                test: /\.tsx?$/,
                include: path.join(appDir, 'src'),
                enforce: 'post',
                use: { loader: path.join(__dirname, 'muiFallbackLoader.cjs'), options: { pkg } },
              }))
            : []),
        ],
      },
      performance: { hints: false },
      // Modules several shared libraries need (emotion's serialize/hash/utils under @emotion/react,
      // @emotion/styled and @mui/system; @emotion/styled itself twice) were copied into each of
      // their chunks: webpack only splits a common chunk of 20 KB or more. From 2 KB they are one
      // chunk each, fetched once: host first load -6.4 KB gzip for 2 more requests.
      optimization: { splitChunks: { minSize: 2000 } },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          shared: sharedConfig(appDir),
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          shareStrategy: 'loaded-first',
          // One MF runtime core on the composed page: the host (a pure consumer) publishes its own
          // on a global (provideRuntimeCore.mjs); remotes leave it out of remoteEntry.js and use it.
          runtimePlugins: isRemote ? [] : [path.join(__dirname, 'provideRuntimeCore.mjs')],
          experiments: {
            asyncStartup: true,
            ...(isRemote ? { externalRuntime: true } : {}),
            optimization: { target: 'web' },
          },
        }),
        new NarrowedSourcePlugin(NARROWED),
        // axios stays the HTTP client; its fetch adapter (and the stream helpers only it uses), 4.2 KB
        // gzip of the first load, is left out: in a browser axios picks its XHR adapter first
        // (shared-http sets no adapter). Jest runs the real package (Node's http adapter).
        new webpack.NormalModuleReplacementPlugin(/^\.\/fetch\.js$/, (resource) => {
          if (AXIOS_ADAPTERS_DIR.test(resource.context)) resource.request = AXIOS_NO_FETCH;
        }),
        // MUI's CSS theme variables (createThemeWithVars and the helpers only it imports), about 5 KB
        // gzip of the first load: the page's theme has none, so MUI never calls it there.
        new webpack.NormalModuleReplacementPlugin(/^\.\/createThemeWithVars\.mjs$/, (resource) => {
          if (MUI_STYLES_DIR.test(resource.context)) resource.request = MUI_NO_CSS_VARS;
        }),
        new SharedSubsetCheckPlugin(),
        new HtmlWebpackPlugin({
          title,
          publicPath: '/',
          // A remote's own page loads the runtime core before main.js (deferred scripts keep order).
          // The body's dark page colour is a rule, not an inline style, so the theme's baseline (light or
          // dark) overrides it once it renders; `--page-bg` lets the host paint a remembered theme before that.
          templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="icon" href="data:,">${isRemote ? `<script defer src="/${RUNTIME_CORE_FILE}"></script>` : ''}<style>body{margin:0;background:var(--page-bg,#0b0e11)}</style></head><body><div id="root"></div></body></html>`,
        }),
        ...plugins,
      ],
      stats: 'errors-warnings',
    };
    if (!isRemote) return app;
    /** The runtime core as a plain script for the remote's standalone page (no federation here). */
    const runtimeCore = {
      name: 'mf-runtime-core',
      dependencies: ['app'],
      context: appDir,
      mode: app.mode,
      target: 'web',
      entry: { [RUNTIME_CORE_FILE.replace(/\.js$/, '')]: path.join(__dirname, 'mfRuntimeCore.js') },
      devtool: production ? 'source-map' : false,
      output: { path: app.output.path, filename: '[name].js', clean: false },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
    return [app, runtimeCore];
  };
}

module.exports = { makeAppConfig };
