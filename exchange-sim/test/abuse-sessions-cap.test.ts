import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningSim } from '../src/server';
import { Client, WsClient, code, withSim } from './helpers';

// Issue 12 (low): a user could hold any number of sessions. Past the cap, a new login ends the
// user's oldest session, and its private sockets get the session-ended close (4001).
const PROFILE = '/v2/private/user/profile';

describe('cap of 3 sessions per user', () => {
  let sim: RunningSim;
  beforeAll(async () => {
    sim = await withSim({ maxSessionsPerUser: 3 });
  });
  afterAll(() => sim.close());

  test('the 4th login ends the oldest session and closes its private sockets with 4001', async () => {
    const clients: Client[] = [];
    for (let i = 0; i < 3; i++) {
      const c = new Client(sim);
      expect(code(await c.login('trader2@sim.local', 'trader2'))).toBe(0);
      clients.push(c);
    }
    const other = new Client(sim);
    await other.login('demo@sim.local', 'demo');
    const ws = await WsClient.open(`${sim.wsUrl}/private`, { cookie: `secure-token=${clients[0]!.token}` });
    let closeCode = 0;
    ws.ws.on('close', (c) => (closeCode = c));
    ws.send({ op: 'subscribe', args: ['user.order'] });
    await ws.next((m) => m.op === 'subscribe' && m.success === true);

    const fourth = new Client(sim);
    expect(code(await fourth.login('trader2@sim.local', 'trader2'))).toBe(0);

    expect(code(await clients[0]!.get(PROFILE))).toBe(10007);
    for (const c of [...clients.slice(1), fourth]) expect(code(await c.get(PROFILE))).toBe(0);
    expect(code(await other.get(PROFILE))).toBe(0); // another user's sessions are not touched
    await new Promise<void>((resolve) => (ws.closed ? resolve() : ws.ws.once('close', () => resolve())));
    expect(closeCode).toBe(4001);

    // and again: the next oldest goes
    await new Client(sim).login('trader2@sim.local', 'trader2');
    expect(code(await clients[1]!.get(PROFILE))).toBe(10007);
    expect(code(await clients[2]!.get(PROFILE))).toBe(0);
  });

  test('sessions that ended otherwise (logout) do not count', async () => {
    const a = new Client(sim);
    await a.login('uta1@sim.local', 'uta1');
    for (let i = 0; i < 5; i++) {
      const t = new Client(sim);
      await t.login('uta1@sim.local', 'uta1');
      await t.post('/user/public/logout', {});
    }
    const b = new Client(sim);
    const c = new Client(sim);
    await b.login('uta1@sim.local', 'uta1');
    await c.login('uta1@sim.local', 'uta1');
    for (const x of [a, b, c]) expect(code(await x.get(PROFILE))).toBe(0);
  });
});

test('the cap holds for sessions kept in a data dir across a restart', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sim-sessions-cap-'));
  try {
    let sim = await withSim({ dataDir: dir, maxSessionsPerUser: 2 });
    const old = new Client(sim);
    await old.login('demo@sim.local', 'demo');
    const newer = new Client(sim);
    await newer.login('demo@sim.local', 'demo');
    await sim.close();
    sim = await withSim({ dataDir: dir, maxSessionsPerUser: 2 });
    const after = new Client(sim);
    await after.login('demo@sim.local', 'demo');
    for (const c of [old, newer, after]) (c as { sim: RunningSim }).sim = sim;
    expect(code(await old.get(PROFILE))).toBe(10007);
    expect(code(await newer.get(PROFILE))).toBe(0);
    expect(code(await after.get(PROFILE))).toBe(0);
    await sim.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the default cap is 50', async () => {
  const sim = await withSim();
  try {
    const first = new Client(sim);
    await first.login('hedge@sim.local', 'hedge');
    for (let i = 0; i < 49; i++) await new Client(sim).login('hedge@sim.local', 'hedge');
    expect(code(await first.get(PROFILE))).toBe(0);
    await new Client(sim).login('hedge@sim.local', 'hedge');
    expect(code(await first.get(PROFILE))).toBe(10007);
  } finally {
    await sim.close();
  }
}, 30_000);
