/**
 * Vite plugin: after the client build, prerender the guests' landing into one HTML file per variant
 * (dist/landing/{locale}[-prefixed].html), so plain `vite build` produces them (decision 054), and the
 * guests' sign-in page the same way into dist/login/ (decisions 071, 100).
 *   1. an SSR build of src/landing/prerender.tsx and src/features/auth/login-prerender.tsx (React's
 *      `react-dom/static` prerender) into dist/.ssr;
 *   2. each variant rendered into the built landing.html: markup, lang, title, description, variant JSON;
 *      each sign-in variant, with and without the cookie notice, into the built login.html the same way;
 *   3. the CSS inlined (no render-blocking request) and no modulepreload links: the pages paint
 *      without JS, so their chunks must not compete with the first paint (Lighthouse FCP 1.8 → 0.9 s on
 *      the landing, 3.1 → 1.3 s on sign-in); the entry fetches its imports when it runs.
 * The server inlines the public config and the landing data at `<!--landing-inline-->` per request.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';
import {
  LANDING_VARIANTS,
  type LandingVariant,
  loginFile,
  VARIANT_ELEMENT_ID,
  variantFile,
} from '#contract/landing-html.ts';

export const LANDING_TEMPLATE = 'landing.html';
const LOGIN_TEMPLATE = 'login.html';
export const LANDING_DIR = 'landing';
/** The prerendered sign-in variants (served by api/plugins/static.ts in place of the empty shell). */
const LOGIN_DIR = 'login';

interface Rendered {
  markup: string;
  lang: string;
  title: string;
  description: string;
}
type Render = (variant: LandingVariant) => Promise<Rendered>;
type RenderLogin = (variant: LandingVariant, notice: boolean) => Promise<Omit<Rendered, 'description'>>;

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `<link rel="stylesheet" href="/assets/x.css">` → `<style>…</style>`: the landing CSS is small. */
function inlineCss(html: string, outDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, file) => {
    const css = readFileSync(join(outDir, file), 'utf8').replaceAll('</style', '<\\/style');
    return `<style>${css}</style>`;
  });
}

/** A page's markup, language, title and variant in its template; the description where it has its own. */
function fill(
  template: string,
  variant: LandingVariant,
  page: Rendered | Omit<Rendered, 'description'>,
): string {
  const json = JSON.stringify({ locale: variant.locale, prefixed: variant.prefixed });
  const html = template
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  return (
    'description' in page
      ? html.replace(
          /<meta name="description" content="[^"]*" \/>/,
          `<meta name="description" content="${escapeHtml(page.description)}" />`,
        )
      : html
  )
    .replace(/<!--(landing|login)-markup-->/, () => page.markup)
    .replace(
      '<!--landing-inline-->',
      `<script type="application/json" id="${VARIANT_ELEMENT_ID}">${json}</script><!--landing-inline-->`,
    );
}

/** A built page with its CSS inlined and without modulepreload links (see 3. above). */
const paintFirst = (file: string, outDir: string): string =>
  inlineCss(readFileSync(file, 'utf8'), outDir).replace(/\s*<link rel="modulepreload"[^>]*>/g, '');

async function loadModule<T>(file: string): Promise<T> {
  return (await import(`${pathToFileURL(file).href}?t=${Date.now()}`)) as T;
}

async function prerenderPages(root: string, outDir: string, plugins: PluginOption[]): Promise<void> {
  const templateFile = join(outDir, LANDING_TEMPLATE);
  if (!existsSync(templateFile)) return;
  const ssrDir = join(outDir, '.ssr');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins,
    build: {
      ssr: true,
      outDir: ssrDir,
      emptyOutDir: true,
      target: 'node24',
      rolldownOptions: {
        input: { landing: 'src/landing/prerender.tsx', login: 'src/features/auth/login-prerender.tsx' },
      },
    },
  });
  try {
    const { renderLanding } = await loadModule<{ renderLanding: Render }>(join(ssrDir, 'landing.js'));
    const { renderLogin } = await loadModule<{ renderLogin: RenderLogin }>(join(ssrDir, 'login.js'));
    const template = paintFirst(templateFile, outDir);
    const loginTemplate = paintFirst(join(outDir, LOGIN_TEMPLATE), outDir);
    mkdirSync(join(outDir, LANDING_DIR), { recursive: true });
    mkdirSync(join(outDir, LOGIN_DIR), { recursive: true });
    for (const variant of LANDING_VARIANTS) {
      const page = await renderLanding(variant);
      writeFileSync(join(outDir, LANDING_DIR, variantFile(variant)), fill(template, variant, page));
      for (const notice of [true, false]) {
        const file = join(outDir, LOGIN_DIR, loginFile(variant, notice));
        writeFileSync(file, fill(loginTemplate, variant, await renderLogin(variant, notice)));
      }
    }
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
  // Only the variants are served; a bare template would hydrate an empty root.
  rmSync(templateFile);
  rmSync(join(outDir, LOGIN_TEMPLATE));
}

/** `ssrPlugins` builds the plugins the SSR bundle needs (the Lingui macro, React, the .po loader). */
export function landingPrerender(ssrPlugins: () => PluginOption[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'landing-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      await prerenderPages(config.root, resolve(config.root, config.build.outDir), ssrPlugins());
    },
  };
}
