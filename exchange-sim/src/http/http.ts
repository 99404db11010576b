import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERROR_MESSAGES, ErrorCode, SimError, safeMessage } from '../errors';

export const MAX_BODY_BYTES = 64 * 1024;
export const SESSION_COOKIE = 'secure-token';
export const SESSION_MAX_AGE_S = 604800;
export const ALLOWED_HEADERS = 'content-type, platform, usertoken, x-client-tag';

/** localhost, its subdomains (eu.localhost: a regional site on one machine) and 127.0.0.1, any port. */
const LOCAL_ORIGIN_RE = /^http:\/\/(([a-z0-9-]+\.)*localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/**
 * CORS: echo http://localhost:*, http://<name>.localhost:* and http://127.0.0.1:* origins, with
 * credentials. The subdomains are the regional sites (shared-core `siteOfHostname`): the page at
 * eu.localhost:3000 calls eu.localhost:4000, another port, so another origin.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (typeof origin === 'string' && LOCAL_ORIGIN_RE.test(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    res.setHeader('Access-Control-Max-Age', '600');
  }
  res.setHeader('Vary', 'Origin');
}

export function timeNow(ms = Date.now()): string {
  return (ms / 1000).toFixed(6);
}

export const isV5 = (path: string): boolean => path.includes('/v5/');

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

/** Envelope: `{ret_code, ret_msg, result, time_now}`, or `{retCode, retMsg, result, retExtInfo, time}` under /v5/. */
export function envelope(path: string, code: number, msg: string, result: unknown): unknown {
  const now = Date.now();
  if (isV5(path)) return { retCode: code, retMsg: msg, result, retExtInfo: {}, time: now };
  return { ret_code: code, ret_msg: msg, result, time_now: timeNow(now) };
}

export function sendOk(res: ServerResponse, path: string, result: unknown): void {
  sendJson(res, 200, envelope(path, 0, 'OK', result));
}

/** An error envelope; `result` is null but for the few errors that carry one (39303). */
export function sendError(
  res: ServerResponse,
  path: string,
  code: ErrorCode,
  msg?: string,
  status?: number,
  result: unknown = null,
): void {
  const http = status ?? (code === ErrorCode.NOT_FOUND ? 404 : code === ErrorCode.METHOD_NOT_ALLOWED ? 405 : 200);
  sendJson(res, http, envelope(path, code, safeMessage(msg ?? ERROR_MESSAGES[code]), result));
}

/**
 * The client hung up before its body was complete (issue 12: logged as an unexpected error with a
 * stack). An ordinary event: nothing can be answered, the request is counted and forgotten.
 */
export class RequestAborted extends Error {
  constructor() {
    super('request aborted by the client');
  }
}

/**
 * Read the body (at most 64 KiB). Larger bodies are drained and refused with 10413. A client that
 * hangs up first (ECONNRESET, `aborted`, the request closed before its end) → RequestAborted.
 */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    // gone already (e.g. while an injected latency held the handler): no event will come
    if (req.destroyed) return reject(new RequestAborted());
    const declared = Number(req.headers['content-length'] ?? 0);
    let size = 0;
    let tooLarge = declared > MAX_BODY_BYTES;
    let ended = false;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      if (!tooLarge) chunks.push(c);
    });
    req.on('end', () => {
      ended = true;
      if (tooLarge) reject(new SimError(ErrorCode.BODY_TOO_LARGE));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', (e: NodeJS.ErrnoException) =>
      reject(e.code === 'ECONNRESET' || e.message === 'aborted' ? new RequestAborted() : e),
    );
    req.on('close', () => {
      if (!ended) reject(new RequestAborted());
    });
  });
}

/** Parse a JSON object body; '' counts as {}. */
export function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new SimError(ErrorCode.INVALID_JSON);
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw new SimError(ErrorCode.INVALID_JSON, 'request body must be a JSON object');
  return v as Record<string, unknown>;
}

export function parseCookies(header: string | undefined): Record<string, string> {
  // no prototype: a cookie named `__proto__` or `constructor` is just a cookie
  const out = Object.create(null) as Record<string, string>;
  if (!header) return out;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    const k = part.slice(0, i).trim();
    const v = part.slice(i + 1).trim();
    try {
      out[k] = decodeURIComponent(v);
    } catch {
      out[k] = v;
    }
  }
  return out;
}

/** Session token from the `secure-token` cookie or the `usertoken` header. */
export function tokenFrom(req: IncomingMessage): string | undefined {
  const header = req.headers.usertoken;
  if (typeof header === 'string' && header) return header;
  return parseCookies(req.headers.cookie)[SESSION_COOKIE] || undefined;
}

export function sessionCookie(token: string): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${SESSION_MAX_AGE_S}; SameSite=Lax`;
}

export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/**
 * DNS rebinding guard (issue 12): the simulator answers only requests addressed to a loopback name
 * (localhost and its subdomains such as eu.localhost, 127.x.x.x, [::1]) or to a configured host
 * (SIM_HOST, SIM_ALLOWED_HOSTS). A page on evil.example whose name was rebound to 127.0.0.1 sends
 * `Host: evil.example:4000` and is refused.
 */
export function hostAllowed(host: string | undefined, configured: readonly string[] = []): boolean {
  if (!host) return false;
  const name = (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!).toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) ||
    name === '[::1]' ||
    configured.includes(name)
  );
}

/**
 * May a WebSocket upgrade with this `Origin` go on (issue 12: cross-site WebSocket hijacking)? A
 * browser always sends the page's origin; a page of another site must not open the private stream
 * with the trader's cookie. Allowed: no Origin (tools, tests: not a browser), an http(s) origin
 * whose host passes `hostAllowed` (loopback names of any port, SIM_HOST, SIM_ALLOWED_HOSTS: where
 * `npm start` and the e2e runner serve the page), and the exact origins in `origins`
 * (SIM_ALLOWED_ORIGINS). `null` (sandboxed frames, file: pages) and anything else are refused.
 */
export function originAllowed(
  origin: string | undefined,
  hosts: readonly string[] = [],
  origins: readonly string[] = [],
): boolean {
  if (origin === undefined) return true;
  const o = origin.toLowerCase();
  if (origins.some((a) => a.toLowerCase().replace(/\/$/, '') === o)) return true;
  let url: URL;
  try {
    url = new URL(o);
  } catch {
    return false;
  }
  // an origin is scheme://host[:port], nothing more
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === o && hostAllowed(url.host, hosts);
}
