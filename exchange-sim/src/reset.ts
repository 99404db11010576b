/**
 * `npm run reset -w exchange-sim`: back to the seeded state, one of two ways.
 * - A simulator answers on SIM_HOST:SIM_PORT: it is reset through its admin API (POST /__sim/reset),
 *   which writes the seeded state to its store at once. Its files are not deleted: the running
 *   simulator keeps them open and would go on writing its journal into a half-deleted store. The
 *   store's meta (epoch, fixed option delivery prices) is kept, so the symbols stay the same.
 * - Nothing answers: the store files in SIM_DATA_DIR are deleted, so the next start seeds afresh
 *   (with a new epoch). With SIM_DATA_DIR=memory there is nothing to do.
 */
import { configFromEnv } from './config';
import { ADMIN_HEADER } from './http/router';
import { wipeDataDir } from './store/persistent';

async function main(): Promise<void> {
  const cfg = configFromEnv(process.env);
  try {
    const r = await fetch(`http://${cfg.host}:${cfg.port}/__sim/reset`, {
      method: 'POST',
      // the admin API takes changes from tools only (API.md, "Admin")
      headers: { 'content-type': 'application/json', [ADMIN_HEADER]: '1' },
      body: '{}',
      signal: AbortSignal.timeout(2000),
    });
    const body = (await r.json()) as { ret_code?: number; ret_msg?: string };
    if (body.ret_code === 0) {
      console.log(`[exchange-sim] running simulator on ${cfg.host}:${cfg.port} reset to the seeded state`);
      return;
    }
    // a simulator answered but refused: never delete the files under a running simulator
    console.error(`[exchange-sim] the running simulator refused the reset: ${body.ret_msg ?? JSON.stringify(body)}`);
    process.exitCode = 1;
    return;
  } catch {
    // not running
  }
  if (!cfg.dataDir) {
    console.log('[exchange-sim] SIM_DATA_DIR=memory: nothing to reset');
    return;
  }
  wipeDataDir(cfg.dataDir);
  console.log(`[exchange-sim] store in ${cfg.dataDir} deleted; the next start seeds afresh`);
}

void main();
