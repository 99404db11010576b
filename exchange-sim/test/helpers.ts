import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import WebSocket from 'ws';
import { startSim, type RunningSim, type SimOptions } from '../src/server';

export interface Reply {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & {
    ret_code?: number;
    retCode?: number;
    result?: unknown;
    ret_msg?: string;
    retMsg?: string;
  };
}

export class Client {
  token: string | undefined;
  constructor(readonly sim: RunningSim) {}

  async req(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const h: Record<string, string> = { ...headers };
    if (this.token && !('cookie' in h)) h.cookie = `secure-token=${this.token}`;
    if (body !== undefined) {
      h['content-type'] ??= 'application/json';
      h.platform ??= 'pc';
    }
    // the admin API takes changes from tools only: JSON and the admin header (router.ts checkAdminRequest)
    if (path.startsWith('/__sim/') && method === 'POST') {
      h['content-type'] ??= 'application/json';
      h['x-sim-admin'] ??= '1';
    }
    const res = await fetch(this.sim.url + path, {
      method,
      headers: h,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: JSON.parse(text) as Reply['body'] };
  }

  get = (path: string, headers?: Record<string, string>) => this.req('GET', path, undefined, headers);
  post = (path: string, body: unknown, headers?: Record<string, string>) => this.req('POST', path, body, headers);

  async login(email: string, password: string): Promise<Reply> {
    const r = await this.post('/user/public/login', { email, password });
    const result = r.body.result as { token?: string } | null;
    if (result?.token) this.token = result.token;
    return r;
  }

  result<T>(r: Reply): T {
    return r.body.result as T;
  }
}

export const code = (r: Reply): number | undefined => r.body.ret_code ?? r.body.retCode;

export async function withSim(opts: SimOptions = {}): Promise<RunningSim> {
  return startSim({ port: 0, seed: 42, tickMs: 60_000, ...opts });
}

/** WebSocket with a message queue and `next(pred)` waiting. */
export class WsClient {
  readonly messages: Record<string, unknown>[] = [];
  private waiters: { pred: (m: Record<string, unknown>) => boolean; resolve: (m: Record<string, unknown>) => void }[] =
    [];
  closed = false;
  private constructor(readonly ws: WebSocket) {
    ws.on('message', (d) => {
      const m = JSON.parse(d.toString()) as Record<string, unknown>;
      this.messages.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (w.pred(m)) {
          w.resolve(m);
          return false;
        }
        return true;
      });
    });
    ws.on('close', () => (this.closed = true));
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<WsClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, { headers });
      const c = new WsClient(ws);
      ws.once('open', () => resolve(c));
      ws.once('error', reject);
    });
  }

  send(m: unknown): void {
    this.ws.send(JSON.stringify(m));
  }

  next(pred: (m: Record<string, unknown>) => boolean, timeoutMs = 3000): Promise<Record<string, unknown>> {
    const found = this.messages.find(pred);
    if (found) {
      this.messages.splice(this.messages.indexOf(found), 1);
      return Promise.resolve(found);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timeout waiting for ws message')), timeoutMs);
      this.waiters.push({
        pred,
        resolve: (m) => {
          clearTimeout(timer);
          // two waiters may match one message: the second finds it gone (splice(-1) would drop the last)
          const i = this.messages.indexOf(m);
          if (i >= 0) this.messages.splice(i, 1);
          resolve(m);
        },
      });
    });
  }

  close(): void {
    this.ws.terminate();
  }
}

/**
 * The simulator in a child process on `dataDir` (node --import tsx: one process, so SIGKILL reaches
 * it; the tsx CLI would fork a grandchild), for tests that kill it without a shutdown.
 */
export async function spawnSim(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '..', 'src', 'main.ts')], {
    cwd: resolve(__dirname, '..'),
    env: { ...process.env, SIM_PORT: '0', SIM_DATA_DIR: dataDir, SIM_TICK_MS: '60000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((res, rej) => {
    let out = '';
    const timer = setTimeout(() => rej(new Error(`no start: ${out}`)), 20_000);
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        res(m[1]!);
      }
    });
    child.once('exit', () => rej(new Error(`exited: ${out}`)));
  });
  return { url, child };
}
