// The host: no remotes in the build and nothing exposed. Remotes are registered at run time from
// the deployment file (see src/deployment.ts and src/federation.ts).
const { makeAppConfig } = require('../build-tools/webpack.cjs');

module.exports = makeAppConfig({
  appDir: __dirname,
  name: 'host_shell',
  title: 'Options trading',
});
