/**
 * Bundle-size benchmark: gzip size of what the guests' landing HTML (dist/landing/ru.html, decision 054)
 * actually loads — its entry script and everything that imports statically, the Russian landing catalog, the
 * CSS (inlined into the HTML) — next to a bare React 19 + TanStack Router page built in the same run with
 * the same Vite and minifier. The guests' sign-in page (dist/login/ru.html, decision 100) the same way, and
 * the SPA's first route (entry + lazy routes + catalogs) for a signed-in user (/user/profile, where sign-in
 * lands), which must not load the offline machinery (Dexie, workbox-window, tus, the sync engines) before its
 * first paint.
 *   node tests/bench/bundle.ts               build the app (with a Vite manifest), then measure
 *   node tests/bench/bundle.ts --no-build    measure the existing dist/ (needs dist/.vite/manifest.json)
 * Goals: the landing ≤ 120 kB gz JS and ≤ 1.3 × the bare page; the signed-in first route ≤ 120 kB gz JS
 * without the offline machinery; the landing without Valibot (decision 082). The process exits with 1 when
 * one is missed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Manifest } from 'vite';
import { declaredCatalogs } from '../helpers/route-catalogs.ts';

const root = resolve(import.meta.dirname, '../..');
const BUDGET_JS_KB = 120;
const BUDGET_RATIO = 1.3;
/** The signed-in app's first route (sign-in and the landing's redirect go to the profile). */
const FIRST_ROUTES = ['src/routes/__root.tsx', 'src/routes/_app.tsx', 'src/routes/_app/user/profile.tsx'];
/** Code that must load after the first paint: text only these libraries' bundles carry. */
const OFFLINE_MARKERS: Record<string, RegExp> = {
  Dexie: /Dexie\.semVer|DexieError/,
  'workbox-window': /originalEvent:/,
  tus: /Tus-Resumable/,
};
/** Schema code the landing never needs (decision 082): its figures come from Valibot-free contract modules. */
const VALIBOT_MARKER = /ValiError/;
/** The sync engines' own modules (started lazily by src/main.tsx once someone is signed in). */
const SYNC_MODULES = [
  'src/features/placements/sync/start-sync.ts',
  'src/features/courses/offline/start-progress-sync.ts',
];
/**
 * The Russian catalogs a page loads before its first render: `messages` (src/main.tsx) and those its route
 * and layouts pass to `loadCatalogs` (decision 085).
 */
const spaCatalogs = (routeFiles: string[]): string[] =>
  ['messages', ...routeFiles.flatMap(declaredCatalogs)].map((name) => `locales/ru/${name}.po`);
const LANDING_CATALOG = 'locales/ru/landing.po';
/** The standalone sign-in page's catalogs (src/features/auth/login-entry.tsx, decision 100). */
const LOGIN_CATALOGS = ['locales/ru/messages.po', LANDING_CATALOG];

interface Size {
  js: number;
  css: number;
  files: string[];
}

/** Files of `keys` and everything they import statically, with their CSS. */
function collect(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return files;
}

function measure(outDir: string, files: Set<string>): Size {
  const size: Size = { js: 0, css: 0, files: [...files].sort() };
  for (const file of files) {
    const gz = gzipSync(readFileSync(join(outDir, file))).length;
    if (file.endsWith('.css')) size.css += gz;
    else if (file.endsWith('.js')) size.js += gz;
  }
  return size;
}

const readManifest = (outDir: string): Manifest =>
  JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;

const entryKey = (manifest: Manifest): string => {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('No entry chunk in the Vite manifest');
  return key;
};

async function buildApp(): Promise<void> {
  const lingui = spawnSync(join(root, 'node_modules/.bin/lingui'), ['compile', '--typescript'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (lingui.status !== 0) process.exit(lingui.status ?? 1);
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { manifest: true },
  });
}

function readDist(): Manifest {
  const outDir = join(root, 'dist');
  if (!existsSync(join(outDir, '.vite/manifest.json'))) {
    throw new Error(
      'dist/.vite/manifest.json is missing: run without --no-build (it builds with a manifest).',
    );
  }
  return readManifest(outDir);
}

/** The landing as served: the scripts its HTML names (and their imports), its catalog, its inline CSS. */
/** A prerendered page's entry with its static imports and `catalogs`, its inline CSS and its HTML. */
function measurePrerendered(manifest: Manifest, page: string, catalogs: string[]): Size & { html: number } {
  const outDir = join(root, 'dist');
  const html = readFileSync(join(outDir, page), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*src="\/([^"]+)"/g)].map((m) => m[1] ?? '');
  const keys = Object.keys(manifest).filter((k) => scripts.includes(manifest[k]?.file ?? ''));
  if (keys.length === 0) throw new Error(`dist/${page} names no script of the manifest`);
  // Its CSS file is not requested: the build inlined it, so the inline copy is what counts.
  const js = [...collect(manifest, [...keys, ...catalogs])].filter((f) => !f.endsWith('.css'));
  const size = measure(outDir, new Set(js));
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  size.css += gzipSync(inlineCss).length;
  return { ...size, html: gzipSync(html).length };
}

