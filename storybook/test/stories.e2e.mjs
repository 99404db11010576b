// Every story rendered as a test: serves the static Storybook build, opens each story in Debian's
// Chromium (playwright-core) and fails on a render error, an empty root, a console error, an
// uncaught exception, a failed play function, or a request that leaves this machine.
//
//   npm run build-storybook && node storybook/test/stories.e2e.mjs
//     [--filter <text in id or title>] [--globals locale:de] [--screenshot-dir <dir>] [--timeout <ms per story>]
//
// Env: STORYBOOK_STATIC (default storybook/storybook-static), CHROMIUM_PATH (default /usr/bin/chromium).
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const here = fileURLToPath(new URL('.', import.meta.url));
const staticDir = resolve(process.env.STORYBOOK_STATIC ?? join(here, '..', 'storybook-static'));
const { values: cli } = parseArgs({
  options: {
    filter: { type: 'string' },
    globals: { type: 'string' },
    'screenshot-dir': { type: 'string' },
    timeout: { type: 'string', default: '15000' },
  },
});
const STORY_TIMEOUT_MS = Number(cli.timeout);

if (!existsSync(join(staticDir, 'index.json'))) {
  console.error(`No Storybook build in ${staticDir}: run \`npm run build-storybook\` first.`);
  process.exit(2);
}

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

function serveStatic(root) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let file = normalize(join(root, decodeURIComponent(url.pathname)));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolveListen) => server.listen(0, '127.0.0.1', () => resolveListen(server)));
}

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  .filter((entry) => !cli.filter || entry.id.includes(cli.filter) || entry.title.includes(cli.filter));

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
  const seen = { phases: [], errors: [], finished: null };
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

/** First line of a message plus the first stack frame, so a failure stays readable. */
const brief = (text) =>
  text
    .split('\n')
    .slice(0, 2)
    .map((line) => line.trim())
    .join(' ');

let passed = 0;
let failed = 0;
const page = await context.newPage();
const problems = [];
page.on('console', (message) => {
  if (message.type() === 'error') problems.push(`console.error: ${brief(message.text())}`);
});
page.on('pageerror', (error) => problems.push(`uncaught: ${brief(error.message)}`));

for (const story of stories) {
  problems.length = 0;
  externalRequests = [];
  const started = Date.now();
  try {
    // A fresh document per story: no state leaks from one story into the next.
    const globals = cli.globals ? `&globals=${encodeURIComponent(cli.globals)}` : '';
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
    if (cli['screenshot-dir']) await page.screenshot({ path: join(cli['screenshot-dir'], `${story.id}.png`) });
  } catch (error) {
    problems.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
  }
  const ms = Date.now() - started;
  if (problems.length === 0) {
    passed += 1;
    console.log(`ok   ${story.id} (${ms} ms)`);
  } else {
    failed += 1;
    console.log(`FAIL ${story.id} (${ms} ms)`);
    for (const problem of [...new Set(problems)]) console.log(`       ${problem}`);
  }
}

await browser.close();
server.close();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
