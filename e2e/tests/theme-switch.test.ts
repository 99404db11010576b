import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Page } from 'playwright-core';
import { REMOTE_NAMES } from '../src/env';
import { waitForSlotState, waitUntil } from '../src/page';
import { signedInSuite } from '../src/suite';

const suite = signedInSuite({ ready: [...REMOTE_NAMES] });

/**
 * The painted background of each widget: the first element inside its slot (the slot itself
 * included) whose computed background colour is not transparent.
 */
async function widgetBackgrounds(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    (names) => {
      const out: Record<string, string> = {};
      for (const name of names) {
        const root = document.querySelector(`[data-testid="slot-${name}"]`);
        if (!root) continue;
        const candidates = [root, ...Array.from(root.querySelectorAll('*'))];
        const painted = candidates.find((el) => {
          const bg = getComputedStyle(el).backgroundColor;
          return bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent';
        });
        out[name] = painted ? getComputedStyle(painted).backgroundColor : 'none';
      }
      out.page = getComputedStyle(document.body).backgroundColor;
      return out;
    },
    REMOTE_NAMES as readonly string[],
  );
}

const switchOf = (page: Page) => page.getByRole('switch', { name: 'Light theme' });

it('the trader switches to light from the header; every widget follows and a reload keeps it', async () => {
  const { page } = suite;
  const dark = await widgetBackgrounds(page);
  for (const name of REMOTE_NAMES) assert.notEqual(dark[name], 'none', `${name} paints a background`);
  assert.equal(await switchOf(page).getAttribute('aria-checked'), 'false');

  // by keyboard: focus the switch and press Space
  await switchOf(page).focus();
  await page.keyboard.press('Space');
  assert.equal(await switchOf(page).getAttribute('aria-checked'), 'true');
  const light = await waitUntil(
    () => widgetBackgrounds(page),
    (bg) => REMOTE_NAMES.every((name) => bg[name] !== dark[name]),
    'every widget background to change',
  );
  for (const name of [...REMOTE_NAMES, 'page']) {
    assert.notEqual(light[name], dark[name], `${name}'s background changed with the theme`);
  }
  assert.equal(await page.evaluate(() => localStorage.getItem('trading.themeMode')), 'light');

  await page.reload();
  for (const name of REMOTE_NAMES) await waitForSlotState(page, name, 'ready');
  assert.equal(await switchOf(page).getAttribute('aria-checked'), 'true');
  assert.deepEqual(await widgetBackgrounds(page), light);
});
