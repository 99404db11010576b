import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { Page, Response } from 'playwright-core';
import { launchBrowser } from '../src/browser';
import { E2E_PORTS, HOSTNAME, REMOTE_NAMES, startEnvironment, type Environment } from '../src/env';
import { hashDir } from '../src/hashDir';
import { openSignedIn, slot, waitForSlotState } from '../src/page';
import { buildRemoteRelease, workspaceVersion } from '../src/rebuildRemote';

// Issue 14: a team uses a MUI component the page does not share (Slider: not in the host's
// shared-core/src/ui/muiShared.ts) and a text the host does not know, and deploys its remote alone.
// The remote brings the component in its own lazy chunk; it renders with the page's one theme,
// mirrored in Arabic; the host is not touched. A remote built against a newer muiShared.ts (one that
// lists Slider, so it imports Slider from the page) comes with a newer shared-core minor (the rule
// build-tools/muiSharedContract.test.cjs keeps): on the older host its slot shows the contract
// message (decision 0018). See build-tools/README.md.

let env: Environment;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let hostBefore: string;
const responses: Response[] = [];
const panelOrigin = `http://${HOSTNAME}:${E2E_PORTS.remote_order_panel}`;
/** The trading theme's primary colour (#f7a600, shared-core/src/ui/theme.ts); MUI's own default is blue. */
const THEME_PRIMARY = 'rgb(247, 166, 0)';

before(async () => {
  env = await startEnvironment();
  browser = await launchBrowser();
  browser.context.on('response', (r) => void responses.push(r));
  hostBefore = hashDir(env.hostDir);
});
after(async () => {
  await browser?.close();
  await env?.close();
});

/** The order panel's team adds a volume slider (a MUI component the page lacks) with a new text. */
const probe = `import type { ComponentType } from 'react';
import { Box, Slider, ThemeProvider, Typography, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { addNamespace, type I18n } from 'shared-core';
import { NS } from './i18n';

export function addProbeTexts(i18n: I18n): void {
  addNamespace(i18n, NS, {
    en: { probe: { size: 'Order size' } },
    de: { probe: { size: 'Auftragsgröße' } },
    'ar-SA': { probe: { size: 'حجم الأمر' } },
  });
}

function SizeSlider() {
  const { t } = useTranslation(NS);
  return (
    <Box data-testid="probe" sx={{ px: 3, width: 240 }}>
      <Typography id="probe-label" data-testid="probe-label">{t('probe.size')}</Typography>
      {/* default props set through the page's ThemeProvider (like a theme's) reach the remote's own Slider */}
      <ThemeProvider theme={(page: Theme) => ({ ...page, components: { ...page.components, MuiSlider: { defaultProps: { size: 'small' } } } })}>
        <Slider aria-labelledby="probe-label" defaultValue={20} />
      </ThemeProvider>
    </Box>
  );
}

export function withProbe<P extends object>(Widget: ComponentType<P>): ComponentType<P> {
  return function WithProbe(props: P) {
    return (
      <>
        <SizeSlider />
        <Widget {...props} />
      </>
    );
  };
}
`;

const change = {
  'src/Probe.tsx': () => probe,
  'src/widget.tsx': (text: string) => {
    const changed = text
      .replace("import { REMOTE_VERSION } from './version';", "$&\nimport { addProbeTexts, withProbe } from './Probe';")
      .replace('addOrderPanelNamespace(host.i18n);', '$&\n    addProbeTexts(host.i18n);')
      .replace('Component: OrderPanelWidget,', 'Component: withProbe(OrderPanelWidget),');
    assert.equal(changed.match(/Probe/g)?.length, 5, 'the widget module changed as expected');
    return changed;
  },
};

/** On which half of its rail the slider's thumb sits. */
async function thumbSide(page: Page): Promise<'left' | 'right'> {
  const probeSlot = slot(page, 'remote_order_panel').getByTestId('probe');
  const rail = await probeSlot.locator('.MuiSlider-rail').boundingBox();
  const thumb = await probeSlot.locator('.MuiSlider-thumb').boundingBox();
  assert.ok(rail && thumb);
  return thumb.x + thumb.width / 2 < rail.x + rail.width / 2 ? 'left' : 'right';
}

/**
 * The MUI components whose code was fetched from an origin: MUI defines each one with
 * `name: 'Mui<Component>', slot: 'Root'`, which the minifier keeps.
 */
async function muiComponentsFetchedFrom(origin: string): Promise<string[]> {
  const scripts = responses.filter((r) => new URL(r.url()).origin === origin && r.url().endsWith('.js'));
  const bodies = await Promise.all(scripts.map(async (r) => (await r.body()).toString('utf8')));
  const names = bodies.flatMap((b) => [...b.matchAll(/name:"Mui(\w+)",slot:"Root"/g)].map((m) => m[1]!));
  return [...new Set(names)].sort();
}

