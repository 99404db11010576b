#!/usr/bin/env node
// One remote alone, for its team: builds it (production), serves it on its own port, starts the
// simulator if nothing answers on its port, and prints the remote's standalone page.
//   node scripts/start-remote.mjs remote-positions [--no-build]
import fs from 'node:fs';
import path from 'node:path';
import { PORT_ENV_NAMES, portOf, REMOTES } from './ports.mjs';
import { onShutdown, probe, ROOT, run, startSimulator, stopChild, waitForHttp } from './processes.mjs';
import { serveDir } from './serve.mjs';

const [folderArg, ...rest] = process.argv.slice(2);
const remote = REMOTES.find((r) => r.folder === path.basename(folderArg ?? '').replace(/\/$/, ''));
if (!remote) {
  console.error(`usage: node scripts/start-remote.mjs <${REMOTES.map((r) => r.folder).join('|')}> [--no-build]`);
  process.exit(2);
}
const bindHost = process.env.BIND_HOST || '127.0.0.1';
const pageHost = bindHost === '0.0.0.0' ? '127.0.0.1' : bindHost;
const port = portOf(remote.portKey);
const simPort = portOf('sim');

let server = null;
let sim = null;
async function stopAll() {
  await server?.close();
  await stopChild(sim);
}
onShutdown(stopAll);
async function fail(error) {
  const e = /** @type {NodeJS.ErrnoException} */ (error);
  console.error(
    e?.code === 'EADDRINUSE'
      ? `\nPort ${e.port} is already in use (override with ${PORT_ENV_NAMES[remote.portKey]} / SIM_PORT).`
      : `\n${e instanceof Error ? e.message : String(e)}`,
  );
  await stopAll();
  process.exit(1);
}
process.on('unhandledRejection', fail);
process.on('uncaughtException', fail);

if (!rest.includes('--no-build')) {
  console.log(`Building ${remote.folder} for production…`);
  await run('npm', ['run', 'build', '-w', remote.folder]);
}
const dist = path.join(ROOT, remote.folder, 'dist');
if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`${remote.folder}/dist/index.html is missing: build it first`);
  process.exit(1);
}

const simHealth = `http://127.0.0.1:${simPort}/health`;
if (await probe(simHealth)) console.log(`Simulator already answering on :${simPort}; using it.`);
else sim = startSimulator({ port: simPort });

// Its standalone page may run only its own scripts and talk only to the simulator.
const simulator = { api: `http://{hostname}:${simPort}`, ws: `ws://{hostname}:${simPort}` };
server = await serveDir({ dir: dist, port, host: bindHost, csp: { page: 'standalone', deployment: simulator } });
if (!(await waitForHttp(simHealth, { timeoutMs: 60000 }))) console.error('! the simulator does not answer');

console.log('');
console.log(`${remote.folder} standalone: http://${pageHost}:${port}/`);
console.log(`  manifest for a host:  http://${pageHost}:${port}/mf-manifest.json`);
console.log(`  exchange simulator:   http://${pageHost}:${simPort}/health`);
console.log('Ctrl-C stops everything.');
