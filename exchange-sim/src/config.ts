export interface SimConfig {
  host: string;
  port: number;
  seed: number;
  tickMs: number;
}

function intFromEnv(value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`invalid integer ${JSON.stringify(value)} (expected ${min}..${max})`);
  return n;
}

/** SIM_HOST (127.0.0.1), SIM_PORT (4000), SIM_SEED (42), SIM_TICK_MS (250). */
export function configFromEnv(env: NodeJS.ProcessEnv): SimConfig {
  return {
    host: env.SIM_HOST?.trim() || '127.0.0.1',
    port: intFromEnv(env.SIM_PORT, 4000, 0, 65535),
    seed: intFromEnv(env.SIM_SEED, 42, 0, 0xffffffff),
    tickMs: intFromEnv(env.SIM_TICK_MS, 250, 5, 60_000),
  };
}
