// The remote's build: one exposed module (./widget) plus its own standalone page.
const { makeAppConfig } = require('../build-tools/webpack.cjs');

module.exports = makeAppConfig({
  appDir: __dirname,
  name: 'remote_positions',
  title: 'Positions',
  exposes: { './widget': './src/widget.tsx' },
  entry: './src/standalone.tsx',
});
