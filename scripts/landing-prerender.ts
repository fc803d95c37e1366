/**
 * Vite plugin: after the client build, prerender the guests' landing into one HTML file per variant
 * (dist/landing/{locale}[-prefixed].html), so plain `vite build` produces them (decision 054).
 *   1. an SSR build of src/landing/prerender.tsx (React's `react-dom/static` prerender) into dist/.ssr;
 *   2. each variant rendered into the built landing.html: markup, lang, title, description, variant JSON;
 *   3. the landing's CSS inlined (no render-blocking request) and no modulepreload links: the page paints
 *      without JS, so its chunks must not compete with the first paint (Lighthouse FCP 1.8 → 0.9 s); the
 *      entry fetches its imports when it runs, and only hydration waits for them.
 * The server inlines the public config and the landing data at `<!--landing-inline-->` per request.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';
import {
  LANDING_VARIANTS,
  type LandingVariant,
  VARIANT_ELEMENT_ID,
  variantFile,
} from '#contract/landing-html.ts';

export const LANDING_TEMPLATE = 'landing.html';
export const LANDING_DIR = 'landing';

interface Rendered {
  markup: string;
  lang: string;
  title: string;
  description: string;
}
type Render = (variant: LandingVariant) => Promise<Rendered>;

const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `<link rel="stylesheet" href="/assets/x.css">` → `<style>…</style>`: the landing CSS is small. */
function inlineCss(html: string, outDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, file) => {
    const css = readFileSync(join(outDir, file), 'utf8').replaceAll('</style', '<\\/style');
    return `<style>${css}</style>`;
  });
}

function fill(template: string, variant: LandingVariant, page: Rendered): string {
  const json = JSON.stringify({ locale: variant.locale, prefixed: variant.prefixed });
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace('<!--landing-markup-->', () => page.markup)
    .replace(
      '<!--landing-inline-->',
      `<script type="application/json" id="${VARIANT_ELEMENT_ID}">${json}</script><!--landing-inline-->`,
    );
}

async function prerenderLanding(root: string, outDir: string, plugins: PluginOption[]): Promise<void> {
  const templateFile = join(outDir, LANDING_TEMPLATE);
  if (!existsSync(templateFile)) return;
  const ssrDir = join(outDir, '.ssr');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins,
    build: { ssr: 'src/landing/prerender.tsx', outDir: ssrDir, emptyOutDir: true, target: 'node24' },
  });
  try {
    const mod = (await import(`${pathToFileURL(join(ssrDir, 'prerender.js')).href}?t=${Date.now()}`)) as {
      renderLanding: Render;
    };
    const template = inlineCss(readFileSync(templateFile, 'utf8'), outDir).replace(
      /\s*<link rel="modulepreload"[^>]*>/g,
      '',
    );
    mkdirSync(join(outDir, LANDING_DIR), { recursive: true });
    for (const variant of LANDING_VARIANTS) {
      const page = await mod.renderLanding(variant);
      writeFileSync(join(outDir, LANDING_DIR, variantFile(variant)), fill(template, variant, page));
    }
  } finally {
    rmSync(ssrDir, { recursive: true, force: true });
  }
  // Only the variants are served; the bare template would hydrate an empty root.
  rmSync(templateFile);
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
      await prerenderLanding(config.root, resolve(config.root, config.build.outDir), ssrPlugins());
    },
  };
}