/** The SPA's entry, the code-split components of `routeFiles` and the catalogs, with their imports. */
function measureRoute(manifest: Manifest, routeFiles: string[]): Size {
  const routes = Object.keys(manifest).filter((key) => {
    const [file, query = ''] = key.split('?');
    return routeFiles.includes(file ?? '') && query.includes('tsr-split');
  });
  return measure(
    join(root, 'dist'),
    collect(manifest, ['index.html', ...routes, ...spaCatalogs(routeFiles)]),
  );
}

/** Which of the offline libraries and sync engines a set of files carries. */
function offlineIn(manifest: Manifest, size: Size): string[] {
  const carries = (marker: RegExp) =>
    size.files.some((f) => f.endsWith('.js') && marker.test(readFileSync(join(root, 'dist', f), 'utf8')));
  const found = Object.entries(OFFLINE_MARKERS).filter(([, marker]) => carries(marker));
  const sync = SYNC_MODULES.filter((key) => size.files.includes(manifest[key]?.file ?? ''));
  return [...found.map(([name]) => name), ...sync];
}

const BARE_MAIN = `import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const rootRoute = createRootRoute({ component: () => <Outlet /> });
const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Hello</h1> });
const router = createRouter({ routeTree: rootRoute.addChildren([index]) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
`;

/** The baseline: the smallest page with the same framework, built like the app (target, minifier). */
async function buildBare(): Promise<Size> {
  mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
  // Inside the repository so node_modules resolves exactly as for the app.
  const dir = mkdtempSync(join(root, 'tests/.tmp/bench-bare-'));
  try {
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
    );
    writeFileSync(join(dir, 'main.tsx'), BARE_MAIN);
    const outDir = join(dir, 'dist');
    await build({
      root: dir,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      build: { outDir, manifest: true, target: 'es2022', sourcemap: false },
    });
    const manifest = readManifest(outDir);
    return measure(outDir, collect(manifest, [entryKey(manifest)]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER');

const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
if (!values['no-build']) await buildApp();
const manifest = readDist();
const landing = measurePrerendered(manifest, 'landing/ru.html', [LANDING_CATALOG]);
const login = measurePrerendered(manifest, 'login/ru.html', LOGIN_CATALOGS);
const first = measureRoute(manifest, FIRST_ROUTES);
const firstOffline = offlineIn(manifest, first);
const landingValibot = landing.files.some(
  (f) => f.endsWith('.js') && VALIBOT_MARKER.test(readFileSync(join(root, 'dist', f), 'utf8')),
);
const bare = await buildBare();
const ratio = landing.js / bare.js;

console.log(
  "\nGuests' landing (dist/landing/ru.html): entry + static imports + ru landing catalog + inline CSS",
);
for (const file of landing.files) console.log(`    ${file}`);
console.log('\n                      JS (gzip)   CSS (gzip)   HTML (gzip)');
console.log(
  `  landing /           ${kb(landing.js).padStart(9)}   ${kb(landing.css).padStart(9)}   ${kb(landing.html).padStart(9)}`,
);
console.log(
  `  sign-in /user/login ${kb(login.js).padStart(9)}   ${kb(login.css).padStart(9)}   ${kb(login.html).padStart(9)}`,
);
console.log(`  SPA /user/profile   ${kb(first.js).padStart(9)}   ${kb(first.css).padStart(9)}`);
console.log(`  bare React+Router   ${kb(bare.js).padStart(9)}   ${kb(bare.css).padStart(9)}`);
console.log(`  ratio landing/bare  ${`${ratio.toFixed(2)} ×`.padStart(9)}`);
console.log(`\nGoal: landing JS ≤ ${BUDGET_JS_KB} kB gz … ${verdict(landing.js <= BUDGET_JS_KB * 1000)}`);
console.log(`Goal: landing JS ≤ ${BUDGET_RATIO} × bare … ${verdict(ratio <= BUDGET_RATIO)}`);
console.log(
  `Goal: signed-in first route JS ≤ ${BUDGET_JS_KB} kB gz … ${verdict(first.js <= BUDGET_JS_KB * 1000)}`,
);
console.log(
  `Goal: no offline machinery before its first paint … ${firstOffline.length ? `OVER (${firstOffline.join(', ')})` : 'OK'}`,
);
console.log(`Goal: no Valibot on the landing … ${landingValibot ? 'OVER' : 'OK'}`);
const met = [
  !landingValibot,
  landing.js <= BUDGET_JS_KB * 1000,
  ratio <= BUDGET_RATIO,
  first.js <= BUDGET_JS_KB * 1000,
  firstOffline.length === 0,
];
if (met.includes(false)) process.exitCode = 1;
