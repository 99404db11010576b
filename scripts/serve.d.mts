import type { Server } from 'node:http';
import type { CspReport } from './csp.cjs';
export function cacheControlFor(fileName: string): string;
export function mimeTypeOf(fileName: string): string;
export function serveDir(options: {
  dir: string;
  port?: number;
  host?: string;
  extraFiles?: Record<string, string>;
  spa?: boolean;
  log?: boolean;
  /** The pages' Content-Security-Policy: by default the host's, from the served /deployment.json. */
  csp?: { page: 'host' | 'standalone'; deployment: string | object } | false;
  onCspReport?: (report: CspReport) => void;
}): Promise<{ url: string; port: number; close(): Promise<void>; server: Server; cspReports: CspReport[] }>;
