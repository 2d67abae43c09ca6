/**
 * The app's build, second step (issue 11, Lighthouse): writes `dist/signed-out.html`, the built index.html with the
 * login page already in it, which the server sends to a visitor without a session (packages/server/src/static/
 * serve-app.ts). The page shows as soon as its HTML arrives, not after the JavaScript; the app then renders
 * the same page over it (src/main.tsx waits until its first screen is ready, so nothing blinks). Until then the
 * copy's fields and button are disabled (a fieldset) and the whole of it inert: nothing typed into a field the app
 * is about to replace can be lost, and a link does nothing before the app can follow it.
 *
 * It renders the login route itself, in a memory router, so the copy cannot drift from the page. The page carries
 * its stylesheet inline, so it paints with the HTML alone, while the scripts are still on their way; and it
 * preloads the login route's lazy chunk and the chunks it imports, which the app would otherwise ask for only once
 * its entry has run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { filesOf, staticClosure } from '../../../scripts/app-size/manifest-loads.mjs';
import { createApiClient } from '../src/api/api-client';
import { ApiProvider } from '../src/api/api-context';
import { LoginRoute } from '../src/features/auth/login-route';
import { paths } from '../src/paths';

/** The app's build folder: the first argument (a build elsewhere, as the tests make), else dist. */
const dist = process.argv[2] ?? fileURLToPath(new URL('../dist/', import.meta.url));
const emptyRoot = '<div id="root"></div>';
const loginRouteKey = 'src/features/auth/login-route.tsx';

const page = renderToStaticMarkup(
  <ApiProvider api={createApiClient()}>
    <MemoryRouter initialEntries={[paths.login()]}>
      <LoginRoute />
    </MemoryRouter>
  </ApiProvider>,
);
const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const preloads = filesOf(manifest, staticClosure(manifest, [loginRouteKey]))
  .js.filter((file) => !indexHtml.includes(`/${file}"`))
  .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
  .join('');
const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/;
const stylesheet = indexHtml.match(stylesheetLink)?.[1];
if (!stylesheet) throw new Error(`${join(dist, 'index.html')} links no stylesheet to inline`);
if (!indexHtml.includes(emptyRoot))
  throw new Error(`${join(dist, 'index.html')} has no ${emptyRoot} to fill`);
writeFileSync(
  join(dist, 'signed-out.html'),
  indexHtml
    .replace(stylesheetLink, () => `<style>${readFileSync(join(dist, stylesheet), 'utf8')}</style>`)
    .replace('  </head>', () => `${preloads}  </head>`)
    .replace(emptyRoot, () => `<div id="root"><fieldset disabled inert>${page}</fieldset></div>`),
);
console.info(`${join(dist, 'signed-out.html')}: the login page prerendered (${page.length} characters)`);
