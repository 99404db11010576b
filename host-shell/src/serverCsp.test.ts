// The policy the static server puts on the host's and the remotes' pages (scripts/csp.cjs),
// derived from the same deployment file the page reads.
import { contentSecurityPolicy, deploymentOrigins, hostnameOf, normalizeReports } from '../../scripts/csp.cjs';
import localDeployment from '../deployment/deployment.json';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));

describe('the host page policy', () => {
  const policy = directives(contentSecurityPolicy(localDeployment, { hostname: '127.0.0.1', page: 'host' }));

  it('runs scripts only from itself and the remotes of the deployment file, never inline or eval', () => {
    expect(policy['script-src']).toBe("'self' http://127.0.0.1:3001 http://127.0.0.1:3002 http://127.0.0.1:3003");
    expect(policy['default-src']).toBe("'self'");
    expect(policy['object-src']).toBe("'none'");
    expect(policy['base-uri']).toBe("'none'");
  });

  it('connects only to itself, the API and WebSocket origins and the remotes (manifests)', () => {
    expect(policy['connect-src']).toBe(
      "'self' http://127.0.0.1:4000 ws://127.0.0.1:4000 http://127.0.0.1:3001 http://127.0.0.1:3002 http://127.0.0.1:3003",
    );
  });

  it('allows inline styles only (emotion), frames the local repay page only, and reports violations', () => {
    expect(policy['style-src']).toBe("'self' 'unsafe-inline'");
    expect(policy['frame-src']).toBe('http://127.0.0.1:4000'); // the simulator serves the repay page
    const { repay: _repay, ...withoutRepay } = localDeployment;
    const none = directives(contentSecurityPolicy(withoutRepay, { hostname: '127.0.0.1', page: 'host' }));
    expect(none['frame-src']).toBe("'none'"); // no repay origin named: nothing framed
    expect(policy['frame-ancestors']).toBe("'none'");
    expect(policy['report-uri']).toBe('/__csp-report');
    expect(policy['report-to']).toBeUndefined();
  });

  it('frames only the repay origin when the file names one, and reads pinned remotes and every API route', () => {
    const file = {
      api: 'https://api.example',
      ws: 'wss://stream.example/v5',
      apiRoutes: { route1: { api: 'https://r1.example', ws: 'wss://r1.example' }, route2: 'junk' },
      remotes: { a: { manifest: 'https://cdn.example/a/mf-manifest.json', integrity: 'sha384-x' } },
      repay: 'https://repay.example/panel?coin=BTC',
    };
    const p = directives(contentSecurityPolicy(file, { hostname: 'h', page: 'host' }));
    expect(p['frame-src']).toBe('https://repay.example');
    expect(p['script-src']).toBe("'self' https://cdn.example");
    expect(p['connect-src']).toBe(
      "'self' https://api.example wss://stream.example https://r1.example wss://r1.example https://cdn.example",
    );
  });
});

describe('a standalone page policy', () => {
  it('runs only its own scripts and connects to the API origins', () => {
    const p = directives(contentSecurityPolicy(localDeployment, { hostname: 'localhost', page: 'standalone' }));
    expect(p['script-src']).toBe("'self'");
    expect(p['connect-src']).toBe("'self' http://localhost:4000 ws://localhost:4000");
  });
});

describe('what the policy trusts', () => {
  it('names no origin for values that are not URLs of their kind, or a {hostname} it cannot fill', () => {
    expect(
      deploymentOrigins(
        { api: 'ws://x', ws: 'http://x', remotes: { a: 'javascript:alert(1)', b: 'http://{hostname}:1/m.json' } },
        undefined,
      ),
    ).toEqual({ remotes: [], api: [], repay: [] });
    expect(deploymentOrigins('not a file', 'h')).toEqual({ remotes: [], api: [], repay: [] });
  });

  it.each<[string | undefined, string | undefined]>([
    ['127.0.0.1:3000', '127.0.0.1'],
    ['LocalHost', 'localhost'],
    ['[::1]:3000', '[::1]'],
    ['eu.localhost', 'eu.localhost'],
    ['evil.test; script-src *', undefined],
    ['a b', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('takes the hostname of Host %j as %j, nothing a header could be split with', (header, hostname) => {
    expect(hostnameOf(header)).toBe(hostname);
  });
});

describe('violation reports', () => {
  it('reads report-uri and Reporting API bodies into one shape', () => {
    const uri = {
      'csp-report': {
        'document-uri': 'http://p/',
        'blocked-uri': 'http://evil/e.js',
        'effective-directive': 'script-src-elem',
      },
    };
    const api = [
      {
        type: 'csp-violation',
        body: {
          documentURL: 'http://p/',
          blockedURL: 'inline',
          effectiveDirective: 'script-src-elem',
          disposition: 'enforce',
          sample: 'window.x=1',
        },
      },
      { type: 'deprecation', body: {} },
    ];
    expect(normalizeReports(uri)).toEqual([
      {
        documentURL: 'http://p/',
        blockedURL: 'http://evil/e.js',
        effectiveDirective: 'script-src-elem',
        disposition: 'enforce',
        sample: '',
      },
    ]);
    expect(normalizeReports(api)).toEqual([
      {
        documentURL: 'http://p/',
        blockedURL: 'inline',
        effectiveDirective: 'script-src-elem',
        disposition: 'enforce',
        sample: 'window.x=1',
      },
    ]);
    expect(normalizeReports('junk')).toEqual([]);
  });
});
