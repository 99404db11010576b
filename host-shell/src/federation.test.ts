import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createHash, webcrypto } from 'node:crypto';
import { createFederationLoader, RemoteNotDeployedError, SharedLibraryMismatchError } from './federation';
import { RemoteRefusedError } from './remotePolicy';

/** Node's WebCrypto (jsdom has none); the bytes cross from jsdom's realm as a Buffer. */
const subtle = {
  digest: (algorithm: string, data: ArrayBuffer) => webcrypto.subtle.digest(algorithm, Buffer.from(data)),
} as unknown as SubtleCrypto;

/** jsdom has no fetch Response; the plugin only builds one from text. */
class TextResponse {
  constructor(private readonly body: string) {}
  text = async () => this.body;
}
beforeAll(() => Object.assign(globalThis, { Response: globalThis.Response ?? TextResponse }));
const ENTRY = 'var remote_positions = {};';
const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** What the host's build shares, as the runtime holds it (options.shared: package → versions). */
const hostShared = {
  'shared-core': [{ version: '1.2.4', from: 'host_shell' }],
  'shared-http': [{ version: '1.0.0', from: 'host_shell' }],
};

function fakeFederation(exposed: unknown) {
  const registerRemotes = jest.fn();
  const registerPlugins = jest.fn();
  const loadRemote = jest.fn().mockResolvedValue(exposed);
  const federation = {
    name: 'host_shell',
    options: { shared: hostShared },
    registerRemotes,
    registerPlugins,
    loadRemote,
  } as unknown as ModuleFederation;
  const plugin = () => (registerPlugins.mock.calls[0] as [ModuleFederationRuntimePlugin[]])[0][0]!;
  return { federation, registerRemotes, loadRemote, plugin };
}

const remotes = {
  remote_positions: 'http://127.0.0.1:3002/mf-manifest.json',
  remote_order_panel: 'http://127.0.0.1:3003/mf-manifest.json',
};

const manifestText = (publicPath = 'auto', shared: object[] = []) =>
  JSON.stringify({
    metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared,
    exposes: [],
  });

/** A network of the remotes' servers: manifest and entry per URL. */
function fakeFetch(files: Record<string, string>) {
  return jest.fn(async (input: RequestInfo | URL) => {
    const body = files[String(input)];
    return {
      ok: body !== undefined,
      status: body === undefined ? 404 : 200,
      text: async () => body ?? '',
      arrayBuffer: async () => new Uint8Array(Buffer.from(body ?? '')).buffer,
    } as Response;
  });
}

const served = {
  'http://127.0.0.1:3002/mf-manifest.json': manifestText(),
  'http://127.0.0.1:3002/remoteEntry.js': ENTRY,
};
const options = (integrity?: Record<string, string>, files: Record<string, string> = served) => ({
  fetchFn: fakeFetch(files) as unknown as typeof fetch,
  subtle,
  pageUrl: 'http://127.0.0.1:3000/',
  ...(integrity ? { integrity } : {}),
});

