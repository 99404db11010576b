/**
 * What the page accepts from a remote: its manifest and every script it makes the runtime load
 * come from the origin the deployment file lists for it, and a pinned entry (`integrity`)
 * matches its hash. Pure rules; `federation.ts` applies them before and while the runtime loads.
 */

/** One SRI hash (`sha384-<base64>`), the only form the deployment file accepts. */
export function isIntegrity(value: unknown): value is string {
  const m = /^sha(256|384|512)-([A-Za-z0-9+/]+={0,2})$/.exec(String(value));
  // base64 of the digest: 4 characters per 3 bytes, padded
  return typeof value === 'string' && m !== null && m[2]!.length === Math.ceil(Number(m[1]) / 24) * 4;
}

/** Why a remote was not loaded: not from its deployment origin, or an entry that fails its pin. */
export class RemoteRefusedError extends Error {
  constructor(
    readonly remote: string,
    readonly reason: 'origin' | 'integrity',
    detail: string,
  ) {
    super(detail);
    this.name = 'RemoteRefusedError';
  }
}

export function originOf(url: string, base?: string): string | undefined {
  try {
    return new URL(url, base).origin;
  } catch {
    return undefined;
  }
}

/** The runtime's `publicPath: "auto"`: the manifest's folder. */
const autoPublicPath = (manifestUrl: string) => manifestUrl.replace(/[#?].*$/, '').replace(/\/[^/]+$/, '/');

/** `remoteEntry.path` + `name` joined exactly as the runtime joins them (sdk simpleJoinRemoteEntry). */
function joinEntry(dir: unknown, name: unknown): string {
  const file = String(name ?? '');
  let d = typeof dir === 'string' ? dir : '';
  if (d === '.') d = '';
  else if (d.startsWith('./')) d = d.slice(2);
  else if (d.startsWith('/')) d = d.slice(1).replace(/\/$/, '');
  return d === '' ? file : d.endsWith('/') ? d + file : `${d}/${file}`;
}

const record = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};

export type ManifestCheck = { ok: true; entry: string } | { ok: false; problem: string };

/**
 * Checks a fetched mf-manifest.json: the entry it makes the runtime load, composed as the runtime
 * composes it (public path + path, a string join, so a public path without its trailing slash
 * can turn a path into another host), must be on `origin`. A public path computed by code
 * (`getPublicPath`, which the runtime would run) is refused outright. `pageUrl` resolves a
 * relative public path, as the browser would against the page. The other scripts the manifest
 * names are checked as the runtime creates them (federation.ts), and by the page's CSP.
 */
export function checkManifest(raw: unknown, manifestUrl: string, origin: string, pageUrl: string): ManifestCheck {
  const meta = record(record(raw).metaData);
  const publicPath = meta.publicPath;
  if (typeof publicPath !== 'string') return { ok: false, problem: `${manifestUrl}: no publicPath` };
  const entryInfo = record(meta.remoteEntry);
  const entry =
    (publicPath === 'auto' || publicPath === '' ? autoPublicPath(manifestUrl) : publicPath) +
    joinEntry(entryInfo.path, entryInfo.name);
  return originOf(entry, pageUrl) === origin
    ? { ok: true, entry: new URL(entry, pageUrl).href }
    : { ok: false, problem: `${manifestUrl} points at ${entry}` };
}

/** Whether `bytes` hash to the pinned SRI value (WebCrypto). */
export async function matchesIntegrity(
  bytes: ArrayBuffer,
  integrity: string,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<boolean> {
  const [algorithm = ''] = integrity.split('-');
  const digest = new Uint8Array(await subtle.digest(`SHA-${algorithm.slice(3)}`, bytes));
  return `${algorithm}-${btoa(String.fromCharCode(...digest))}` === integrity;
}
