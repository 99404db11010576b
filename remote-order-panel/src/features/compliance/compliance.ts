/**
 * Pure: the integrated-trading compliance configuration (order-panel.md §6, §7). The static,
 * versioned file holds the flags shown globally and what each regional site turns off; the
 * regulation call's restrictOperate (EEA) turns off the features the file lists for it.
 */
import type { RegionalSite } from 'shared-core';

export const COMPLIANCE_FLAGS = [
  'conditionalTab',
  'position',
  'borrowing',
  'tools',
  'pAndL',
  'assetsTab',
  'toolChase',
  'toolWebhook',
  'instrumentSelect',
  'integratedUTA1Tips',
  'integratedNewUserTips',
  'tradingBot',
] as const;
export type ComplianceFlag = (typeof COMPLIANCE_FLAGS)[number];
/** true: the feature is shown. */
export type ComplianceFlags = Readonly<Record<ComplianceFlag, boolean>>;

/** Every feature shown: what the panel uses until (or unless) the file answers. */
export const ALL_SHOWN: ComplianceFlags = Object.fromEntries(COMPLIANCE_FLAGS.map((f) => [f, true])) as Record<
  ComplianceFlag,
  boolean
>;

export interface ComplianceFile {
  version: string;
  global: Partial<Record<ComplianceFlag, boolean>>;
  sites: Partial<Record<string, Partial<Record<ComplianceFlag, boolean>>>>;
  restrictOperate: Partial<Record<string, ComplianceFlag[]>>;
}

/** Versioned, environment-dependent path of the static file (the simulator serves v1). */
export const complianceFilePath = (version = 'v1'): string =>
  `/static/compliance/integrated-trading/${version}/compliance.json`;

const isFlag = (v: unknown): v is ComplianceFlag => (COMPLIANCE_FLAGS as readonly unknown[]).includes(v);

function flagsOf(raw: unknown): Partial<Record<ComplianceFlag, boolean>> {
  const out: Partial<Record<ComplianceFlag, boolean>> = {};
  if (typeof raw !== 'object' || raw === null) return out;
  for (const [k, v] of Object.entries(raw)) if (isFlag(k) && typeof v === 'boolean') out[k] = v;
  return out;
}

/** Reads the file defensively: unknown keys and non-boolean values are ignored; junk → null. */
export function parseComplianceFile(raw: unknown): ComplianceFile | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const sites: ComplianceFile['sites'] = {};
  if (typeof r.sites === 'object' && r.sites !== null)
    for (const [site, flags] of Object.entries(r.sites)) sites[site.toUpperCase()] = flagsOf(flags);
  const restrictOperate: ComplianceFile['restrictOperate'] = {};
  if (typeof r.restrictOperate === 'object' && r.restrictOperate !== null)
    for (const [region, list] of Object.entries(r.restrictOperate))
      if (Array.isArray(list)) restrictOperate[region] = list.filter(isFlag);
  return {
    version: typeof r.version === 'string' ? r.version : '',
    global: flagsOf(r.global),
    sites,
    restrictOperate,
  };
}

/**
 * The flags for a site: global, then the site's own; with restrictOperate (an EEA result) the
 * EEA list is turned off too. Without a file every feature is shown.
 */
export function complianceFlags(
  file: ComplianceFile | null,
  site: RegionalSite,
  restrictOperate: boolean,
): ComplianceFlags {
  if (!file) return ALL_SHOWN;
  const flags: Record<ComplianceFlag, boolean> = { ...ALL_SHOWN, ...file.global, ...(file.sites[site] ?? {}) };
  if (restrictOperate) for (const f of file.restrictOperate.EEA ?? []) flags[f] = false;
  return flags;
}

/** §5: the regulation flag is cached 10 s. */
export const REGULATION_CACHE_MS = 10_000;

export interface CachedRegulation {
  restrictOperate: boolean;
  at: number;
}

/** Is the cached regulation answer still good at `now`? */
export const regulationFresh = (cached: CachedRegulation | null, now: number): cached is CachedRegulation =>
  cached !== null && now - cached.at < REGULATION_CACHE_MS && now >= cached.at;

/** Reads data.result.restrictOperate (or the unwrapped result) as a boolean; anything else is false. */
export function restrictOperateOf(result: unknown): boolean {
  if (typeof result !== 'object' || result === null) return false;
  const r = result as Record<string, unknown>;
  if (typeof r.restrictOperate === 'boolean') return r.restrictOperate;
  return typeof r.result === 'object' && r.result !== null
    ? (r.result as Record<string, unknown>).restrictOperate === true
    : false;
}
