import type { RunningSim } from '../src/server';
import { Client, code, withSim } from './helpers';

// Issue 12 (low): 300 wrong passwords in 0.3 s were all answered 10004, so a password could be
// guessed at full speed. Failed logins are now throttled per account and per client address.
let sim: RunningSim;
/** the simulator's clock: moved by hand, so the window never depends on how fast the test runs */
let clock = Date.now();

beforeAll(async () => {
  sim = await withSim({
    now: () => clock,
    loginThrottle: { maxFailures: 5, maxFailuresPerAddress: 12, windowMs: 60_000 },
  });
});
afterAll(() => sim.close());

const login = (email: string, password: string) => new Client(sim).login(email, password);
const PASS_MINUTE = 60_000;

test('after 5 wrong passwords the account is refused with 10006 and Retry-After, even with the right one', async () => {
  const codes: (number | undefined)[] = [];
  for (let i = 0; i < 300; i++) codes.push(code(await login('trader2@sim.local', `guess-${i}`)));
  expect(codes.slice(0, 5)).toEqual([10004, 10004, 10004, 10004, 10004]);
  expect(new Set(codes.slice(5))).toEqual(new Set([10006]));

  const refused = await login('trader2@sim.local', 'trader2');
  expect(code(refused)).toBe(10006);
  expect(refused.body.ret_msg).toMatch(/too many failed logins/);
  expect(Number(refused.headers.get('retry-after'))).toBe(60);
  expect(refused.headers.get('set-cookie')).toBeNull();

  // another account from the same address is not locked out by this one
  expect(code(await login('demo@sim.local', 'demo'))).toBe(0);

  clock += 30_000;
  expect(Number((await login('trader2@sim.local', 'trader2')).headers.get('retry-after'))).toBe(30);
  clock += 30_000; // the window is over
  expect(code(await login('trader2@sim.local', 'trader2'))).toBe(0);
});

test('a successful login resets the account count', async () => {
  clock += PASS_MINUTE;
  for (let i = 0; i < 4; i++) expect(code(await login('uta1@sim.local', 'nope'))).toBe(10004);
  expect(code(await login('uta1@sim.local', 'uta1'))).toBe(0);
  for (let i = 0; i < 5; i++) expect(code(await login('uta1@sim.local', 'nope'))).toBe(10004);
  expect(code(await login('uta1@sim.local', 'uta1'))).toBe(10006);
});

test('failures across many accounts from one address are throttled per address', async () => {
  clock += PASS_MINUTE;
  // unknown accounts count as failures too (no hint which emails exist)
  for (let i = 0; i < 12; i++) expect(code(await login(`who${i}@sim.local`, 'x'))).toBe(10004);
  const r = await login('hedge@sim.local', 'hedge');
  expect(code(r)).toBe(10006);
  expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
  clock += PASS_MINUTE;
  expect(code(await login('hedge@sim.local', 'hedge'))).toBe(0);
});

test('wrong passwords sent all at once are throttled too (each counts before its check finishes)', async () => {
  clock += PASS_MINUTE;
  const codes = await Promise.all(Array.from({ length: 50 }, (_, i) => login('pm@sim.local', `burst-${i}`).then(code)));
  expect(codes.filter((c) => c === 10004)).toHaveLength(5);
  expect(codes.filter((c) => c === 10006)).toHaveLength(45);
});

test('/__sim/reset forgets failed logins: a reset simulator lets the locked account in', async () => {
  for (let i = 0; i < 5; i++) expect(code(await login('leader@sim.local', `guess-${i}`))).toBe(10004);
  expect(code(await login('leader@sim.local', 'leader'))).toBe(10006);
  expect(code(await new Client(sim).post('/__sim/reset', {}))).toBe(0);
  expect(code(await login('leader@sim.local', 'leader'))).toBe(0);
});
