// Every story rendered as a test: serves the static Storybook build, opens each story in Debian's
// Chromium (playwright-core) and fails on a render error, an empty root, a console error, an
// uncaught exception, a failed play function, or a request that leaves this machine; then runs
// axe-core on the document (the root and any open dialog or portal) and fails the story on a serious or
// critical violation. Docs entries (type `docs`, when the build has them) fail when they show an error.
//
//   npm run build-storybook && node storybook/test/stories.e2e.mjs
//     [--filter <text in id or title>] [--globals locale:de] [--screenshot-dir <dir>] [--timeout <ms per story>]
//     [--globals 'locale:ar-SA;theme:light' --globals locale:en ...: one pass over the stories per value]
//     [--no-axe] [--no-docs] [--one-per-component]
//
// Env: STORYBOOK_STATIC (default storybook/storybook-static), CHROMIUM_PATH (default /usr/bin/chromium).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { staticServer } from '../scripts/staticServer.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const staticDir = resolve(process.env.STORYBOOK_STATIC ?? join(here, '..', 'storybook-static'));
const { values: cli } = parseArgs({
  options: {
    filter: { type: 'string' },
    // Repeatable: one pass over the stories per value (`locale:ar-SA;theme:light`, Storybook's URL syntax).
    globals: { type: 'string', multiple: true },
    'no-axe': { type: 'boolean', default: false },
    'no-docs': { type: 'boolean', default: false },
    // only the first story of each component (index order): a cheap extra pass in another locale/theme
    'one-per-component': { type: 'boolean', default: false },
    'screenshot-dir': { type: 'string' },
    timeout: { type: 'string', default: '15000' },
  },
});
const STORY_TIMEOUT_MS = Number(cli.timeout);
const passes = cli.globals?.length ? cli.globals : [''];
const AXE = !cli['no-axe'];
// axe-core's own build, put into every story document before its scripts run (no network).
const AXE_SOURCE = createRequire(import.meta.url)('axe-core').source;
/**
 * Rules left out on stories only, each for a reason; the composed-page test (e2e/tests/a11y.test.ts)
 * runs them all. A story shows one component alone in an empty document, not a page:
 * - `region`: "all content in landmarks" — the component's landmark is the host page's;
 * - `landmark-one-main`, `page-has-heading-one`: a page has one main and one h1; a component has neither.
 */
const STORY_ONLY_DISABLED_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error(`No Storybook build in ${staticDir}: run \`npm run build-storybook\` first.`);
  process.exit(2);
}

function serveStatic(root) {
  const server = staticServer(root, { 'cache-control': 'no-store' });
  return new Promise((resolveListen) => server.listen(0, '127.0.0.1', () => resolveListen(server)));
}

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const matches = (entry) => !cli.filter || entry.id.includes(cli.filter) || entry.title.includes(cli.filter);
const firstOfTitle = new Set();
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && matches(entry))
  .filter((entry) => {
    if (!cli['one-per-component']) return true;
    if (firstOfTitle.has(entry.title)) return false;
    firstOfTitle.add(entry.title);
    return true;
  });
// Docs pages (the docs addon's autodocs) when the build has them; an older build has none.
const docs = cli['no-docs']
  ? []
  : Object.values(index.entries).filter((entry) => entry.type === 'docs' && matches(entry));

const server = await serveStatic(staticDir);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
// Nothing may leave the machine: every request to another origin fails the story that made it.
let externalRequests = [];
await context.route(
  (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
  (route) => {
    externalRequests.push(route.request().url());
    return route.abort('blockedbyclient');
  },
);

if (cli['screenshot-dir']) mkdirSync(cli['screenshot-dir'], { recursive: true });

// Records what the preview reports about the story on its channel, from the moment it exists.
await context.addInitScript(() => {
  const seen = { phases: [], errors: [], finished: null, docsRendered: false };
  window.__storyReport = seen;
  const watch = {
    storyRenderPhaseChanged: (e) => seen.phases.push(e?.newPhase),
    storyErrored: (e) => seen.errors.push(`story errored: ${e?.title ?? ''} ${e?.description ?? ''}`.trim()),
    storyThrewException: (e) => seen.errors.push(`story threw: ${e?.message ?? e}`),
    playFunctionThrewException: (e) => seen.errors.push(`play function threw: ${e?.message ?? e}`),
    unhandledErrorsWhilePlaying: (e) =>
      seen.errors.push(`unhandled errors while playing: ${JSON.stringify(e).slice(0, 300)}`),
    storyMissing: (id) => seen.errors.push(`story missing: ${id}`),
    storyFinished: (e) => (seen.finished = e?.status ?? 'unknown'),
    docsRendered: () => (seen.docsRendered = true),
  };
  let channel;
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(next) {
      channel = next;
      for (const [event, handler] of Object.entries(watch)) next?.on?.(event, handler);
    },
  });
});

