import { resolve } from 'node:path';
import type { RateLimitConfig } from './faults';

export interface SimConfig {
  host: string;
  port: number;
  seed: number;
  tickMs: number;
  /** undefined = in memory only */
  dataDir: string | undefined;
  fsync: boolean;
  rateLimit: RateLimitConfig;
  fundingIntervalMs: number;
  priceDeviationCheck: boolean;
  /** host names requests may be addressed to besides loopback ones and `host` (DNS rebinding guard) */
  allowedHosts: string[];
  /** origins besides loopback ones and those of allowedHosts whose pages may open a WebSocket */
  allowedOrigins: string[];
}

/** `.sim-data/` in the repository root (gitignored). */
export const DEFAULT_DATA_DIR = resolve(__dirname, '..', '..', '.sim-data');

function intFromEnv(value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`invalid integer ${JSON.stringify(value)} (expected ${min}..${max})`);
  return n;
}

/** A comma-separated list, items trimmed, empty ones dropped. */
const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);

/** Data dir: SIM_DATA_DIR, default `<repo>/.sim-data`; `memory` (or `:memory:`) keeps nothing on disk. */
export function dataDirFromEnv(env: NodeJS.ProcessEnv): string | undefined {
  const v = env.SIM_DATA_DIR?.trim();
  if (v === 'memory' || v === ':memory:') return undefined;
  return v ? resolve(v) : DEFAULT_DATA_DIR;
}

/**
 * SIM_HOST (127.0.0.1), SIM_PORT (4000), SIM_SEED (42), SIM_TICK_MS (250), SIM_DATA_DIR
 * (`<repo>/.sim-data`), SIM_FSYNC (0), SIM_RATE_LIMIT (1000 requests per second per client; 0 = off),
 * SIM_FUNDING_MS (perpetual funding interval, 28800000 = 8 h), SIM_PRICE_DEVIATION (0: option price
 * deviation 3200305/3200306 only for orders asking for it with checkPriceDeviation), SIM_ALLOWED_HOSTS
 * (comma-separated host names the simulator may be addressed by besides loopback names and SIM_HOST),
 * SIM_ALLOWED_ORIGINS (comma-separated origins, e.g. https://trade.example.com, whose pages may open a
 * WebSocket besides loopback origins and those of SIM_HOST / SIM_ALLOWED_HOSTS).
 */
export function configFromEnv(env: NodeJS.ProcessEnv): SimConfig {
  return {
    host: env.SIM_HOST?.trim() || '127.0.0.1',
    port: intFromEnv(env.SIM_PORT, 4000, 0, 65535),
    seed: intFromEnv(env.SIM_SEED, 42, 0, 0xffffffff),
    tickMs: intFromEnv(env.SIM_TICK_MS, 250, 5, 60_000),
    dataDir: dataDirFromEnv(env),
    fsync: env.SIM_FSYNC === '1' || env.SIM_FSYNC === 'true',
    rateLimit: { limit: intFromEnv(env.SIM_RATE_LIMIT, 1000, 0, 10_000_000), windowMs: 1000 },
    fundingIntervalMs: intFromEnv(env.SIM_FUNDING_MS, 8 * 3_600_000, 1000, 7 * 86_400_000),
    priceDeviationCheck: env.SIM_PRICE_DEVIATION === '1' || env.SIM_PRICE_DEVIATION === 'true',
    allowedHosts: list(env.SIM_ALLOWED_HOSTS),
    allowedOrigins: list(env.SIM_ALLOWED_ORIGINS),
  };
}
