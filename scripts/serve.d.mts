import type { Server } from 'node:http';
export function cacheControlFor(fileName: string): string;
export function mimeTypeOf(fileName: string): string;
export function serveDir(options: {
  dir: string;
  port?: number;
  host?: string;
  extraFiles?: Record<string, string>;
  spa?: boolean;
  log?: boolean;
}): Promise<{ url: string; port: number; close(): Promise<void>; server: Server }>;
