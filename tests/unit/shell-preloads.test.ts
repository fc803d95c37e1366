import { describe, expect, it } from 'vitest';
import { type BuildManifest, pageModules, shellPreloads } from '../../api/lib/shell-preloads.ts';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_form.js': { file: 'assets/form.js', imports: ['_react.js'] },
  'locales/ru/messages.po': { file: 'assets/messages-ru.js' },
  'locales/ru/landing.po': { file: 'assets/landing-ru.js' },
  'locales/en/messages.po': { file: 'assets/messages-en.js' },
  'locales/en/landing.po': { file: 'assets/landing-en.js' },
  'src/routes/_guest.tsx?tsr-split=component': { file: 'assets/guest.js', imports: ['index.html'] },
  'src/routes/_guest/user/login.tsx?tsr-split=component': { file: 'assets/login.js', imports: ['_form.js'] },
  'src/routes/_guest/user/password-recovery/index.tsx?tsr-split=component': { file: 'assets/recovery.js' },
};

const hrefs = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];

describe('shell preloads', () => {
  it("announces the page's chunks and its language's main catalog, not what the entry already loads", () => {
    // The landing's catalog is not the sign-in page's (decision 085): only the `messages` catalog.
    expect(hrefs(shellPreloads(manifest, '/user/login', 'ru')).map((m) => m[1])).toEqual([
      '/assets/messages-ru.js',
      '/assets/guest.js',
      '/assets/login.js',
      '/assets/form.js',
    ]);
    expect(shellPreloads(manifest, '/en/user/login/', 'en')).toContain('/assets/messages-en.js');
    expect(shellPreloads(manifest, '/en/user/login/', 'en')).toContain('/assets/login.js');
  });

  it('finds index routes and leaves unknown paths to the catalogs alone', () => {
    expect(pageModules(manifest, '/user/password-recovery')).toEqual([
      'src/routes/_guest.tsx?tsr-split=component',
      'src/routes/_guest/user/password-recovery/index.tsx?tsr-split=component',
    ]);
    expect(pageModules(manifest, '/no/such/page')).toEqual([]);
    expect(hrefs(shellPreloads(manifest, '/no/such/page', 'en'))).toHaveLength(1);
  });
});
