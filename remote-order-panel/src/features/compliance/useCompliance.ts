import { useEffect, useState } from 'react';
import { REGIONAL_SITES, siteOfHostname, type RegionalSite } from 'shared-core';
import type { HttpClient } from 'shared-http';
import {
  ALL_SHOWN,
  complianceFilePath,
  complianceFlags,
  parseComplianceFile,
  regulationFresh,
  restrictOperateOf,
  type CachedRegulation,
  type ComplianceFlags,
} from './compliance';

export const REGULATION_INFO_PATH = '/compliance/v1/wall/regulation-info';

/** One answer per page for 10 s, whichever panel asks (order-panel §5). */
let cachedRegulation: (CachedRegulation & { site: RegionalSite | null }) | null = null;

/** For tests: forget the cached regulation answer. */
export function resetRegulationCache(): void {
  cachedRegulation = null;
}

const siteOf = (raw: unknown): RegionalSite | null => {
  const s = typeof raw === 'string' ? raw.toUpperCase() : '';
  return (REGIONAL_SITES as readonly string[]).includes(s) ? (s as RegionalSite) : null;
};

async function regulation(http: HttpClient, now: number): Promise<CachedRegulation & { site: RegionalSite | null }> {
  if (regulationFresh(cachedRegulation, now) && cachedRegulation) return cachedRegulation;
  const result = await http.get<{ restrictOperate?: unknown; site?: unknown }>(REGULATION_INFO_PATH);
  cachedRegulation = { restrictOperate: restrictOperateOf(result), site: siteOf(result?.site), at: now };
  return cachedRegulation;
}

export interface ComplianceState {
  site: RegionalSite;
  flags: ComplianceFlags;
}

/**
 * The compliance flags for this page: the site from the hostname (or, on the global host, the site
 * the regulation call names), the static file and restrictOperate. Every feature is shown until
 * they answer, or if they fail (the exchange refuses what a region may not do).
 */
export function useCompliance(
  http: HttpClient,
  hostname: string = globalThis.location?.hostname ?? '',
): ComplianceState {
  const hostSite = siteOfHostname(hostname);
  const [state, setState] = useState<ComplianceState>({ site: hostSite, flags: ALL_SHOWN });
  useEffect(() => {
    let live = true;
    void Promise.all([
      http.get<unknown>(complianceFilePath()).catch(() => null),
      regulation(http, Date.now()).catch(() => null),
    ]).then(([file, reg]) => {
      if (!live) return;
      const site = hostSite === 'GLOBAL' && reg?.site ? reg.site : hostSite;
      setState({ site, flags: complianceFlags(parseComplianceFile(file), site, reg?.restrictOperate ?? false) });
    });
    return () => {
      live = false;
    };
  }, [http, hostSite]);
  return state;
}