/** Waits until Storybook's render of the story is over (its StoryRender reaches a final phase). */
async function waitForRender(page) {
  await page.waitForFunction(
    () => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      if (document.body.classList.contains('sb-show-errordisplay')) return true;
      if (window.__storyReport?.errors.length) return true;
      return render && ['finished', 'aborted'].includes(render.phase);
    },
    undefined,
    { timeout: STORY_TIMEOUT_MS, polling: 50 },
  );
  // Let effects settle (React commits, promise chains of fake requests) so their errors are seen.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 50)))),
  );
}

/**
 * Waits until finite animations and transitions are over (a dialog fading in has blended colours, which
 * axe would measure as poor contrast); endless ones (spinners, skeleton pulses) are left running.
 */
async function waitForAnimations(page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([Promise.allSettled(finite.map((a) => a.finished)), new Promise((r) => setTimeout(r, 2000))]);
  });
}

/** axe-core on the whole document: the story's root, its portals (dialogs, menus, popovers). */
async function runAxe(page) {
  return page.evaluate(async (disabled) => {
    const result = await window.axe.run(document, {
      resultTypes: ['violations'],
      rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'minor',
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      nodes: v.nodes.length,
      // e.g. the measured contrast: "… contrast of 3.2 (foreground color: #…, background color: #…)"
      detail: v.nodes[0]?.any?.[0]?.message ?? '',
    }));
  }, STORY_ONLY_DISABLED_RULES);
}

/** "0 serious/critical, 2 moderate, 1 minor" (counted in nodes: each element in violation). */
function axeSummary(violations) {
  const count = (impacts) => violations.filter((v) => impacts.includes(v.impact)).reduce((sum, v) => sum + v.nodes, 0);
  return {
    failing: count(['serious', 'critical']),
    moderate: count(['moderate']),
    minor: count(['minor']),
  };
}

/** First line of a message plus the first stack frame, so a failure stays readable. */
const brief = (text) =>
  text
    .split('\n')
    .slice(0, 2)
    .map((line) => line.trim())
    .join(' ');

let passed = 0;
let failed = 0;
let moderateTotal = 0;
const moderateByRule = new Map();
const page = await context.newPage();
const problems = [];
page.on('console', (message) => {
  if (message.type() === 'error') problems.push(`console.error: ${brief(message.text())}`);
});
page.on('pageerror', (error) => problems.push(`uncaught: ${brief(error.message)}`));
if (AXE) await context.addInitScript({ content: AXE_SOURCE });

function report(label, ms, notes) {
  if (problems.length === 0) {
    passed += 1;
    console.log(`ok   ${label} (${ms} ms)${notes ? ` ${notes}` : ''}`);
  } else {
    failed += 1;
    console.log(`FAIL ${label} (${ms} ms)${notes ? ` ${notes}` : ''}`);
    for (const problem of [...new Set(problems)]) console.log(`       ${problem}`);
  }
}

