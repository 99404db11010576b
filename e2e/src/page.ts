import type { BrowserContext, Page } from 'playwright-core';
import type { RemoteName } from './env';

/**
 * Opens the composed page and signs in: with the prefilled demo account, or as `as` (a seeded
 * account of exchange-sim/API.md; its password is the part before @).
 */
export async function openSignedIn(context: BrowserContext, url: string, as?: string): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
  await page.goto(url);
  const signIn = page.getByRole('button', { name: 'Sign in' });
  const slots = page.locator('[data-testid^="slot-remote_"]').first();
  await Promise.race([signIn.waitFor({ timeout: 20_000 }), slots.waitFor({ timeout: 20_000 })]);
  if (await signIn.isVisible()) {
    if (as) {
      await page.getByLabel('Email').fill(as);
      await page.getByLabel('Password').fill(as.split('@')[0]!);
    }
    await signIn.click();
  }
  await slots.waitFor({ timeout: 20_000 });
  return page;
}

/** Polls `read` until `check` holds; fails naming `what` and the last value read. */
export async function waitUntil<T>(
  read: () => Promise<T>,
  check: (v: T) => boolean,
  what: string,
  timeout = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const v = await read();
    if (check(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const slot = (page: Page, name: RemoteName) => page.getByTestId(`slot-${name}`);

/** Waits until a slot reached a state (ready, loadFailed, unsupported, crashed). */
export async function waitForSlotState(page: Page, name: RemoteName, state: string, timeout = 20_000): Promise<void> {
  await page.locator(`[data-testid="slot-${name}"][data-state="${state}"]`).waitFor({ timeout });
}

/** Polls `read` until it returns something different from `initial`. */
export async function waitForChange<T>(read: () => Promise<T>, initial: T, timeout = 15_000): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (value !== initial) return value;
    if (Date.now() > deadline) throw new Error(`value stayed ${String(initial)} for ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
