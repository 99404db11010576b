/**
 * Our own libraries on the composed page: a remote runs on the host's copy of each (they are
 * singletons), so a remote built against a newer minor than the host provides would call exports
 * the page does not have. Each container's manifest says which versions it accepts
 * (`requiredVersion`, `^<major>.<minor>.0` of the version it was built against,
 * build-tools/federation.cjs); this module decides, before any of the remote's code runs, whether
 * the host's copy fits. The host's RemoteSlot and the release gate (scripts/check-manifests.mjs)
 * apply the same rule, so this file imports nothing. Decision record 0018.
 */

/** Workspace libraries shared as singletons whose API grows release by release. */
export const WORKSPACE_LIBRARIES: readonly string[] = ['shared-core', 'shared-http'];

export type SharedLibraryCheck =
  | { ok: true }
  | {
      ok: false;
      /** `newerHost`: the remote needs a newer minor than the page has; `olderHost`: it was built for an older major. */
      reason: 'newerHost' | 'olderHost';
      library: string;
      /** what the remote accepts, as its manifest says (`^1.3.0`) */
      requiredVersion: string;
      /** the lowest version it accepts, shortened for people (`1.3`, or `1.3.2`) */
      minimum: string;
      /** the version the host provides */
      hostVersion: string;
    };

type Triple = [number, number, number];

/** `1.2.3` (a pre-release or build suffix is ignored) → [1, 2, 3]; anything else → undefined. */
function parseVersion(text: string): Triple | undefined {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(text.trim());
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

const compare = (a: Triple, b: Triple) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/**
 * The versions a range accepts, as [lowest, first one above]: the forms our builds write — caret
 * (`^1.3.0`), tilde (`~1.3.0`) and one exact version (`1.3.0`, `=1.3.0`) — with npm's meaning
 * (a caret on 0.x stops at the next minor). Any other form → undefined: not ours to judge.
 */
function parseRange(range: string): [Triple, Triple] | undefined {
  const m = /^(\^|~|=)?\s*(.+)$/.exec(range.trim());
  const low = m ? parseVersion(m[2]!) : undefined;
  if (!m || !low) return undefined;
  const [major, minor, patch] = low;
  switch (m[1]) {
    case '^':
      return [low, major > 0 ? [major + 1, 0, 0] : minor > 0 ? [0, minor + 1, 0] : [0, 0, patch + 1]];
    case '~':
      return [low, [major, minor + 1, 0]];
    default:
      return [low, [major, minor, patch + 1]];
  }
}

/**
 * Whether a remote that requires `requiredVersion` of `library` runs on the host's `hostVersion`.
 * A range or version this cannot read is left to the Module Federation runtime (ok), as before.
 */
export function checkSharedLibrary(library: string, hostVersion: string, requiredVersion: string): SharedLibraryCheck {
  const host = parseVersion(hostVersion);
  const range = parseRange(requiredVersion);
  if (!host || !range) return { ok: true };
  const [low, above] = range;
  if (compare(host, low) >= 0 && compare(host, above) < 0) return { ok: true };
  return {
    ok: false,
    reason: compare(host, low) < 0 ? 'newerHost' : 'olderHost',
    library,
    requiredVersion: requiredVersion.trim(),
    minimum: low[2] === 0 ? `${low[0]}.${low[1]}` : low.join('.'),
    hostVersion,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Checks every workspace library a remote's manifest (`mf-manifest.json`) shares against the
 * versions the host provides (library → version); the first that does not fit, else ok. A library
 * the remote does not share, or the host does not provide, is not judged here.
 */
export function checkSharedLibraries(
  hostVersions: Readonly<Record<string, string>>,
  manifest: unknown,
): SharedLibraryCheck {
  const shared = isRecord(manifest) && Array.isArray(manifest.shared) ? (manifest.shared as unknown[]) : [];
  for (const library of WORKSPACE_LIBRARIES) {
    const entry = shared.find((s) => isRecord(s) && s.name === library);
    const hostVersion = hostVersions[library];
    if (!isRecord(entry) || typeof entry.requiredVersion !== 'string' || hostVersion === undefined) continue;
    const check = checkSharedLibrary(library, hostVersion, entry.requiredVersion);
    if (!check.ok) return check;
  }
  return { ok: true };
}