it("a remote deployed alone brings a MUI component the host lacks: the page's theme, right to left", async () => {
  const original = env.remotes.remote_order_panel.dir;
  const dist = buildRemoteRelease('remote-order-panel', '0.1.0-own-mui', { change });
  await env.remotes.remote_order_panel.start(dist);
  try {
    responses.length = 0;
    const page = await openSignedIn(browser.context, env.pageUrl);
    for (const name of REMOTE_NAMES) await waitForSlotState(page, name, 'ready');
    const panel = slot(page, 'remote_order_panel');
    await panel.getByTestId('probe-label').waitFor();

    // The new text, translated; the slider is a working MUI slider, coloured by the page's theme.
    assert.equal(await panel.getByTestId('probe-label').textContent(), 'Order size');
    const slider = panel.getByRole('slider', { name: 'Order size' });
    assert.equal(await slider.getAttribute('aria-valuenow'), '20');
    const thumbColour = await panel.locator('.MuiSlider-thumb').evaluate((el) => getComputedStyle(el).backgroundColor);
    assert.equal(thumbColour, THEME_PRIMARY, "the page's theme, not MUI's default");
    assert.match(
      (await panel.locator('.MuiSlider-root').getAttribute('class')) ?? '',
      /MuiSlider-sizeSmall/,
      "the default props given through the page's ThemeProvider",
    );
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await slider.getAttribute('aria-valuenow'), '21');
    assert.equal(await thumbSide(page), 'left', 'at 21 % the thumb sits near the start (left) of the rail');

    // The component the page lacks came from the remote's own copy, the page's Typography was used
    // (the host sent it; no copy fetched from any remote). The remotes' own lazy parts may bring
    // other components the page lacks (the panel's settings popover: Popover, Switch, MenuItem and
    // their internals), so the check is on the probe's two components, not on an exact list.
    const fromPanel = await muiComponentsFetchedFrom(panelOrigin);
    assert.ok(fromPanel.includes('Slider'), `the panel brought its Slider: ${fromPanel.join(', ')}`);
    assert.ok(!fromPanel.includes('Typography'), "the panel used the page's Typography");
    for (const name of REMOTE_NAMES.filter((n) => n !== 'remote_order_panel')) {
      const fetched = await muiComponentsFetchedFrom(`http://${HOSTNAME}:${E2E_PORTS[name]}`);
      assert.ok(!fetched.includes('Typography'), `${name} used the page's Typography: ${fetched.join(', ')}`);
    }
    assert.ok((await muiComponentsFetchedFrom(`http://${HOSTNAME}:${E2E_PORTS.host}`)).includes('Typography'));
    // The rest of the order panel and the other slots work.
    assert.equal((await panel.locator('h2').first().textContent())?.trim(), 'Orders');
    assert.equal((await slot(page, 'remote_positions').locator('h2').first().textContent())?.trim(), 'Positions');

    // Arabic: the page turns right to left and the remote's own slider with it.
    await page.getByLabel('Language').selectOption('ar-SA');
    await panel.getByText('حجم الأمر').waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.equal(await thumbSide(page), 'right', 'mirrored: at 21 % the thumb sits near the start (right)');
    assert.equal(
      await panel.locator('.MuiSlider-thumb').evaluate((el) => getComputedStyle(el).backgroundColor),
      THEME_PRIMARY,
    );
    assert.equal((await panel.locator('h2').first().textContent())?.trim(), 'الأوامر');
    await page.locator('select:has(option[value="ar-SA"])').selectOption('en');
    await panel.getByText('Order size').waitFor();
    await page.close();
  } finally {
    await env.remotes.remote_order_panel.start(original);
  }
  assert.equal(hashDir(env.hostDir), hostBefore, 'no file of the host changed');
});
const [major, minor, patch] = workspaceVersion('shared-core');

it('a remote built against a newer muiShared.ts (listing Slider, a newer shared-core minor) shows the contract message', async () => {
  const original = env.remotes.remote_order_panel.dir;
  const needs = `${major}.${minor + 1}`;
  const dist = buildRemoteRelease('remote-order-panel', '0.2.0-newer-mui-shared', {
    change,
    muiShared: (text) => `${text}export { default as Slider } from '@mui/material/Slider';\n`,
    libraries: { 'shared-core': `${needs}.0` },
  });
  await env.remotes.remote_order_panel.start(dist);
  try {
    responses.length = 0;
    const page = await openSignedIn(browser.context, env.pageUrl);
    await waitForSlotState(page, 'remote_order_panel', 'unsupported');
    const fallback = slot(page, 'remote_order_panel').getByTestId('slot-fallback');
    assert.equal(await fallback.getAttribute('data-shared-library'), 'shared-core');
    assert.match(
      (await fallback.textContent()) ?? '',
      new RegExp(`needs a newer page \\(shared-core ${needs} or later; the page has ${major}\\.${minor}\\.${patch}\\)`),
      'a clear message, not a crash on a Slider the page lacks',
    );
    for (const name of REMOTE_NAMES.filter((n) => n !== 'remote_order_panel'))
      await waitForSlotState(page, name, 'ready');
    assert.equal((await slot(page, 'remote_positions').locator('h2').first().textContent())?.trim(), 'Positions');
    assert.deepEqual(await muiComponentsFetchedFrom(panelOrigin), [], 'none of its code was fetched');
    await page.close();
  } finally {
    await env.remotes.remote_order_panel.start(original);
  }
  assert.equal(hashDir(env.hostDir), hostBefore, 'no file of the host changed');
});