describe('createFederationLoader', () => {
  it('registers every remote of the deployment by its manifest URL, and its policy plugin, without loading any', () => {
    const f = fakeFederation({});
    createFederationLoader(f.federation, remotes, options());
    expect(f.registerRemotes).toHaveBeenCalledWith([
      { name: 'remote_positions', entry: 'http://127.0.0.1:3002/mf-manifest.json' },
      { name: 'remote_order_panel', entry: 'http://127.0.0.1:3003/mf-manifest.json' },
    ]);
    expect(f.plugin().name).toBe('host-remote-policy');
    expect(f.loadRemote).not.toHaveBeenCalled();
  });

  it('checks the manifest, loads <name>/widget and returns its default export', async () => {
    const definition = { name: 'remote_positions' };
    const f = fakeFederation({ default: definition });
    const loader = createFederationLoader(f.federation, remotes, options());
    await expect(loader.load('remote_positions')).resolves.toBe(definition);
    expect(f.loadRemote).toHaveBeenCalledWith('remote_positions/widget');
    expect(f.registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('re-registers with force before a fresh load so cached failures are dropped', async () => {
    const f = fakeFederation({ default: {} });
    await createFederationLoader(f.federation, remotes, options()).load('remote_positions', { fresh: true });
    expect(f.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'remote_positions', entry: 'http://127.0.0.1:3002/mf-manifest.json' }],
      { force: true },
    );
  });

  it('rejects a remote the deployment does not list, and a module that resolves to nothing', async () => {
    await expect(
      createFederationLoader(fakeFederation({}).federation, remotes, options()).load('remote_option_entry'),
    ).rejects.toBeInstanceOf(RemoteNotDeployedError);
    await expect(
      createFederationLoader(fakeFederation(null).federation, remotes, options()).load('remote_positions'),
    ).rejects.toThrow(/resolved to nothing/);
  });

  it('refuses a manifest that points its entry at another origin, before the runtime sees it', async () => {
    const f = fakeFederation({ default: {} });
    const files = { ...served, 'http://127.0.0.1:3002/mf-manifest.json': manifestText('http://evil.test/') };
    const error = await createFederationLoader(f.federation, remotes, options(undefined, files))
      .load('remote_positions')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteRefusedError);
    expect(error).toMatchObject({ reason: 'origin', message: expect.stringMatching(/evil\.test/) });
    expect(f.loadRemote).not.toHaveBeenCalled();
  });

  it('loads a pinned remote whose entry matches, and refuses one whose entry does not', async () => {
    const ok = fakeFederation({ default: {} });
    await createFederationLoader(ok.federation, remotes, options({ remote_positions: sha384(ENTRY) })).load(
      'remote_positions',
    );
    expect(ok.loadRemote).toHaveBeenCalled();

    const tampered = fakeFederation({ default: {} });
    const error = await createFederationLoader(
      tampered.federation,
      remotes,
      options({ remote_positions: sha384(`${ENTRY} /* tampered */`) }),
    )
      .load('remote_positions')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'integrity', message: expect.stringMatching(/remoteEntry\.js/) });
    expect(tampered.loadRemote).not.toHaveBeenCalled();
  });

  describe('the shared libraries a remote was built against', () => {
    const builtAgainst = (core: string, required: string) =>
      manifestText('auto', [
        { name: 'shared-core', version: core, singleton: true, requiredVersion: required },
        { name: 'shared-http', version: '1.0.0', singleton: true, requiredVersion: '^1.0.0' },
      ]);
    const filesWith = (manifest: string) => ({ ...served, 'http://127.0.0.1:3002/mf-manifest.json': manifest });

    it('loads a remote built against a newer patch: it runs on the host’s copy', async () => {
      const f = fakeFederation({ default: {} });
      await createFederationLoader(
        f.federation,
        remotes,
        options(undefined, filesWith(builtAgainst('1.2.9', '^1.2.0'))),
      ).load('remote_positions');
      expect(f.loadRemote).toHaveBeenCalledWith('remote_positions/widget');
    });

    it('refuses a remote built against a newer minor before the runtime fetches any of it', async () => {
      const f = fakeFederation({ default: {} });
      const fetchFn = fakeFetch(filesWith(builtAgainst('1.3.0', '^1.3.0')));
      const loader = createFederationLoader(f.federation, remotes, {
        ...options(),
        fetchFn: fetchFn as unknown as typeof fetch,
      });
      const error = await loader.load('remote_positions').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SharedLibraryMismatchError);
      expect(error).toMatchObject({
        remote: 'remote_positions',
        check: { reason: 'newerHost', library: 'shared-core', minimum: '1.3', hostVersion: '1.2.4' },
        message: 'remote_positions requires shared-core ^1.3.0; the page provides 1.2.4',
      });
      expect(f.loadRemote).not.toHaveBeenCalled();
      expect(fetchFn.mock.calls.map(([url]) => String(url))).toEqual(['http://127.0.0.1:3002/mf-manifest.json']);
    });

    it('judges only what the host itself provides, not versions other remotes registered', async () => {
      const f = fakeFederation({ default: {} });
      Object.assign(f.federation, {
        options: {
          shared: { 'shared-core': [{ version: '1.3.0', from: 'remote_order_panel' }, ...hostShared['shared-core']] },
        },
      });
      const error = await createFederationLoader(
        f.federation,
        remotes,
        options(undefined, filesWith(builtAgainst('1.3.0', '^1.3.0'))),
      )
        .load('remote_positions')
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ check: { hostVersion: '1.2.4' } });
    });
  });

  describe('its runtime plugin', () => {
    const remoteInfo = { name: 'remote_positions' } as never;

    it('hands the runtime the manifest that was checked, and nothing unchecked', async () => {
      const f = fakeFederation({ default: {} });
      const loader = createFederationLoader(f.federation, remotes, options());
      const fetchHook = f.plugin().fetch!;
      await expect(fetchHook(remotes.remote_positions, {})).rejects.toThrow(/not checked/);
      await loader.load('remote_positions');
      const response = await fetchHook(remotes.remote_positions, {});
      await expect((response as Response).text()).resolves.toBe(manifestText());
    });

    it('creates no script of a remote off its origin, and puts the pin on the pinned entry', async () => {
      const f = fakeFederation({ default: {} });
      const pin = sha384(ENTRY);
      const loader = createFederationLoader(f.federation, remotes, options({ remote_positions: pin }));
      await loader.load('remote_positions');
      const createScript = f.plugin().createScript!;
      expect(() => createScript({ url: 'http://evil.test/remoteEntry.js', remoteInfo })).toThrow(RemoteRefusedError);
      const entry = createScript({ url: 'http://127.0.0.1:3002/remoteEntry.js', remoteInfo }) as HTMLScriptElement;
      expect([entry.integrity, entry.crossOrigin, entry.src]).toEqual([
        pin,
        'anonymous',
        'http://127.0.0.1:3002/remoteEntry.js',
      ]);
      expect(createScript({ url: 'http://127.0.0.1:3002/99.abc.js', remoteInfo })).toBeUndefined();
      expect(createScript({ url: 'http://127.0.0.1:3000/main.js' })).toBeUndefined();
    });
  });
});
