import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './browser';
const here = path.dirname(fileURLToPath(import.meta.url));
type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
async function main() {
  const bundle = await build({
    entryPoints: [path.join(here, 'benchTablePage.tsx')], bundle: true, minify: false, write: false, format: 'iife',
    jsx: 'automatic', target: 'es2022', define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'error',
  });
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    await page.setContent('<!doctype html><html><body style="margin:0"><div id="root"></div></body></html>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
    if (process.env.NOPROF) { for (let i = 0; i < 2; i++) { const r = await page.evaluate(() => (window as any).__bench.run('positions', 500, 1000, 5, false)); console.log('fps', r.fps.toFixed(1), 'js', r.jsAvg.toFixed(2), 'p95js', r.jsP95.toFixed(1)); } return; }
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const r = await page.evaluate(() => (window as any).__bench.run('positions', 500, 1000, 5, false));
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] } };
    console.log('fps', r.fps, 'js', r.jsAvg);
    const self = new Map<number, number>();
    profile.samples.forEach((s, i) => self.set(s, (self.get(s) ?? 0) + (profile.timeDeltas[i] ?? 0)));
    const byName = new Map<string, number>();
    for (const n of profile.nodes) {
      const k = `${n.callFrame.functionName || '(anon)'}:${n.callFrame.lineNumber}`;
      byName.set(k, (byName.get(k) ?? 0) + (self.get(n.id) ?? 0));
    }
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    console.log('total ms', (total / 1000).toFixed(0));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const chains = new Map<string, number>();
    for (const n of profile.nodes) {
      if (!['mountEffectImpl', 'useTranslation', 'setValueForStyle', 'createElement'].includes(n.callFrame.functionName)) continue;
      let p = parent.get(n.id); const names: string[] = [n.callFrame.functionName];
      for (let i = 0; i < 7 && p !== undefined; i++) { const pn = byId.get(p)!; names.push(`${pn.callFrame.functionName}:${pn.callFrame.lineNumber}`); p = parent.get(p); }
      const k = names.join(' < '); chains.set(k, (chains.get(k) ?? 0) + (self.get(n.id) ?? 0));
    }
    for (const [k, v] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log('CHAIN', (v / 1000).toFixed(1), k);
    for (const [k, v] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000).toFixed(1).padStart(8), k);
  } finally { await browser.close(); }
}
void main();
