// Serves the static Storybook build (what designers open) with node's http: no new dependency.
//
//   npm run build-storybook && npm run storybook:serve     # then open http://127.0.0.1:6007/
//
// Env: STORYBOOK_STATIC (default storybook/storybook-static), PORT (default 6007), HOST (default
// 127.0.0.1; HOST=0.0.0.0 to share it on the local network).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticServer } from './staticServer.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(process.env.STORYBOOK_STATIC ?? join(here, '..', 'storybook-static'));
const port = Number(process.env.PORT ?? 6007);
const host = process.env.HOST ?? '127.0.0.1';

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No Storybook build in ${root}: run \`npm run build-storybook\` first.`);
  process.exit(2);
}

const server = staticServer(root);
server.listen(port, host, () => console.log(`Storybook (static build) on http://${host}:${port}/`));
