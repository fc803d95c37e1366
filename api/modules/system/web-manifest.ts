/**
 * GET /manifest.webmanifest: the built manifest (public/manifest.webmanifest, the demo brand's) with the
 * configured brand's name, theme colour and logo put in at serve time, so one build serves any brand
 * (docs/decisions/066-brand-configuration.md). Revalidated like the shell, so a rebrand reaches installs.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { type Brand, DEFAULT_BRAND } from '#contract/brand.ts';

type Manifest = Record<string, unknown> & { name?: string; short_name?: string };

const LOGO_TYPES: ReadonlyMap<string, string> = new Map([
  ['svg', 'image/svg+xml'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
]);

/** The template with the brand in it; the default brand leaves it exactly as built. */
export function brandManifest(template: Manifest, brand: Brand): Manifest {
  if (
    brand.name === DEFAULT_BRAND.name &&
    brand.color === DEFAULT_BRAND.color &&
    brand.logo_url === DEFAULT_BRAND.logo_url
  )
    return template;
  const short = String(template.short_name ?? DEFAULT_BRAND.name);
  const name = String(template.name ?? short);
  // "Ambassador — fitness brand partner app" keeps its tagline under the new name.
  const tagline = name.startsWith(short) ? name.slice(short.length) : '';
  const branded: Manifest = {
    ...template,
    name: `${brand.name}${tagline}`,
    short_name: brand.name,
    theme_color: brand.color,
  };
  if (brand.logo_url !== DEFAULT_BRAND.logo_url) {
    const ext = brand.logo_url.split(/[?#]/)[0]?.split('.').pop()?.toLowerCase() ?? '';
    const type = LOGO_TYPES.get(ext);
    // The bundled PNG icons show the default logo; a vector logo scales to every size the installer wants.
    if (type === 'image/svg+xml')
      branded.icons = [{ src: brand.logo_url, sizes: 'any', type, purpose: 'any' }];
  }
  return branded;
}

const webManifest: FastifyPluginAsync<{ staticDir: string; brand: Brand }> = async (
  app,
  { staticDir, brand },
) => {
  const file = join(staticDir, 'manifest.webmanifest');
  let cached: { body: string; mtimeMs: number } | null = null;
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) => {
    if (!existsSync(file)) return reply.callNotFound();
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) {
      const body = JSON.stringify(brandManifest(JSON.parse(readFileSync(file, 'utf8')) as Manifest, brand));
      cached = { body, mtimeMs };
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(cached.body);
  });
};

export default webManifest;
