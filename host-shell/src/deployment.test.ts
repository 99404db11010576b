import { apiRoutesOf, loadDeployment, parseDeployment, substituteHostname } from './deployment';

const valid = {
  api: 'http://{hostname}:4000',
  ws: 'ws://{hostname}:4000',
  demoCredentials: { email: 'demo@sim.local', password: 'demo' },
  remotes: {
    remote_option_entry: 'http://{hostname}:3001/mf-manifest.json',
    remote_positions: 'http://{hostname}:3002/mf-manifest.json',
  },
};

describe('substituteHostname', () => {
  it.each([
    ['http://{hostname}:4000', '127.0.0.1', 'http://127.0.0.1:4000'],
    ['http://{hostname}:4000', 'localhost', 'http://localhost:4000'],
    ['ws://{hostname}:4000/{hostname}', 'example.test', 'ws://example.test:4000/example.test'],
    ['https://cdn.example.com/x/mf-manifest.json', 'localhost', 'https://cdn.example.com/x/mf-manifest.json'],
    ['http://{hostname}:3002', '[::1]', 'http://[::1]:3002'],
  ])('%s at %s → %s', (input, hostname, expected) => {
    expect(substituteHostname(input, hostname)).toBe(expected);
  });
});

describe('parseDeployment', () => {
  it('substitutes the hostname everywhere and keeps the demo credentials', () => {
    expect(parseDeployment(valid, 'localhost')).toEqual({
      ok: true,
      deployment: {
        api: 'http://localhost:4000',
        ws: 'ws://localhost:4000',
        demoCredentials: { email: 'demo@sim.local', password: 'demo' },
        remotes: {
          remote_option_entry: 'http://localhost:3001/mf-manifest.json',
          remote_positions: 'http://localhost:3002/mf-manifest.json',
        },
      },
    });
  });

  it('drops a trailing slash from the API origins', () => {
    const result = parseDeployment({ ...valid, api: 'http://{hostname}:4000/', ws: 'ws://{hostname}:4000/' }, 'h');
    expect(result.ok && [result.deployment.api, result.deployment.ws]).toEqual(['http://h:4000', 'ws://h:4000']);
  });

  it('treats absent demo credentials as none', () => {
    const { demoCredentials: _omit, ...withoutCredentials } = valid;
    const result = parseDeployment(withoutCredentials, '127.0.0.1');
    expect(result.ok).toBe(true);
    expect(result.ok && 'demoCredentials' in result.deployment).toBe(false);
  });

  it.each<[string, unknown, RegExp]>([
    ['not an object', 'hello', /JSON object/],
    ['an array', [], /JSON object/],
    ['null', null, /JSON object/],
    ['api missing', { ...valid, api: undefined }, /"api" must be a non-empty string/],
    ['api not a URL', { ...valid, api: 'localhost:4000 x' }, /"api"/],
    ['api over ws', { ...valid, api: 'ws://{hostname}:4000' }, /"api" must use http or https/],
    ['ws over http', { ...valid, ws: 'http://{hostname}:4000' }, /"ws" must use ws or wss/],
    ['remotes missing', { ...valid, remotes: undefined }, /"remotes" must be an object/],
    ['remotes an array', { ...valid, remotes: ['x'] }, /"remotes" must be an object/],
    ['remote entry not a string', { ...valid, remotes: { remote_positions: 3002 } }, /remotes.remote_positions/],
    [
      'remote entry not http',
      { ...valid, remotes: { remote_positions: 'file:///x.json' } },
      /remotes.remote_positions" must use http/,
    ],
    [
      'remote name not an identifier',
      { ...valid, remotes: { 'remote-positions': 'http://x/mf-manifest.json' } },
      /not a valid container name/,
    ],
    ['credentials incomplete', { ...valid, demoCredentials: { email: 'a' } }, /"demoCredentials"/],
  ])('rejects %s', (_case, raw, message) => {
    const result = parseDeployment(raw, '127.0.0.1');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.join('\n')).toMatch(message);
  });

  it('reports every problem at once', () => {
    const result = parseDeployment({ api: 1, ws: 2, remotes: 3 }, 'h');
    expect(!result.ok && result.errors).toHaveLength(3);
  });
});

describe('loadDeployment', () => {
  const respond = (status: number, body: string) =>
    jest
      .fn<Promise<Response>, Parameters<typeof fetch>>()
      .mockResolvedValue({ ok: status < 400, status, text: async () => body } as Response);

  it('fetches /deployment.json without the cache and validates it', async () => {
    const fetchFn = respond(200, JSON.stringify(valid));
    const result = await loadDeployment('127.0.0.1', fetchFn);
    expect(fetchFn).toHaveBeenCalledWith('/deployment.json', expect.objectContaining({ cache: 'no-store' }));
    expect(result.ok && result.deployment.remotes.remote_positions).toBe('http://127.0.0.1:3002/mf-manifest.json');
  });

  it.each<[string, jest.Mock, RegExp]>([
    ['HTTP 404', respond(404, 'not found'), /HTTP 404/],
    ['invalid JSON', respond(200, '{ nope'), /not valid JSON/],
    ['network failure', jest.fn().mockRejectedValue(new TypeError('Failed to fetch')), /could not be fetched/],
  ])('turns %s into an error', async (_case, fetchFn, message) => {
    const result = await loadDeployment('127.0.0.1', fetchFn as unknown as typeof fetch);
    expect(!result.ok && result.errors.join('\n')).toMatch(message);
  });
});

