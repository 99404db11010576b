import { configFromEnv } from './config';
import { startSim } from './server';
import { ADMIN_ROUTE_LIST, ROUTE_LIST } from './http/router';

async function main(): Promise<void> {
  const cfg = configFromEnv(process.env);
  const sim = await startSim(cfg);
  console.log(
    `[exchange-sim] listening on ${sim.url} (seed ${cfg.seed}, tick ${cfg.tickMs} ms, data ${cfg.dataDir ?? 'in memory'})`,
  );
  console.log(`[exchange-sim] ws: ${sim.wsUrl}/trade/option/usdc/public/v1 and ${sim.wsUrl}/private`);
  console.log(`[exchange-sim] routes:\n  ${ROUTE_LIST.join('\n  ')}`);
  console.log(`[exchange-sim] admin (loopback only):\n  ${ADMIN_ROUTE_LIST.join('\n  ')}`);
  const stop = (): void => {
    void sim.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  console.error('[exchange-sim] failed to start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
