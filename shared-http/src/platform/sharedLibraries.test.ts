import { checkSharedLibraries, checkSharedLibrary, WORKSPACE_LIBRARIES } from './sharedLibraries';

describe('checkSharedLibrary: does a remote run on the host’s copy of a workspace library?', () => {
  test.each([
    ['the version it was built against', '1.2.4', '^1.2.0'],
    ['a newer patch on the host', '1.2.9', '^1.2.0'],
    ['a remote built against a newer patch (its range starts at the minor)', '1.2.0', '^1.2.0'],
    ['a newer minor on the host (host deployed first)', '1.5.0', '^1.2.0'],
    ['an exact version that matches', '1.2.4', '1.2.4'],
    ['a tilde range the host satisfies', '1.2.7', '~1.2.3'],
    ['0.x: a newer patch within the minor', '0.2.9', '^0.2.0'],
    ['a pre-release of the same version', '1.3.0-rc.1', '^1.3.0'],
  ])('ok: %s', (_case, host, required) => {
    expect(checkSharedLibrary('shared-core', host, required)).toEqual({ ok: true });
  });

  test('a remote built against a newer minor needs a newer host, naming what it needs and what the page has', () => {
    expect(checkSharedLibrary('shared-core', '1.2.4', '^1.3.0')).toEqual({
      ok: false,
      reason: 'newerHost',
      library: 'shared-core',
      requiredVersion: '^1.3.0',
      minimum: '1.3',
      hostVersion: '1.2.4',
    });
  });

  test.each([
    ['0.x: a newer minor', '0.2.4', '^0.3.0', '0.3'],
    ['a newer major', '1.9.0', '^2.0.0', '2.0'],
    ['an exact newer patch', '1.2.4', '1.2.5', '1.2.5'],
    ['a tilde range above the host', '1.2.1', '~1.2.3', '1.2.3'],
  ])('needs a newer host: %s', (_case, host, required, minimum) => {
    expect(checkSharedLibrary('shared-http', host, required)).toMatchObject({
      ok: false,
      reason: 'newerHost',
      minimum,
    });
  });

  test.each([
    ['a new major on the host', '2.0.0', '^1.2.0'],
    ['0.x: a newer minor on the host', '0.3.0', '^0.2.0'],
    ['an exact older version', '1.2.5', '1.2.4'],
  ])('built for an older host: %s', (_case, host, required) => {
    expect(checkSharedLibrary('shared-core', host, required)).toMatchObject({ ok: false, reason: 'olderHost' });
  });

  test.each([['*'], ['>=1.0.0 <3.0.0'], ['workspace:*'], ['']])(
    'a range it cannot read (%j) is left to the runtime',
    (required) => {
      expect(checkSharedLibrary('shared-core', '1.0.0', required)).toEqual({ ok: true });
    },
  );

  test('a host version it cannot read is left to the runtime', () => {
    expect(checkSharedLibrary('shared-core', 'next', '^9.0.0')).toEqual({ ok: true });
  });
});

describe('checkSharedLibraries: a remote’s manifest against the host’s versions', () => {
  const host = { 'shared-core': '1.2.4', 'shared-http': '1.0.3', react: '19.3.1' };
  const manifest = (...shared: object[]) => ({ name: 'remote_positions', shared });

  test('the workspace libraries are shared-core and shared-http', () => {
    expect(WORKSPACE_LIBRARIES).toEqual(['shared-core', 'shared-http']);
  });

  test('ok when every workspace library fits', () => {
    expect(
      checkSharedLibraries(
        host,
        manifest(
          { name: 'shared-core', version: '1.2.7', requiredVersion: '^1.2.0' },
          { name: 'shared-http', version: '1.0.0', requiredVersion: '^1.0.0' },
        ),
      ),
    ).toEqual({ ok: true });
  });

  test('the first library that does not fit', () => {
    expect(
      checkSharedLibraries(
        host,
        manifest(
          { name: 'shared-core', version: '1.2.0', requiredVersion: '^1.2.0' },
          { name: 'shared-http', version: '1.1.0', requiredVersion: '^1.1.0' },
        ),
      ),
    ).toMatchObject({ ok: false, reason: 'newerHost', library: 'shared-http', minimum: '1.1', hostVersion: '1.0.3' });
  });

  test('other singletons are not judged here (the release gate checks them)', () => {
    expect(
      checkSharedLibraries(host, manifest({ name: 'react', version: '20.0.0', requiredVersion: '20.0.0' })),
    ).toEqual({ ok: true });
  });

  test.each([
    ['no manifest', undefined],
    ['no shared list', { name: 'x' }],
    ['an entry without requiredVersion', manifest({ name: 'shared-core', version: '9.0.0' })],
  ])('%s: nothing to judge', (_case, raw) => {
    expect(checkSharedLibraries(host, raw)).toEqual({ ok: true });
  });

  test('a library the host does not provide is not judged', () => {
    expect(checkSharedLibraries({}, manifest({ name: 'shared-core', requiredVersion: '^9.0.0' }))).toEqual({
      ok: true,
    });
  });
});
