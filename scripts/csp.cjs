// The Content-Security-Policy of the pages scripts/serve.mjs serves, derived from the deployment
// file: the composed page (host) may run scripts only from itself and the remotes' origins, connect
// only to itself, the API and WebSocket origins and the remotes (manifests), frame only the repay
// origin; a remote's standalone page runs only its own scripts. Violations are reported to
// REPORT_PATH on the page's own server. CommonJS so that jest (host-shell) tests it too.
'use strict';

const REPORT_PATH = '/__csp-report';
/** A DNS name, an IPv4 address or a bracketed IPv6 address: nothing a header could be split with. */
const HOSTNAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/i;

const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The hostname of a Host header (`127.0.0.1:3000` → `127.0.0.1`), or undefined when it is no hostname. */
function hostnameOf(hostHeader) {
  const value = String(hostHeader ?? '').trim();
  const name = value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.replace(/:\d*$/, '');
  return HOSTNAME.test(name) ? name.toLowerCase() : undefined;
}

/** The origin of a deployment-file URL with `{hostname}` substituted, if it is one of `protocols`. */
function originOf(value, hostname, protocols) {
  if (typeof value !== 'string') return undefined;
  if (value.includes('{hostname}') && hostname === undefined) return undefined;
  try {
    const url = new URL(value.trim().replace(/\{hostname\}/g, hostname ?? ''));
    return protocols.includes(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origins a deployment file names (an invalid value names none: the page shows the file's
 * problems on its error page, which needs nothing but its own origin).
 * @returns {{ remotes: string[], api: string[], repay: string[] }}
 */
function deploymentOrigins(raw, hostname) {
  const d = isRecord(raw) ? raw : {};
  const http = ['http:', 'https:'];
  const routes = isRecord(d.apiRoutes) ? Object.values(d.apiRoutes).filter(isRecord) : [];
  const api = [
    originOf(d.api, hostname, http),
    originOf(d.ws, hostname, ['ws:', 'wss:']),
    ...routes.flatMap((r) => [originOf(r.api, hostname, http), originOf(r.ws, hostname, ['ws:', 'wss:'])]),
  ];
  const remotes = Object.values(isRecord(d.remotes) ? d.remotes : {}).map((r) =>
    originOf(isRecord(r) ? r.manifest : r, hostname, http),
  );
  const unique = (list) => [...new Set(list.filter((o) => o !== undefined))];
  return { remotes: unique(remotes), api: unique(api), repay: unique([originOf(d.repay, hostname, http)]) };
}

/**
 * @param {unknown} deployment the parsed deployment file (anything: only valid values count)
 * @param {{ hostname?: string, page: 'host' | 'standalone' }} options the page's hostname ({hostname})
 * @returns {string} the Content-Security-Policy header value
 */
function contentSecurityPolicy(deployment, { hostname, page }) {
  const { remotes, api, repay } = deploymentOrigins(deployment, hostname);
  const fromRemotes = page === 'host' ? remotes : [];
  const directives = [
    ["default-src 'self'"],
    ["script-src 'self'", ...fromRemotes],
    // emotion (MUI) writes <style> elements at run time; styles cannot run script (see host-shell/README.md)
    ["style-src 'self' 'unsafe-inline'"],
    ["img-src 'self' data:", ...fromRemotes],
    ["font-src 'self' data:", ...fromRemotes],
    ["connect-src 'self'", ...api, ...fromRemotes],
    [repay.length > 0 ? 'frame-src' : "frame-src 'none'", ...repay],
    ["object-src 'none'"],
    ["base-uri 'none'"],
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
    // report-uri only: with a report-to, Chromium ignores report-uri and queues reports for the
    // Reporting API, which in our tests delivered nothing within 70 s (http://127.0.0.1)
    [`report-uri ${REPORT_PATH}`],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/**
 * One report in one shape, whichever way it came: report-uri (`{"csp-report": {…}}`, kebab-case)
 * or the Reporting API (`[{ type: "csp-violation", body: {…} }]`, camelCase), should a deployment
 * add a report-to.
 * @returns {Array<{ documentURL: string, blockedURL: string, effectiveDirective: string, disposition: string, sample: string }>}
 */
function normalizeReports(body) {
  const list = Array.isArray(body)
    ? body.filter((r) => isRecord(r) && r.type === 'csp-violation').map((r) => r.body)
    : [];
  if (isRecord(body) && isRecord(body['csp-report'])) list.push(body['csp-report']);
  return list.filter(isRecord).map((r) => ({
    documentURL: String(r.documentURL ?? r['document-uri'] ?? ''),
    blockedURL: String(r.blockedURL ?? r['blocked-uri'] ?? ''),
    effectiveDirective: String(r.effectiveDirective ?? r['effective-directive'] ?? r['violated-directive'] ?? ''),
    disposition: String(r.disposition ?? 'enforce'),
    sample: String(r.sample ?? r['script-sample'] ?? ''),
  }));
}

module.exports = {
  REPORT_PATH,
  contentSecurityPolicy,
  deploymentOrigins,
  hostnameOf,
  normalizeReports,
};
