export const REPORT_PATH: string;
export interface CspReport {
  documentURL: string;
  blockedURL: string;
  effectiveDirective: string;
  disposition: string;
  sample: string;
}
export function contentSecurityPolicy(
  deployment: unknown,
  options: { hostname?: string; page: 'host' | 'standalone' },
): string;
export function deploymentOrigins(
  deployment: unknown,
  hostname: string | undefined,
): { remotes: string[]; api: string[]; repay: string[] };
export function hostnameOf(hostHeader: string | undefined): string | undefined;
export function normalizeReports(body: unknown): CspReport[];