for (const globalsValue of passes) {
  const globals = globalsValue ? `&globals=${encodeURIComponent(globalsValue)}` : '';
  const tag = globalsValue ? ` [${globalsValue}]` : '';
  if (passes.length > 1) console.log(`--- globals: ${globalsValue || 'defaults'}`);
  for (const story of stories) {
    problems.length = 0;
    externalRequests = [];
    const started = Date.now();
    let notes = '';
    try {
      // A fresh document per story: no state leaks from one story into the next.
      await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story${globals}`, {
        waitUntil: 'load',
      });
      await waitForRender(page);
      const state = await page.evaluate(() => {
        const isStorybookChrome = (el) =>
          el.id.startsWith('storybook-') ||
          [...el.classList].some((c) => c.startsWith('sb-')) ||
          ['SCRIPT', 'STYLE', 'LINK'].includes(el.tagName);
        return {
          phase: window.__STORYBOOK_PREVIEW__?.currentRender?.phase,
          report: window.__storyReport,
          errorShown: document.body.classList.contains('sb-show-errordisplay'),
          noPreview: document.body.classList.contains('sb-show-nopreview'),
          errorTitle: document.getElementById('error-message')?.textContent ?? '',
          errorStack: (document.getElementById('error-stack')?.textContent ?? '').split('\n').slice(0, 2).join(' '),
          rootChildren: document.getElementById('storybook-root')?.childElementCount ?? 0,
          // Dialogs, menus and popovers render in portals next to the root.
          portals: [...document.body.children].filter((el) => !isStorybookChrome(el)).length,
        };
      });
      if (state.errorShown) problems.push(`render error: ${state.errorTitle} ${state.errorStack}`.trim());
      if (state.noPreview) problems.push('Storybook shows "No Preview"');
      problems.push(...(state.report?.errors ?? []).map(brief));
      if (state.report?.phases.includes('errored')) problems.push('the render went through phase "errored"');
      if (state.phase !== 'finished') problems.push(`render ended in phase "${state.phase}"`);
      if (state.rootChildren === 0 && state.portals === 0)
        problems.push('nothing rendered (#storybook-root is empty, no portal)');
      for (const url of externalRequests) problems.push(`external request: ${url}`);
      // Once per story, after the render and its play function finished.
      if (AXE && problems.length === 0) {
        await waitForAnimations(page);
        const violations = await runAxe(page);
        const counts = axeSummary(violations);
        notes = `axe: ${counts.failing} serious/critical, ${counts.moderate} moderate`;
        moderateTotal += counts.moderate;
        for (const v of violations) {
          if (v.impact === 'moderate') moderateByRule.set(v.id, (moderateByRule.get(v.id) ?? 0) + v.nodes);
          if (FAILING_IMPACTS.has(v.impact))
            problems.push(
              `axe ${v.impact} ${v.id} (${v.nodes}×) at ${v.targets.join(' | ')}: ${v.help}${v.detail ? ` — ${v.detail}` : ''}`,
            );
        }
      }
      if (cli['screenshot-dir']) await page.screenshot({ path: join(cli['screenshot-dir'], `${story.id}.png`) });
    } catch (error) {
      problems.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
    }
    report(`${story.id}${tag}`, Date.now() - started, notes);
  }

  // Docs pages once per pass: they fail when they show an error (a broken story or docs block).
  for (const entry of docs) {
    problems.length = 0;
    externalRequests = [];
    const started = Date.now();
    try {
      await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=docs${globals}`, {
        waitUntil: 'load',
      });
      await page.waitForFunction(
        () =>
          document.body.classList.contains('sb-show-errordisplay') ||
          window.__storyReport?.errors.length ||
          window.__storyReport?.docsRendered,
        undefined,
        { timeout: STORY_TIMEOUT_MS, polling: 50 },
      );
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
      const state = await page.evaluate(() => ({
        errorShown: document.body.classList.contains('sb-show-errordisplay'),
        errorTitle: document.getElementById('error-message')?.textContent ?? '',
        errors: window.__storyReport?.errors ?? [],
        docsText: (document.getElementById('storybook-docs')?.textContent ?? '').trim().length,
      }));
      if (state.errorShown) problems.push(`docs error: ${state.errorTitle}`.trim());
      problems.push(...state.errors.map(brief));
      if (state.docsText === 0) problems.push('the docs page is empty');
      for (const url of externalRequests) problems.push(`external request: ${url}`);
    } catch (error) {
      problems.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
    }
    report(`docs ${entry.id}${tag}`, Date.now() - started, '');
  }
}

if (AXE) {
  const byRule = [...moderateByRule].map(([id, n]) => `${id} ${n}`).join(', ');
  console.log(`axe: ${moderateTotal} moderate in total${byRule ? ` (${byRule})` : ''}`);
}
await browser.close();
server.close();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
