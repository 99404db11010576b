import { after, before } from 'node:test';
import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startEnvironment, type Environment, type EnvironmentOptions, type RemoteName } from './env';
import { openSignedIn, waitForSlotState } from './page';

export interface SignedInSuite {
  readonly env: Environment;
  readonly browser: Awaited<ReturnType<typeof launchBrowser>>;
  /** The composed page, signed in, with the `ready` slots ready. */
  readonly page: Page;
}

/**
 * The usual setup of a browser-test file, registered as its `before` / `after`: the built page
 * and simulator on their ports, a fresh Chromium, one page signed in (the demo account unless
 * `as`) with the `ready` slots ready; all closed after the file's tests.
 */
export function signedInSuite(options: {
  ready: RemoteName[];
  as?: string;
  env?: EnvironmentOptions;
  /** What else the file waits for once the slots are ready (e.g. a row of the positions table). */
  then?: (page: Page) => Promise<unknown>;
}): SignedInSuite {
  let env: Environment | undefined;
  let browser: SignedInSuite['browser'] | undefined;
  let page: Page | undefined;
  before(async () => {
    env = await startEnvironment(options.env);
    browser = await launchBrowser();
    page = await openSignedIn(browser.context, env.pageUrl, options.as);
    for (const name of options.ready) await waitForSlotState(page, name, 'ready');
    await options.then?.(page);
  });
  after(async () => {
    await browser?.close();
    await env?.close();
  });
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is used before the suite's before() ran`);
    return value;
  };
  return {
    get env() {
      return ready(env, 'env');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get page() {
      return ready(page, 'page');
    },
  };
}
