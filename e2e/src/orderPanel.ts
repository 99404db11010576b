import type { Locator, Page } from 'playwright-core';
import { waitUntil } from './page';

/**
 * Helpers for browser tests of the order panel (remote-order-panel), through what a trader sees:
 * roles and accessible names, not CSS classes.
 */

/** The panel's slot on the composed page. */
export const orderPanel = (page: Page): Locator => page.getByTestId('slot-remote_order_panel');

/** The names of the panel's tabs, in screen order (the main strip, not the sub-tabs). */
export async function panelTabNames(page: Page): Promise<string[]> {
  const strip = orderPanel(page).getByTestId('order-panel-tabs');
  return (await strip.getByRole('tab').allInnerTexts()).map((s) => s.replace(/\s*\(\d+\)$/, '').trim());
}

/** The names of the open-orders sub-tabs, without their counts, in screen order. */
export async function subTabNames(page: Page): Promise<string[]> {
  const strip = orderPanel(page).getByRole('tablist', { name: 'Kinds of open orders' });
  return (await strip.getByRole('tab').allInnerTexts()).map((s) => s.replace(/\s*\(\d+\)$/, '').trim());
}

/** A sub-tab of open orders by its name ("Conditional"), whatever its count. */
export const subTab = (page: Page, name: string): Locator =>
  orderPanel(page)
    .getByRole('tablist', { name: 'Kinds of open orders' })
    .getByRole('tab', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/&]/g, '\\$&')} \\(\\d+\\)$`) });

/** The count a sub-tab shows in its name ("Conditional (2)" → 2), or NaN when it is not there. */
export async function subTabCount(page: Page, name: string): Promise<number> {
  const tab = subTab(page, name);
  if ((await tab.count()) === 0) return NaN;
  const text = (await tab.innerText()).trim();
  return Number(/\((\d+)\)$/.exec(text)?.[1] ?? NaN);
}

/** Waits until a sub-tab shows `count`; the failure names the sub-tab, what was expected and what it showed. */
export async function waitForSubTabCount(page: Page, name: string, count: number, timeout = 15_000): Promise<void> {
  await waitUntil(
    () => subTabCount(page, name),
    (n) => n === count,
    `the open-orders sub-tab "${name}" should count ${count}`,
    timeout,
  );
}

/**
 * Chooses an option of a select by its label and the option's text, whether the select is a
 * native `<select>` or an MUI select (a combobox button with a listbox popup).
 */
export async function chooseOption(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  const select = scope.getByRole('combobox', { name: label });
  await select.waitFor({ timeout: 10_000 });
  const tag = await select.evaluate((el) => el.tagName);
  if (tag === 'SELECT') {
    await select.selectOption({ label: option });
    return;
  }
  await select.click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: option, exact: true })
    .click({ timeout: 10_000 })
    .catch(async (e: unknown) => {
      const shown = (await scope.innerText().catch(() => '')).slice(0, 300);
      throw new Error(`the "${label}" select should offer "${option}" (${String(e)}); the widget reads: ${shown}`);
    });
  await page.getByRole('listbox').waitFor({ state: 'detached', timeout: 10_000 });
}

/** The value a select shows (a native select's chosen option, or the MUI select's text). */
export async function shownOption(scope: Locator, label: string): Promise<string> {
  const select = scope.getByRole('combobox', { name: label });
  return select.evaluate((el) =>
    el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.textContent ?? '') : (el.textContent ?? ''),
  );
}
