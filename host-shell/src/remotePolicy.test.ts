import { createHash, webcrypto } from 'node:crypto';
import { checkManifest, isIntegrity, matchesIntegrity, originOf } from './remotePolicy';

/** Node's WebCrypto (jsdom has none); the bytes cross from jsdom's realm as a Buffer. */
const subtle = {
  digest: (algorithm: string, data: ArrayBuffer) => webcrypto.subtle.digest(algorithm, Buffer.from(data)),
} as unknown as SubtleCrypto;
const sri = (alg: string, text: string) => `${alg}-${createHash(alg).update(text).digest('base64')}`;

describe('isIntegrity', () => {
  it.each(['sha256', 'sha384', 'sha512'])('accepts one %s hash in base64', (alg) => {
    expect(isIntegrity(sri(alg, 'x'))).toBe(true);
  });

  it.each<[string, unknown]>([
    ['not a string', 384],
    ['empty', ''],
    ['an unknown algorithm', `md5-${createHash('md5').update('x').digest('base64')}`],
    ['sha1', `sha1-${createHash('sha1').update('x').digest('base64')}`],
    ['the wrong length for its algorithm', `sha384-${createHash('sha256').update('x').digest('base64')}`],
    ['hex instead of base64', `sha256-${createHash('sha256').update('x').digest('hex')}`],
    ['two hashes', `${sri('sha384', 'x')} ${sri('sha384', 'y')}`],
    ['an option suffix', `${sri('sha384', 'x')}?ct=text/javascript`],
  ])('refuses %s', (_label, value) => {
    expect(isIntegrity(value)).toBe(false);
  });
});

describe('matchesIntegrity', () => {
  const bytes = new Uint8Array(Buffer.from('var remote_positions;')).buffer;

  it.each(['sha256', 'sha384', 'sha512'])('compares the %s of the bytes with the pin', async (alg) => {
    await expect(matchesIntegrity(bytes, sri(alg, 'var remote_positions;'), subtle)).resolves.toBe(true);
    await expect(matchesIntegrity(bytes, sri(alg, 'var remote_positions;//'), subtle)).resolves.toBe(false);
  });
});

describe('checkManifest', () => {
  const origin = 'http://127.0.0.1:3002';
  const url = `${origin}/mf-manifest.json`;
  const page = 'http://127.0.0.1:3000/trade/option/usdc/BTC';
  const manifest = (metaData: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, ...metaData },
    shared: [{ assets: { js: { sync: ['99.abc.js'], async: [] }, css: { sync: [], async: [] } } }],
    exposes: [{ assets: { js: { sync: ['__federation_expose_widget.js'], async: ['1.js'] } } }],
    remotes: [],
    ...more,
  });

  it('resolves publicPath "auto" to the manifest folder and returns the entry', () => {
    expect(checkManifest(manifest({ publicPath: 'auto' }), url, origin, page)).toEqual({
      ok: true,
      entry: `${origin}/remoteEntry.js`,
    });
    expect(
      checkManifest(
        manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: './static/' } }),
        `${origin}/v2/mf-manifest.json?x=1`,
        origin,
        page,
      ),
    ).toEqual({ ok: true, entry: `${origin}/v2/static/remoteEntry.js` });
  });

  it('keeps paths that only look like other hosts on the origin, as the runtime joins them', () => {
    const raw = manifest({ publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '//evil.test' } });
    expect(checkManifest(raw, url, origin, page)).toEqual({ ok: true, entry: `${origin}//evil.test/remoteEntry.js` });
  });

  it('accepts an absolute public path on the same origin', () => {
    expect(checkManifest(manifest({ publicPath: `${origin}/cdn/` }), url, origin, page)).toEqual({
      ok: true,
      entry: `${origin}/cdn/remoteEntry.js`,
    });
  });

  it.each<[string, unknown, RegExp]>([
    [
      'a public path on another origin',
      manifest({ publicPath: 'http://evil.test/' }),
      /points at http:\/\/evil.test\//,
    ],
    ['a relative public path (the host page origin)', manifest({ publicPath: '/static/' }), /points at \/static\//],
    [
      'a public path that a string join turns into another host',
      manifest({ publicPath: origin, remoteEntry: { name: '@evil.test/remoteEntry.js', path: '' } }),
      /points at http:\/\/127.0.0.1:3002@evil.test\/remoteEntry.js/,
    ],
    ['a public path computed by code', manifest({ getPublicPath: 'return "http://evil.test/"' }), /no publicPath/],
  ])('refuses %s', (_label, raw, problem) => {
    const result = checkManifest(raw, url, origin, page);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toMatch(problem);
  });
});

describe('originOf', () => {
  it('is the URL origin, relative URLs against a base, else undefined', () => {
    expect(originOf('http://127.0.0.1:3002/a/b.js')).toBe('http://127.0.0.1:3002');
    expect(originOf('/x.js', 'http://h:1/p')).toBe('http://h:1');
    expect(originOf('not a url')).toBeUndefined();
  });
});
