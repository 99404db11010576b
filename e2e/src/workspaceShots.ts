/**
 * Screenshots of the workspace's three presets at 1280×800 and 1920×1080 for the README (issue 21):
 * `node --import tsx e2e/src/workspaceShots.ts` after `npm run build`.
 * Writes docs/screenshots/workspace-<preset>-<width>x<height>.png.
 */
import path from 'node:path';
import { ROOT } from '../../scripts/processes.mjs';
import { launchBrowser } from './browser';
import { startEnvironment } from './env';
import { openSignedIn, waitForSlotState } from './page';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
const PRESETS = ['options', 'positions', 'compact'];

const env = await startEnvironment();
let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
try {
  browser = await launchBrowser();
  const page = await openSignedIn(browser.context, env.pageUrl);
  for (const name of ['remote_option_entry', 'remote_positions', 'remote_order_panel'] as const)
    await waitForSlotState(page, name, 'ready');
  await page.locator('#trading-workspace').waitFor({ timeout: 20_000 });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const preset of PRESETS) {
      await page.getByTestId('workspace-preset').selectOption(preset);
      await page.locator('[data-testid^="position-row-"]').first().waitFor({ state: 'attached' });
      await page.waitForTimeout(600);
      const file = path.join(ROOT, 'docs', 'screenshots', `workspace-${preset}-${size.width}x${size.height}.png`);
      await page.screenshot({ path: file });
      console.log(file);
    }
  }
} finally {
  await browser?.close();
  await env.close();
}
