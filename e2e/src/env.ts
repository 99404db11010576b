import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { probe, ROOT, startSimulator, stopChild, waitForHttp } from '../../scripts/processes.mjs';
import type { CspReport } from '../../scripts/csp.cjs';
import { serveDir } from '../../scripts/serve.mjs';

/**
 * Ports of the browser-test environment: apart from `npm start`'s so both can run at once.
 * `E2E_PORT_OFFSET` (default 0) shifts them all, so two suites can run side by side.
 */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
export const E2E_PORTS = {
  sim: 4100 + OFFSET,
  host: 3100 + OFFSET,
  remote_option_entry: 3101 + OFFSET,
  remote_positions: 3102 + OFFSET,
  remote_order_panel: 3103 + OFFSET,
} as const;

export type RemoteName = 'remote_option_entry' | 'remote_positions' | 'remote_order_panel';
export const REMOTE_FOLDERS: Record<RemoteName, string> = {
  remote_option_entry: 'remote-option-entry',
  remote_positions: 'remote-positions',
  remote_order_panel: 'remote-order-panel',
};
export const REMOTE_NAMES = Object.keys(REMOTE_FOLDERS) as RemoteName[];

/** 127.0.0.1 everywhere: the session cookie is per host, so page and simulator share one. */
export const HOSTNAME = '127.0.0.1';
export const simUrl = `http://${HOSTNAME}:${E2E_PORTS.sim}`;

type Served = Awaited<ReturnType<typeof serveDir>>;

export interface RemoteServer {
  /** The dist folder being served. */
  dir: string;
  running: boolean;
  start(dir?: string): Promise<void>;
  stop(): Promise<void>;
}

export interface Environment {
  pageUrl: string;
  simUrl: string;
  hostDir: string;
  /** The deployment file the host serves (and the remotes' standalone pages derive their CSP from). */
  deploymentFile: string;
  /** Rewrites the deployment file; the next page load uses it (the servers read it per request). */
  writeDeployment(edit: (deployment: Record<string, unknown>) => Record<string, unknown>): void;
  /** Content-Security-Policy violations reported to the host's server so far. */
  cspReports(): CspReport[];
  remotes: Record<RemoteName, RemoteServer>;
  stopSim(): Promise<void>;
  startSim(): Promise<void>;
  close(): Promise<void>;
}

export interface EnvironmentOptions {
  /** Remotes whose server is not started (their slot must fall back). */
  remotesDown?: RemoteName[];
  /** Serve another dist folder for a remote (e.g. a fixture build). */
  remoteDirs?: Partial<Record<RemoteName, string>>;
  /** Simulator tick: fast, so live updates show within a test's patience. */
  tickMs?: number;
}

/**
 * The built host, the three built remotes and the simulator, each on its own port (its own
 * origin), with a deployment file written for these ports. Build first (`npm run build`).
 */
export async function startEnvironment(options: EnvironmentOptions = {}): Promise<Environment> {
  const work = mkdtempSync(path.join(tmpdir(), 'e2e-env-'));
  const deploymentFile = path.join(work, 'deployment.json');
  const deployment: Record<string, unknown> = {
    api: `http://{hostname}:${E2E_PORTS.sim}`,
    ws: `ws://{hostname}:${E2E_PORTS.sim}`,
    demoCredentials: { email: 'demo@sim.local', password: 'demo' },
    remotes: Object.fromEntries(REMOTE_NAMES.map((n) => [n, `http://{hostname}:${E2E_PORTS[n]}/mf-manifest.json`])),
  };
  writeFileSync(deploymentFile, JSON.stringify(deployment));

  let sim: ChildProcess | undefined;
  const simEnv = {
    ...process.env,
    SIM_SEED: '7',
    SIM_TICK_MS: String(options.tickMs ?? 200),
    SIM_DATA_DIR: path.join(work, 'sim-data'),
    SIM_HOST: HOSTNAME,
  };
  const startSim = async () => {
    // A simulator left over from an interrupted run would answer the health check in place of ours
    // (ours cannot bind the port), and the tests would read its old orders: refuse instead.
    if (await probe(`${simUrl}/health`)) {
      throw new Error(
        `port ${E2E_PORTS.sim} already answers as a simulator (left over from another run?): stop it, or set E2E_PORT_OFFSET`,
      );
    }
    sim = startSimulator({ port: E2E_PORTS.sim, env: simEnv });
    if (!(await waitForHttp(`${simUrl}/health`, { timeoutMs: 30_000 }))) throw new Error('simulator did not start');
  };
  const stopSim = async () => {
    await stopChild(sim);
    sim = undefined;
  };

  const hostDir = path.join(ROOT, 'host-shell', 'dist');
  const host = await serveDir({
    dir: hostDir,
    port: E2E_PORTS.host,
    host: HOSTNAME,
    spa: true,
    extraFiles: { '/deployment.json': deploymentFile },
  });

  const remotes = {} as Record<RemoteName, RemoteServer>;
  for (const name of REMOTE_NAMES) {
    let served: Served | undefined;
    const server: RemoteServer = {
      dir: options.remoteDirs?.[name] ?? path.join(ROOT, REMOTE_FOLDERS[name], 'dist'),
      get running() {
        return served !== undefined;
      },
      async start(dir) {
        if (dir) server.dir = dir;
        if (served) await served.close();
        served = await serveDir({
          dir: server.dir,
          port: E2E_PORTS[name],
          host: HOSTNAME,
          csp: { page: 'standalone', deployment: deploymentFile },
        });
      },
      async stop() {
        await served?.close();
        served = undefined;
      },
    };
    remotes[name] = server;
    if (!options.remotesDown?.includes(name)) await server.start();
  }
  await startSim();

  return {
    pageUrl: `http://${HOSTNAME}:${E2E_PORTS.host}/`,
    simUrl,
    hostDir,
    deploymentFile,
    writeDeployment: (edit) => writeFileSync(deploymentFile, JSON.stringify(edit(structuredClone(deployment)))),
    cspReports: () => [...host.cspReports],
    remotes,
    startSim,
    stopSim,
    async close() {
      await Promise.all(REMOTE_NAMES.map((n) => remotes[n].stop()));
      await host.close();
      await stopSim();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
