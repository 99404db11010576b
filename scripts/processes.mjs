// Helpers shared by start.mjs and start-remote.mjs: run a command, start the simulator, wait for
// HTTP, stop children cleanly.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Resolves true once `url` answers with a status below 500, false after `timeoutMs`. */
export async function waitForHttp(url, { timeoutMs = 30000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe(url)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

export async function probe(url, timeoutMs = 1000) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.status < 500;
  } catch {
    return false;
  }
}

/**
 * Starts the exchange simulator (tsx directly, not through npm, so stopping it stops it) in its
 * own process group, with its output prefixed.
 */
export function startSimulator({ port, env = process.env }) {
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: path.join(ROOT, 'exchange-sim'),
    env: { ...env, SIM_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (stream, out) => {
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) out.write(`[sim] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** SIGTERM to the child's process group, SIGKILL after `graceMs` if it is still there. */
export function stopChild(child, graceMs = 3000) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/** Calls `stop` once on Ctrl-C / SIGTERM, then exits. */
export function onShutdown(stop) {
  let stopping = false;
  const handler = (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    Promise.resolve(stop())
      .catch((e) => console.error(e))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return handler;
}
