/**
 * Checks of one loaded page for the every-page audit: waiting until it is ready, horizontal overflow, and
 * axe-core's WCAG 2.1 A/AA rules. Each returns readable problem lines, empty when the page passes.
 */
import { resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { VARIANT_ELEMENT_ID } from '#contract/landing-html.ts';

export const AXE_SCRIPT = resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe in every document of the context, before the page's own scripts (the CSP does not apply). */
export const injectAxe = (context: BrowserContext) => context.addInitScript({ path: AXE_SCRIPT });

/** `<html data-ready>` (src/lib/page-ready.ts) and no region still marked busy. */
export async function waitForReady(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-ready') && !document.querySelector('[aria-busy="true"]'),
    undefined,
    { timeout },
  );
}

/**
 * Opens `url` through the app's own router when the app is already loaded (no reload, far cheaper), else
 * loads it. The landing (its own entry, no router) and `fullLoad` always load.
 */
export async function openUrl(page: Page, url: string, fullLoad = false): Promise<void> {
  const inApp =
    !fullLoad &&
    page.url().startsWith('http') &&
    (await page.evaluate(
      (landing) => !document.getElementById(landing) && document.documentElement.hasAttribute('data-ready'),
      VARIANT_ELEMENT_ID,
    ));
  if (!inApp) {
    await page.goto(url);
    return;
  }
  const { pathname, search } = new URL(url);
  await page.evaluate((href) => {
    // The router watches pushState; the flag comes back once the new page has settled.
    document.documentElement.removeAttribute('data-ready');
    const index = Number(history.state?.__TSR_index ?? 0) + 1;
    history.pushState(
      { __TSR_index: index, __TSR_key: crypto.randomUUID(), key: crypto.randomUUID() },
      '',
      href,
    );
  }, pathname + search);
}

/**
 * Wider than the window: names the innermost elements reaching furthest right that no scrolling box clips
 * (a stretched parent reaches as far as the child that widens it; the child is the one to name).
 */
export async function overflowProblems(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return null;
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const right = (el: Element) => el.getBoundingClientRect().right + window.scrollX;
    const wide = [...document.body.querySelectorAll('*')].filter(
      (el) => right(el) > width + 0.5 && !clipped(el),
    );
    const furthest = Math.max(...wide.map(right));
    const innermost = wide.filter(
      (el) => right(el) > furthest - 1 && ![...el.children].some((c) => right(c) > furthest - 1),
    );
    const describe = (el: Element) =>
      el.tagName.toLowerCase() +
      (el.id ? `#${el.id}` : '') +
      [...el.classList].map((c) => `.${c}`).join('') +
      (el.textContent?.trim() ? ` "${el.textContent.trim().slice(0, 30)}"` : '');
    return {
      scrollWidth: document.documentElement.scrollWidth,
      width,
      culprits: innermost.length
        ? `${innermost.slice(0, 3).map(describe).join(', ')} reach ${Math.round(furthest)}px`
        : 'no element found',
    };
  });
  return found ? [`overflow: ${found.scrollWidth}px > ${found.width}px: ${found.culprits}`] : [];
}

interface AxeResult {
  violations: {
    id: string;
    impact: string | null;
    nodes: { target: unknown[]; failureSummary?: string }[];
  }[];
}

export async function axeProblems(page: Page): Promise<string[]> {
  const result = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResult> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
  }, WCAG_TAGS);
  return result.violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n')[1]?.trim()}`,
    ),
  );
}

/** A full-page screenshot when SHOTS_DIR is set. */
export async function maybeShoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name.replace(/[^\w.-]+/g, '_')}.png`, fullPage: true });
}

/**
 * On phones a table cell is a label-and-value grid (`td::before` names the column): a cell whose value is
 * several loose parts (text beside elements) pushes some of them under the label. Names each such cell.
 */
export async function labelGridProblems(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('td[data-label]')].flatMap((td) => {
      if (getComputedStyle(td).display !== 'grid') return [];
      // Each child element is a grid item; a run of adjacent text nodes is one anonymous item.
      let parts = 0;
      let inText = false;
      for (const n of td.childNodes) {
        if (n.nodeType === Node.ELEMENT_NODE) {
          parts += 1;
          inText = false;
        } else if (n.nodeType === Node.TEXT_NODE && n.textContent?.trim()) {
          if (!inText) parts += 1;
          inText = true;
        }
      }
      return parts > 1
        ? [
            `cell "${td.getAttribute('data-label')}" has ${parts} loose parts: ${td.textContent?.trim().slice(0, 40)}`,
          ]
        : [];
    }),
  );
}
