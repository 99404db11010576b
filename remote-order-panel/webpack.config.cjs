// The remote's build: one exposed module (./widget) plus its own standalone page.
const { makeAppConfig } = require('../build-tools/webpack.cjs');

module.exports = makeAppConfig({
  appDir: __dirname,
  name: 'remote_order_panel',
  title: 'Order panel',
  exposes: { './widget': './src/widget.tsx' },
  entry: './src/standalone.tsx',
});
