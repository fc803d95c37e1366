/**
 * Renders the brand mark to the PWA icons and the manifest screenshots in headless Chromium,
 * so every PNG has exact pixel sizes and comes from one SVG source.
 *   node scripts/make-icons.ts                                  icons + placeholder screenshots
 *   node scripts/make-icons.ts --screenshots-from <app url>     screenshots of the running app instead
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from 'playwright-core';

const BRAND = '#1db954';
const INK = '#0b2e18';
const root = resolve(import.meta.dirname, '..');
const out = (path: string) => {
  const file = resolve(root, 'public', path);
  mkdirSync(dirname(file), { recursive: true });
  return file;
};

/** A bold "A" whose crossbar is an upward chevron (growth), cut out of the legs by a brand-colour halo. */
function mark(scale: number): string {
  const chevron = 'M168 330 L256 246 L344 330';
  const stroke = 'fill="none" stroke-linecap="round" stroke-linejoin="round"';
  return `<g transform="translate(256 256) scale(${scale}) translate(-256 -262)">
  <path d="M136 404 L256 118 L376 404" ${stroke} stroke="#fff" stroke-width="80"/>
  <path d="${chevron}" ${stroke} stroke="${BRAND}" stroke-width="76"/>
  <path d="${chevron}" ${stroke} stroke="#fff" stroke-width="38"/>
</g>`;
}

/** `rounded`: the "any" icon with transparent corners; `full`: full-bleed square for maskable/Apple. */
function iconSvg(shape: 'rounded' | 'full', scale: number, size?: number): string {
  const dims = size ? ` width="${size}" height="${size}"` : '';
  const rx = shape === 'rounded' ? ' rx="112"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"${dims}>
<rect width="512" height="512"${rx} fill="${BRAND}"/>
${mark(scale)}
</svg>
`;
}

// The maskable icon keeps the mark inside the 80 % safe circle; launchers crop the rest.
const ICONS = [
  { path: 'icons/icon-192.png', size: 192, shape: 'rounded', scale: 1 },
  { path: 'icons/icon-512.png', size: 512, shape: 'rounded', scale: 1 },
  { path: 'icons/maskable-512.png', size: 512, shape: 'full', scale: 0.72 },
  { path: 'icons/apple-touch-icon.png', size: 180, shape: 'full', scale: 0.84 },
] as const;

const SCREENSHOTS = [
  { path: 'screenshots/narrow.png', width: 540, height: 1200 },
  { path: 'screenshots/wide.png', width: 1280, height: 800 },
] as const;

function placeholderPage(wide: boolean): string {
  const card = (title: string, value: string) =>
    `<div class="card"><p>${title}</p><b>${value}</b><i></i></div>`;
  return `<!doctype html><html><head><style>
  body { margin: 0; font: 16px system-ui, sans-serif; background: #f3f5f4; color: ${INK}; }
  header { display: flex; align-items: center; gap: 12px; padding: 20px 28px; background: #fff; }
  header svg { width: 44px; height: 44px; } header span { font-weight: 800; font-size: 22px; }
  .hero { margin: 24px 28px; padding: ${wide ? '56px' : '40px 28px'}; border-radius: 24px;
    background: linear-gradient(135deg, ${BRAND}, #12833b); color: #fff; }
  h1 { margin: 0 0 12px; font-size: ${wide ? 48 : 36}px; line-height: 1.1; }
  .hero p { margin: 0 0 28px; font-size: 18px; opacity: .9; max-width: 520px; }
  .cta { display: inline-block; padding: 14px 28px; border-radius: 12px; background: #fff; color: ${INK};
    font-weight: 700; }
  .grid { display: grid; grid-template-columns: repeat(${wide ? 3 : 1}, 1fr); gap: 16px; margin: 0 28px; }
  .card { background: #fff; border-radius: 18px; padding: 20px 24px; }
  .card p { margin: 0 0 6px; color: #5b6b61; } .card b { font-size: 28px; }
  .card i { display: block; height: 8px; margin-top: 16px; border-radius: 4px; background: #d6efe0; }
</style></head><body>
<header>${iconSvg('rounded', 1)}<span>Ambassador</span></header>
<section class="hero"><h1>Become a brand ambassador</h1>
<p>Promocodes, referral links and a partner team: earn with a fitness brand.</p>
<span class="cta">Join</span></section>
<div class="grid">${card('Income this month', '48 200 ₽')}${card('Active partners', '27')}${card('Rank', 'Explorer')}</div>
</body></html>`;
}

async function renderIcons(browser: Browser): Promise<void> {
  writeFileSync(out('favicon.svg'), iconSvg('rounded', 1));
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const svg = iconSvg(icon.shape, icon.scale, icon.size);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: out(icon.path), omitBackground: icon.shape === 'rounded' });
    console.log(`${icon.path} ${icon.size}x${icon.size}`);
  }
  await page.close();
}

async function renderScreenshots(browser: Browser, appUrl?: string): Promise<void> {
  for (const shot of SCREENSHOTS) {
    const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height } });
    if (appUrl) await page.goto(appUrl, { waitUntil: 'networkidle' });
    else await page.setContent(placeholderPage(shot.width > shot.height));
    await page.screenshot({ path: out(shot.path) });
    await page.close();
    console.log(`${shot.path} ${shot.width}x${shot.height}${appUrl ? ` from ${appUrl}` : ' (placeholder)'}`);
  }
}

const { values } = parseArgs({ options: { 'screenshots-from': { type: 'string' } } });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  if (!values['screenshots-from']) await renderIcons(browser);
  await renderScreenshots(browser, values['screenshots-from']);
} finally {
  await browser.close();
}
