// Accessibility of the composed page (issue 20): axe-core on the whole signed-in page and on each
// widget's dialogs (the positions' close dialog, the option entry's order confirmation, the order
// panel's settings), in English and Arabic, dark and light theme. Zero serious or critical
// violations; the moderate ones are printed (counted, not failed).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { waitForSlotState } from '../src/page';
import { signedInSuite } from '../src/suite';

const require = createRequire(import.meta.url);
// axe-core's own build, evaluated in the page (no network).
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** The host's remembered theme choice (issue 20, theme helper). */
const THEME_KEY = 'trading.themeMode';

const suite = signedInSuite({ ready: ['remote_positions', 'remote_option_entry', 'remote_order_panel'] });

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: number;
  targets: string[];
  /** axe's message on the first node, e.g. the contrast measured and both colours */
  detail: string;
}

/** Waits until finite animations are over: a dialog fading in has blended colours (false contrast). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((r) => setTimeout(r, 2000))]);
  });
}

/** axe-core, every rule, on the document or only inside `selector`. */
async function axe(page: Page, selector?: string): Promise<Violation[]> {
  await settle(page);
  // The page's Content-Security-Policy refuses inline scripts (addScriptTag), as it should; the
  // DevTools protocol evaluates outside it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Runtime.evaluate', { expression: AXE_SOURCE });
  await cdp.detach();
  return page.evaluate(async (include) => {
    type AxeResult = {
      violations: {
        id: string;
        impact?: string;
        help: string;
        nodes: { target: string[]; any: { message: string }[] }[];
      }[];
    };
    const engine = (window as unknown as { axe: { run(ctx: unknown, options: unknown): Promise<AxeResult> } }).axe;
    const result = await engine.run(include ? { include: [include] } : document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'minor',
      help: v.help,
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      detail: v.nodes[0]?.any[0]?.message ?? '',
    }));
  }, selector ?? null);
}

const moderate: string[] = [];

/** Prints the result; returns the serious and critical violations, named. */
function check(where: string, violations: Violation[]): string[] {
  const failing = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const mod = violations.filter((v) => v.impact === 'moderate');
  const count = (list: Violation[]) => list.reduce((n, v) => n + v.nodes, 0);
  console.log(
    `axe ${where}: ${count(failing)} serious/critical, ${count(mod)} moderate` +
      (mod.length ? ` (${mod.map((v) => `${v.id} ${v.nodes}`).join(', ')})` : ''),
  );
  moderate.push(...mod.map((v) => `${where}: ${v.id} ×${v.nodes}`));
  return failing.map(
    (v) =>
      `${where}: ${v.impact} ${v.id} (${v.nodes}×) at ${v.targets.join(' | ')}: ${v.help}${v.detail ? ` — ${v.detail}` : ''}`,
  );
}

/** Switches language and theme the way a trader's next visit starts: remembered, then a reload. */
async function use(locale: 'en' | 'ar-SA', theme: 'dark' | 'light'): Promise<void> {
  const { page } = suite;
  await page.evaluate(([key, mode]) => localStorage.setItem(key, mode), [THEME_KEY, theme] as const);
  await page.reload();
  for (const name of ['remote_positions', 'remote_option_entry', 'remote_order_panel'] as const)
    await waitForSlotState(page, name, 'ready');
  // the header's language picker (its label is translated; its options are the languages)
  await page.locator('select:has(option[value="ar-SA"])').first().selectOption(locale);
  await page.waitForFunction((dir) => document.documentElement.dir === dir, locale === 'ar-SA' ? 'rtl' : 'ltr');
  // the widgets' first data (positions rows, the option chain) is on the page
  await page.getByTestId('close-limit:BTCUSDT:0').waitFor({ timeout: 20_000 });
  await page.getByTestId('option-chain').locator('[data-testid^="chain-row-"]').first().waitFor();
}

const COMBINATIONS = [
  ['en', 'dark'],
  ['en', 'light'],
  ['ar-SA', 'light'],
  ['ar-SA', 'dark'],
] as const;

describe('accessibility of the composed page (axe-core)', () => {
  for (const [locale, theme] of COMBINATIONS) {
    const tag = `${locale}/${theme}`;
    it(`${tag}: the page and its dialogs have no serious or critical violation`, async () => {
      const { page } = suite;
      // every check runs (the page and each dialog); the test fails at the end on any finding
      const failures: string[] = [];
      await use(locale, theme);
      failures.push(...check(`${tag} page`, await axe(page)));

      // positions: the limit close dialog
      await page.getByTestId('close-limit:BTCUSDT:0').click();
      await page.getByTestId('close-dialog').waitFor();
      failures.push(...check(`${tag} close dialog`, await axe(page, '[data-testid="close-dialog"]')));
      await page.keyboard.press('Escape');
      await page.getByTestId('close-dialog').waitFor({ state: 'detached' });

      // option entry: the order confirmation (cancelled, nothing is placed)
      const symbol = await page
        .getByTestId('option-chain')
        .locator('[data-testid^="ask-BTC-"]')
        .first()
        .evaluate((e) => e.getAttribute('data-testid')!.slice('ask-'.length));
      await page.getByTestId(`ask-${symbol}`).click();
      await page.locator(`[data-testid="entry-form"][data-symbol="${symbol}"]`).waitFor();
      await page.getByTestId('entry-price').fill('10');
      await page.getByTestId('entry-qty').fill('0.02');
      await page.getByTestId('entry-submit').click();
      await page.getByTestId('place-confirm').waitFor();
      failures.push(...check(`${tag} option order confirm`, await axe(page, '[data-testid="place-confirm"]')));
      await page.getByTestId('confirm-cancel').click();
      await page.getByTestId('place-confirm').waitFor({ state: 'detached' });

      // order panel: its settings
      await page.getByTestId('panel-settings-button').click();
      await page.getByTestId('panel-settings').waitFor();
      failures.push(...check(`${tag} order panel settings`, await axe(page, '[data-testid="panel-settings"]')));
      await page.keyboard.press('Escape');
      await page.getByTestId('panel-settings').waitFor({ state: 'detached' });
      assert.deepEqual(failures, [], `${tag}: serious or critical axe violations`);
    });
  }

  it('prints the moderate violations found', () => {
    console.log(`axe: ${moderate.length} moderate rule findings on the composed page`);
    for (const line of moderate) console.log(`  ${line}`);
  });
});
