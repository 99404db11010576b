#!/usr/bin/env node
// A small static server for built apps: one dist folder on one port (each app its own origin).
//   node scripts/serve.mjs --dir host-shell/dist --port 3000 [--host 127.0.0.1] [--spa]
//                          [--deployment host-shell/deployment/deployment.json] [--file /url=path]
//                          [--csp-deployment <deployment file of a standalone page> | --no-csp] [--log]
// Caching: remoteEntry.js, mf-manifest.json, HTML, deployment.json and un-hashed files are
// no-store/no-cache; content-hashed files are immutable. CORS is open (remotes load cross-origin).
// Pages (HTML) carry a Content-Security-Policy derived from the deployment file (scripts/csp.cjs):
// the host's from the file it serves, a remote's standalone page from `--csp-deployment <file>`;
// violations are POSTed to /__csp-report, collected (and logged with --log).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentSecurityPolicy, hostnameOf, normalizeReports, REPORT_PATH } from './csp.cjs';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

const NO_STORE = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-manifest-stats.json', 'deployment.json']);
/** `[name].[contenthash:10].js` and friends: a hex run of 8+ between dots. */
const HASHED =
  /\.[0-9a-f]{8,}\.(?:js|mjs|css|map|woff2?|png|svg|jpe?g|gif|webp)$|\.[0-9a-f]{8,}\.js\.(?:map|LICENSE\.txt)$/;

export function cacheControlFor(fileName) {
  const base = path.basename(fileName);
  if (NO_STORE.has(base) || base.endsWith('.html')) return 'no-store';
  if (HASHED.test(base)) return 'public, max-age=31536000, immutable';
  // Un-hashed assets (e.g. an entry chunk main.js) must be revalidated on every load.
  return 'no-cache';
}

export function mimeTypeOf(fileName) {
  return MIME[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

const MAX_REPORT_BYTES = 64 * 1024;
const MAX_REPORTS = 1000;

/** The deployment a page's policy is derived from: a file (read on every request) or an object. */
async function readDeployment(source) {
  if (typeof source !== 'string') return source;
  try {
    return JSON.parse(await fsp.readFile(source, 'utf8'));
  } catch {
    return undefined; // the page shows the file's problems; its policy then names no other origin
  }
}

/** Reads a CSP report body (report-uri or Reporting API), at most MAX_REPORT_BYTES. */
function readReport(req) {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_REPORT_BYTES) {
        req.destroy();
        resolve([]);
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(normalizeReports(JSON.parse(Buffer.concat(chunks).toString('utf8'))));
      } catch {
        resolve([]);
      }
    });
    req.on('error', () => resolve([]));
  });
}

/**
 * Serves `dir` on `port`. `extraFiles` maps URL paths to files outside dir (read on every
 * request, so editing them needs no restart), e.g. { '/deployment.json': '/abs/deployment.json' }.
 * `spa`: unknown paths without a file extension get index.html (the host's client-side routes).
 * `csp`: the policy of the pages (HTML) served — `{ page: 'host' | 'standalone', deployment }`
 * with the deployment file's path or its object; by default the host's, from the served
 * `/deployment.json`, if there is one; `false`: none. `onCspReport` sees each violation report;
 * every one is also kept in `cspReports` (the last MAX_REPORTS).
 * @returns {Promise<{url: string, port: number, close(): Promise<void>, server: http.Server, cspReports: import('./csp.cjs').CspReport[]}>}
 */
export async function serveDir({
  dir,
  port = 0,
  host = '127.0.0.1',
  extraFiles = {},
  spa = false,
  log = false,
  csp,
  onCspReport,
}) {
  const root = path.resolve(dir);
  if (!fs.existsSync(root)) throw new Error(`serveDir: ${root} does not exist (build first)`);
  const extras = new Map(Object.entries(extraFiles).map(([url, file]) => [url, path.resolve(file)]));
  const policy =
    csp ?? (extras.has('/deployment.json') ? { page: 'host', deployment: extras.get('/deployment.json') } : false);
  const cspReports = [];

  const server = http.createServer(async (req, res) => {
    if (req.method === 'POST' && (req.url ?? '').split('?')[0] === REPORT_PATH) {
      const reports = await readReport(req);
      for (const report of reports) {
        cspReports.push(report);
        if (cspReports.length > MAX_REPORTS) cspReports.shift();
        if (log) console.log(`CSP ${report.effectiveDirective} blocked ${report.blockedURL} on ${report.documentURL}`);
        onCspReport?.(report);
      }
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end();
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    let file = extras.get(pathname);
    if (!file) {
      const relative = pathname === '/' ? 'index.html' : pathname.replace(/^\/+/, '');
      file = path.resolve(root, relative);
      if (file !== root && !file.startsWith(root + path.sep)) {
        res.writeHead(403).end('forbidden');
        return;
      }
    }
    let stat = await fsp.stat(file).catch(() => null);
    if (stat?.isDirectory()) {
      file = path.join(file, 'index.html');
      stat = await fsp.stat(file).catch(() => null);
    }
    if (!stat && spa && !extras.has(pathname) && path.extname(pathname) === '') {
      file = path.join(root, 'index.html');
      stat = await fsp.stat(file).catch(() => null);
    }
    if (!stat || !stat.isFile()) {
      if (log) console.log(`404 ${pathname}`);
      res
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(`not found: ${pathname}`);
      return;
    }
    const headers = {
      'Content-Type': mimeTypeOf(file),
      'Content-Length': stat.size,
      'Cache-Control': cacheControlFor(file),
      'X-Content-Type-Options': 'nosniff',
    };
    // A policy only means something on a document: scripts and JSON ignore it.
    if (policy && file.endsWith('.html')) {
      const page = policy.page === 'standalone' ? 'standalone' : 'host';
      const deployment = await readDeployment(policy.deployment);
      headers['Content-Security-Policy'] = contentSecurityPolicy(deployment, {
        hostname: hostnameOf(req.headers.host),
        page,
      });
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    fs.createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${actualPort}/`,
    port: actualPort,
    server,
    cspReports,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      }),
  };
}

function parseArgs(argv) {
  const args = { extraFiles: {}, spa: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    if (flag === '--dir') args.dir = value();
    else if (flag === '--port') args.port = Number(value());
    else if (flag === '--host') args.host = value();
    else if (flag === '--spa') args.spa = true;
    else if (flag === '--deployment') args.extraFiles['/deployment.json'] = value();
    else if (flag === '--csp-deployment') args.csp = { page: 'standalone', deployment: value() };
    else if (flag === '--no-csp') args.csp = false;
    else if (flag === '--file') {
      const [url, file] = value().split('=');
      if (!url || !file) throw new Error('--file wants /url=path');
      args.extraFiles[url] = file;
    } else if (flag === '--log') args.log = true;
    else throw new Error(`unknown flag ${flag}`);
  }
  if (!args.dir) throw new Error('--dir is required');
  return args;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const args = parseArgs(process.argv.slice(2));
    if (!args.extraFiles['/deployment.json'] && process.env.DEPLOYMENT_FILE && args.spa) {
      args.extraFiles['/deployment.json'] = process.env.DEPLOYMENT_FILE;
    }
    const { url, close } = await serveDir(args);
    console.log(`Serving ${path.resolve(args.dir)} at ${url}`);
    for (const [u, f] of Object.entries(args.extraFiles)) console.log(`  ${u} ← ${path.resolve(f)}`);
    const stop = () => close().then(() => process.exit(0));
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (e) {
    console.error(String(e instanceof Error ? e.message : e));
    process.exit(1);
  }
}
