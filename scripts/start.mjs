#!/usr/bin/env node
// `npm start`: builds everything for production, then runs the composed page locally:
// the simulator, the host on its own origin and each remote on its own origin.
//   node scripts/start.mjs [--no-build]
// Env: SIM_PORT, HOST_PORT, OPTION_ENTRY_PORT, POSITIONS_PORT, ORDER_PANEL_PORT (see ports.mjs),
// BIND_HOST (default 127.0.0.1), DEPLOYMENT_FILE (default host-shell/deployment/deployment.json,
// or a generated one when ports are overridden), BUILD_CONCURRENCY (default 2).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PORTS, portOf, REMOTES } from './ports.mjs';
import { onShutdown, probe, ROOT, run, startSimulator, stopChild, waitForHttp } from './processes.mjs';
import { serveDir } from './serve.mjs';

const args = new Set(process.argv.slice(2));
const bindHost = process.env.BIND_HOST || '127.0.0.1';
const pageHost = bindHost === '0.0.0.0' ? '127.0.0.1' : bindHost;
const ports = {
  sim: portOf('sim'),
  host: portOf('host'),
  ...Object.fromEntries(REMOTES.map((r) => [r.portKey, portOf(r.portKey)])),
};

function deploymentFile() {
  if (process.env.DEPLOYMENT_FILE) return path.resolve(process.env.DEPLOYMENT_FILE);
  const standard = path.join(ROOT, 'host-shell', 'deployment', 'deployment.json');
  const portsAreDefault = ['sim', ...REMOTES.map((r) => r.portKey)].every((k) => ports[k] === DEFAULT_PORTS[k]);
  if (portsAreDefault) return standard;
  // Ports were overridden: write the same file with those ports (still using {hostname}).
  const base = JSON.parse(fs.readFileSync(standard, 'utf8'));
  const generated = {
    ...base,
    api: `http://{hostname}:${ports.sim}`,
    ws: `ws://{hostname}:${ports.sim}`,
    remotes: Object.fromEntries(REMOTES.map((r) => [r.name, `http://{hostname}:${ports[r.portKey]}/mf-manifest.json`])),
  };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trading-deployment-')), 'deployment.json');
  fs.writeFileSync(file, JSON.stringify(generated, null, 2));
  return file;
}

const servers = [];
let sim = null;
let stopping = false;

async function stopAll() {
  stopping = true;
  await Promise.all(servers.map((s) => s.close()));
  await stopChild(sim);
}
onShutdown(stopAll);

/** Any start-up failure stops what already runs (the simulator is in its own process group). */
async function fail(error) {
  const e = /** @type {NodeJS.ErrnoException} */ (error);
  if (e?.code === 'EADDRINUSE') {
    console.error(
      `\nPort ${e.port} is already in use. Stop what runs there or choose other ports (SIM_PORT, HOST_PORT, OPTION_ENTRY_PORT, POSITIONS_PORT, ORDER_PANEL_PORT).`,
    );
  } else {
    console.error(`\n${e instanceof Error ? e.message : String(e)}`);
  }
  await stopAll();
  process.exit(1);
}
process.on('unhandledRejection', fail);
process.on('uncaughtException', fail);

if (!args.has('--no-build')) {
  const concurrency = process.env.BUILD_CONCURRENCY || '2';
  console.log(`Building every package for production (lerna, concurrency ${concurrency})…`);
  await run(path.join(ROOT, 'node_modules', '.bin', 'lerna'), [
    'run',
    'build',
    '--stream',
    '--concurrency',
    concurrency,
  ]);
}

// The simulator: reuse one that already answers, else start ours.
const simHealth = `http://127.0.0.1:${ports.sim}/health`;
if (await probe(simHealth)) {
  console.log(`Simulator already answering on :${ports.sim}; using it.`);
} else {
  sim = startSimulator({ port: ports.sim });
  sim.on('exit', (code, signal) => {
    if (!stopping) console.error(`[sim] exited (${signal ?? code}); the page will show connection errors.`);
  });
}

const deployment = deploymentFile();
/** @param {import('./csp.cjs').CspReport} r */
const logCspReport = (r) =>
  console.warn(`[csp] ${r.documentURL}: ${r.effectiveDirective} refused ${r.blockedURL || r.sample || '(inline)'}`);
const hostDist = path.join(ROOT, 'host-shell', 'dist');
servers.push(
  await serveDir({
    dir: hostDist,
    port: ports.host,
    host: bindHost,
    spa: true,
    extraFiles: { '/deployment.json': deployment },
    // its Content-Security-Policy comes from that file; a violation is worth a line in the terminal
    onCspReport: logCspReport,
  }),
);
const missing = [];
for (const remote of REMOTES) {
  const dist = path.join(ROOT, remote.folder, 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    missing.push(remote.folder);
    continue;
  }
  servers.push(
    await serveDir({
      dir: dist,
      port: ports[remote.portKey],
      host: bindHost,
      csp: { page: 'standalone', deployment },
      onCspReport: logCspReport,
    }),
  );
}

const waits = [
  ['simulator', simHealth],
  ['host', `http://${pageHost}:${ports.host}/deployment.json`],
  ...REMOTES.filter((r) => !missing.includes(r.folder)).map((r) => [
    r.folder,
    `http://${pageHost}:${ports[r.portKey]}/mf-manifest.json`,
  ]),
];
const results = await Promise.all(
  waits.map(async ([name, url]) => [name, await waitForHttp(url, { timeoutMs: 60000 })]),
);
for (const [name, ok] of results) if (!ok) console.error(`! ${name} does not answer`);

const line = (label, url) => console.log(`  ${label.padEnd(22)} ${url}`);
console.log('');
console.log(`Trading page: http://${pageHost}:${ports.host}/`);
line('exchange simulator', `http://${pageHost}:${ports.sim}/health`);
line('deployment file', deployment);
for (const remote of REMOTES) {
  const url = `http://${pageHost}:${ports[remote.portKey]}/`;
  line(
    remote.folder,
    missing.includes(remote.folder)
      ? `not built (no ${remote.folder}/dist) — its slot shows a fallback`
      : `${url} (standalone), ${url}mf-manifest.json`,
  );
}
console.log('Ctrl-C stops everything.');
