import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Locator } from 'playwright-core';
import { REMOTE_NAMES } from '../src/env';
import { slot, waitUntil } from '../src/page';
import { signedInSuite } from '../src/suite';

/**
 * Issue 20: numbers stay numbers in right to left. On the composed page in Arabic, what the
 * browser draws (not the DOM order): a signed PnL's sign is left of its digits ("+74.6250", never
 * "74.6250+"), and an order time's date is left of its clock, read from the laid-out characters.
 */
const suite = signedInSuite({
  ready: [...REMOTE_NAMES],
  then: async (page) => {
    await page
      .getByLabel(/Language/)
      .first()
      .selectOption('ar-SA');
    await page.locator('html[dir="rtl"]').waitFor();
  },
});

/**
 * The drawn left edge (px) of the first occurrence of each of `parts` inside `within`'s text,
 * found character by character with DOM Ranges; null for a part not found.
 */
function leftEdges(within: Locator, parts: string[]): Promise<(number | null)[]> {
  return within.evaluate((root, wanted) => {
    const texts: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    return wanted.map((part) => {
      for (const node of texts) {
        const at = node.data.indexOf(part);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + part.length);
        return range.getBoundingClientRect().left;
      }
      return null;
    });
  }, parts);
}

it('a signed PnL in the positions table keeps its sign left of the digits', async () => {
  const { page } = suite;
  const positions = slot(page, 'remote_positions');
  // measured in one go: the figures move with the market
  const drawn = await waitUntil(
    () =>
      positions.evaluate((root) =>
        Array.from(root.querySelectorAll('bdi'))
          .filter((e) => /^[+-]\d[\d,.]*%?$/.test((e.textContent ?? '').trim()) && e.firstChild instanceof Text)
          .map((e) => {
            const node = e.firstChild as Text;
            const at = node.data.search(/[+-]/);
            // no named inner functions: tsx's keepNames would wrap them in a `__name` the page lacks
            const [sign, digit] = [at, at + 1].map((i) => {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              return range.getBoundingClientRect();
            });
            return {
              text: node.data.trim(),
              sign: sign!.left,
              digit: digit!.left,
              // laid out and on screen: a cell scrolled out of view or a hidden tooltip text has no
              // character boxes to compare
              drawn: sign!.width > 0 && digit!.width > 0 && sign!.left >= 0 && digit!.right <= window.innerWidth,
              around: getComputedStyle(e.parentElement!).direction,
            };
          })
          .filter((e) => e.drawn),
      ),
    (found) => found.length >= 2,
    'signed figures in the positions table',
  );
  for (const { text, sign, digit, around } of drawn) {
    assert.equal(around, 'rtl', `${text} sits in right-to-left text`);
    assert.ok(sign < digit, `${text}: the sign is drawn left of its digits (${sign} < ${digit})`);
  }
});

it("an open order's time reads date then clock, left to right, in the right-to-left panel", async () => {
  const { page } = suite;
  const panel = slot(page, 'remote_order_panel');
  const timeCell = panel
    .locator('bdi')
    .filter({ hasText: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/ })
    .first();
  await timeCell.waitFor();
  const text = (await timeCell.textContent())!.trim();
  const [date, clock] = text.split(' ') as [string, string];
  const [dateLeft, clockLeft] = await leftEdges(timeCell, [date, clock]);
  assert.ok(dateLeft != null && clockLeft != null, `${text}: characters found`);
  assert.ok(dateLeft < clockLeft, `${text}: the date is drawn left of the clock`);
  assert.equal(await panel.evaluate((e) => getComputedStyle(e).direction), 'rtl', 'the panel is right to left');
});
