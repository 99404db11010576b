import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningSim } from '../src/server';
import { PersistentRepository } from '../src/store/persistent';
import type { UserRecord } from '../src/store/types';
import { DEMO_USER, TRADER2_USER } from '../src/store/seed';
import { Client, code, withSim } from './helpers';

// Issue 12 (low): passwords were stored and compared in plain text. They are now stored as a
// salted scrypt hash and compared in constant time; an older data dir (plain `password`) is
// migrated when it is loaded.

describe('seeded accounts', () => {
  let sim: RunningSim;
  beforeAll(async () => {
    sim = await withSim();
  });
  afterAll(() => sim.close());

  test('no stored user record holds its password in plain text', () => {
    const users = sim.app.repo.listUsers();
    expect(users.length).toBeGreaterThan(2);
    for (const u of users) {
      expect(u).not.toHaveProperty('password');
      expect((u as UserRecord & { passwordHash?: string }).passwordHash).toMatch(/^scrypt\$/);
    }
    const demo = sim.app.repo.findUser(DEMO_USER.userId) as UserRecord & { passwordHash: string };
    const trader2 = sim.app.repo.findUser(TRADER2_USER.userId) as UserRecord & { passwordHash: string };
    // salted: the hash is not the password, and no two records share one
    expect(demo.passwordHash).not.toContain(`$${DEMO_USER.password}`);
    expect(new Set(users.map((u) => (u as { passwordHash?: string }).passwordHash)).size).toBe(users.length);
    expect(demo.passwordHash).not.toBe(trader2.passwordHash);
  });

  test('the right password logs in, a wrong one (same length, prefix, empty) does not', async () => {
    expect(code(await new Client(sim).login('demo@sim.local', 'demo'))).toBe(0);
    for (const wrong of ['deme', 'dem', 'demo ', '', 'DEMO'])
      expect(code(await new Client(sim).login('demo@sim.local', wrong))).toBe(10004);
  });
});

describe('a data dir written before passwords were hashed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sim-legacy-pw-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('loads, logs in with the old password, and is stored hashed from then on', async () => {
    const legacy = await PersistentRepository.open(dir);
    // the record as the simulator used to store it
    legacy.addUser({
      userId: 7,
      email: 'old@sim.local',
      password: 'old-secret',
      nickname: 'Old',
      accountType: 'UTA2',
    } as UserRecord);
    await legacy.close();

    let sim = await withSim({ dataDir: dir });
    const u = sim.app.repo.findUser(7) as UserRecord & { passwordHash?: string };
    expect(u).not.toHaveProperty('password');
    expect(u.passwordHash).toMatch(/^scrypt\$/);
    expect(code(await new Client(sim).login('old@sim.local', 'old-secret'))).toBe(0);
    expect(code(await new Client(sim).login('old@sim.local', 'old-secreT'))).toBe(10004);
    await sim.close();

    // nothing on disk holds the plain password any more, and the next start still logs in
    for (const f of readdirSync(dir)) expect(readFileSync(join(dir, f)).includes('old-secret')).toBe(false);
    sim = await withSim({ dataDir: dir });
    expect(code(await new Client(sim).login('old@sim.local', 'old-secret'))).toBe(0);
    await sim.close();
  });
});
