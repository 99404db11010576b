/**
 * Screenshots of the option entry on the composed page for its README (issue 11: chain, ticket and
 * submit in view together): `node --import tsx e2e/src/screenshots.ts` after `npm run build`.
 * Writes remote-option-entry/docs/entry-<width>x<height>[-<lng>].png.
 */
import path from 'node:path';
import { ROOT } from '../../scripts/processes.mjs';
import { launchBrowser } from './browser';
import { startEnvironment } from './env';
import { openSignedIn, waitForSlotState } from './page';

const SHOTS: { width: number; height: number; lng?: string }[] = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 1280, height: 800, lng: 'ar-SA' },
];

const env = await startEnvironment();
let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
try {
  browser = await launchBrowser();
  const page = await openSignedIn(browser.context, env.pageUrl);
  await waitForSlotState(page, 'remote_option_entry', 'ready');
  for (const shot of SHOTS) {
    await page.setViewportSize({ width: shot.width, height: shot.height });
    await page.getByLabel(/Language|Sprache|اللغة/).selectOption(shot.lng ?? 'en');
    const ask = page.locator('[data-testid^="ask-BTC-"]').nth(3);
    await ask.waitFor();
    await ask.click();
    await page.getByTestId('entry-form').waitFor();
    await page.waitForTimeout(800);
    const submitVisible = await page.getByTestId('entry-submit').isVisible();
    const box = await page.getByTestId('entry-submit').boundingBox();
    const file = path.join(
      ROOT,
      'remote-option-entry',
      'docs',
      `entry-${shot.width}x${shot.height}${shot.lng ? `-${shot.lng}` : ''}.png`,
    );
    await page.screenshot({ path: file });
    console.log(`${file}: submit visible ${submitVisible}, at y=${box ? Math.round(box.y) : '?'} of ${shot.height}`);
  }
} finally {
  await browser?.close();
  await env.close();
}
