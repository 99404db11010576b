// The webpack config every app (host and remotes) builds with. Each app's webpack.config.cjs
// calls makeAppConfig with its name, port and exposes; nothing else differs between teams.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./federation.cjs');

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
  return (_env, argv) => {
    const production = (argv && argv.mode) !== 'development';
    return {
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
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
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
        ],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          shared: sharedConfig(appDir),
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          shareStrategy: 'loaded-first',
          experiments: { asyncStartup: true },
        }),
        new HtmlWebpackPlugin({
          title,
          publicPath: '/',
          templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="icon" href="data:,"></head><body style="margin:0;background:#0b0e11"><div id="root"></div></body></html>`,
        }),
        ...plugins,
      ],
      stats: 'errors-warnings',
    };
  };
}

module.exports = { makeAppConfig };
