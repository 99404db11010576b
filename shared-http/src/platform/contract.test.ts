import { checkContract } from './contract';

const Component = () => null;
const setup = () => undefined;
const remote = { name: 'remote_x', contractVersion: 1, version: '1.2.3', setup, Component };

describe('checkContract: what the host accepts as a remote before rendering it', () => {
  test('a RemoteDefinition of a supported version is handed back as it came', () => {
    const check = checkContract(remote);
    expect(check).toEqual({ ok: true, definition: remote });
    if (check.ok) expect(check.definition).toBe(remote);
  });

  test.each([1, 2])('contract %i is served: version-1 remotes keep working beside version-2 ones', (v) => {
    expect(checkContract({ ...remote, contractVersion: v }).ok).toBe(true);
  });

  test('a memo or forwardRef component (an object) is a component too', () => {
    expect(checkContract({ ...remote, Component: { $$typeof: Symbol.for('react.memo') } }).ok).toBe(true);
  });

  test.each([
    ['nothing', undefined, {}],
    ['null', null, {}],
    ['a string', 'remote', {}],
    ['no setup', { ...remote, setup: undefined }, { version: '1.2.3' }],
    ['a setup that is not a function', { ...remote, setup: 'x' }, { version: '1.2.3' }],
    ['no Component', { ...remote, Component: undefined }, { version: '1.2.3' }],
    ['a Component that is a string', { ...remote, Component: 'div' }, { version: '1.2.3' }],
  ])('%s is refused for its shape', (_name, candidate, extra) => {
    expect(checkContract(candidate)).toEqual({ ok: false, reason: 'shape', ...extra });
  });

  test.each([
    ['a newer contract', { ...remote, contractVersion: 3 }, 3],
    ['no contract version', { ...remote, contractVersion: undefined }, undefined],
    ['a contract version that is a string', { ...remote, contractVersion: '1' }, undefined],
  ])('%s is refused for its version, naming the remote’s release', (_name, candidate, contractVersion) => {
    expect(checkContract(candidate)).toEqual({ ok: false, reason: 'version', contractVersion, version: '1.2.3' });
  });

  test('a release version that is not a string is not shown', () => {
    expect(checkContract({ ...remote, contractVersion: 9, version: 42 })).toEqual({
      ok: false,
      reason: 'version',
      contractVersion: 9,
      version: undefined,
    });
  });
});