describe('apiRoutes', () => {
  const routes = {
    route1: { api: 'https://r1.{hostname}', ws: 'wss://r1.{hostname}/' },
    route2: { api: 'http://{hostname}:4000', ws: 'ws://{hostname}:4000' },
  };

  it('are optional; every route is then the top-level api/ws', () => {
    const result = parseDeployment(valid, 'h');
    expect(result.ok && 'apiRoutes' in result.deployment).toBe(false);
    expect(result.ok && apiRoutesOf(result.deployment)).toEqual({
      default: { api: 'http://h:4000', ws: 'ws://h:4000' },
      route1: { api: 'http://h:4000', ws: 'ws://h:4000' },
      route2: { api: 'http://h:4000', ws: 'ws://h:4000' },
    });
  });

  it('substitute the hostname, and a missing route is the default', () => {
    const result = parseDeployment({ ...valid, apiRoutes: { route1: routes.route1 } }, 'h');
    expect(result.ok && apiRoutesOf(result.deployment)).toEqual({
      default: { api: 'http://h:4000', ws: 'ws://h:4000' },
      route1: { api: 'https://r1.h', ws: 'wss://r1.h' },
      route2: { api: 'http://h:4000', ws: 'ws://h:4000' },
    });
    const both = parseDeployment({ ...valid, apiRoutes: routes }, 'h');
    expect(both.ok && both.deployment.apiRoutes?.route2).toEqual({ api: 'http://h:4000', ws: 'ws://h:4000' });
  });

  it.each<[string, unknown, RegExp]>([
    ['not an object', 'fast', /"apiRoutes" must be/],
    ['an unknown route', { route3: routes.route1 }, /"apiRoutes.route3" is not a route/],
    ['a route not an object', { route1: 'https://x' }, /"apiRoutes.route1" must be/],
    ['api over ws', { route1: { api: 'ws://x', ws: 'ws://x' } }, /"apiRoutes.route1.api" must use http or https/],
    ['ws missing', { route2: { api: 'http://x' } }, /"apiRoutes.route2.ws" must be a non-empty string/],
  ])('reject %s', (_label, apiRoutes, message) => {
    const result = parseDeployment({ ...valid, apiRoutes }, 'h');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.join('\n')).toMatch(message);
  });
});

describe('comingSoon', () => {
  it('is off when absent and read when a boolean', () => {
    const absent = parseDeployment(valid, 'h');
    expect(absent.ok && absent.deployment.comingSoon).toBeUndefined();
    const on = parseDeployment({ ...valid, comingSoon: true }, 'h');
    expect(on.ok && on.deployment.comingSoon).toBe(true);
    const off = parseDeployment({ ...valid, comingSoon: false }, 'h');
    expect(off.ok && off.deployment.comingSoon).toBe(false);
  });

  it('rejects anything but a boolean', () => {
    const result = parseDeployment({ ...valid, comingSoon: 'yes' }, 'h');
    expect(!result.ok && result.errors).toEqual(['"comingSoon" must be true, false or absent']);
  });
});

describe('pinned remotes and the repay origin', () => {
  const pin = `sha384-${'A'.repeat(64)}`;

  it('read { manifest, integrity } as a remote, and keep plain URLs unpinned', () => {
    const result = parseDeployment(
      {
        ...valid,
        remotes: {
          remote_option_entry: 'http://{hostname}:3001/mf-manifest.json',
          remote_positions: { manifest: 'http://{hostname}:3002/mf-manifest.json', integrity: pin },
        },
        repay: 'https://repay.{hostname}/panel',
      },
      'h',
    );
    expect(result.ok && result.deployment).toMatchObject({
      remotes: {
        remote_option_entry: 'http://h:3001/mf-manifest.json',
        remote_positions: 'http://h:3002/mf-manifest.json',
      },
      integrity: { remote_positions: pin },
      repay: 'https://repay.h/panel',
    });
  });

  it('are absent when the file has none', () => {
    const result = parseDeployment(valid, 'h');
    expect(result.ok && ['integrity' in result.deployment, 'repay' in result.deployment]).toEqual([false, false]);
    const unpinned = parseDeployment({ ...valid, remotes: { remote_positions: { manifest: 'http://h/m.json' } } }, 'h');
    expect(unpinned.ok && 'integrity' in unpinned.deployment).toBe(false);
  });

  it.each<[string, unknown, RegExp]>([
    ['an integrity that is no SRI hash', { manifest: 'http://h/m.json', integrity: 'abc' }, /integrity" must be/],
    ['an md5 pin', { manifest: 'http://h/m.json', integrity: 'md5-1B2M2Y8AsgTpgAmY7PhCfg==' }, /integrity" must be/],
    ['a pin of the wrong length', { manifest: 'http://h/m.json', integrity: `sha384-${'A'.repeat(44)}` }, /integrity/],
    ['an integrity that is not a string', { manifest: 'http://h/m.json', integrity: 384 }, /integrity" must be/],
    ['an object without manifest', { integrity: pin }, /remotes.remote_positions.manifest" must be a non-empty/],
    ['an unknown field', { manifest: 'http://h/m.json', hash: pin }, /remotes.remote_positions.hash" is not a field/],
  ])('refuse a remote with %s', (_label, remote, message) => {
    const result = parseDeployment({ ...valid, remotes: { remote_positions: remote } }, 'h');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.join('\n')).toMatch(message);
  });

  it('refuse a repay address that is not http(s)', () => {
    const result = parseDeployment({ ...valid, repay: 'javascript:alert(1)' }, 'h');
    expect(!result.ok && result.errors).toEqual(['"repay" must use http or https: javascript:alert(1)']);
  });
});
