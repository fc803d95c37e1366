import { I18nProvider } from '@lingui/react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { LOCALE_COOKIE } from '#contract/limits.ts';
import { setUnauthorizedHandler } from './lib/api-client.ts';
import { localHref, setAppLocale } from './lib/app-locale.ts';
import { auth } from './lib/auth.ts';
import { applyBrand } from './lib/brand.ts';
import type { CatalogName } from './lib/catalog-names.ts';
import { installChunkReloadGuard } from './lib/chunk-reload.ts';
import { getCookie } from './lib/cookies.ts';
import { handleError } from './lib/errors.ts';
import { activateLocale, i18n, prefetchCatalogs } from './lib/i18n.ts';
import { AFTER_LOAD_MS, whenIdle, whenSettled, yieldToMain } from './lib/idle.ts';
import { domainLocale, resolveLocale } from './lib/locale.ts';
import { loadPublicConfig } from './lib/public-config.ts';
import { registerServiceWorker } from './lib/pwa.ts';
import { createAppRouter } from './router.tsx';
import './styles.css';

async function boot(): Promise<void> {
  // Each step of the start in a task of its own, after the one that evaluated the modules: on a phone's CPU
  // the whole start in one task blocked input for over half a second (decision 096).
  await yieldToMain();
  installChunkReloadGuard();
  const config = await loadPublicConfig();
  applyBrand(config.brand);
  const forDomain = domainLocale(location.hostname, config);
  const locale = resolveLocale({
    pathname: location.pathname,
    hostname: location.hostname,
    cookie: getCookie(LOCALE_COOKIE),
    lists: config,
    languages: navigator.languages ?? [navigator.language],
  });
  setAppLocale(locale, forDomain);
  await yieldToMain();

  // One error handler for every query and mutation (SPEC §8).
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: handleError }),
    mutationCache: new MutationCache({ onError: handleError }),
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' } },
  });
  const router = createAppRouter({ auth, queryClient });
  setUnauthorizedHandler(() => {
    auth.forget();
    const { pathname, href } = router.state.location;
    if (pathname === '/user/login') return;
    void router.navigate({ to: '/user/login', search: { redirect: localHref(href) } });
  });
  await yieldToMain();
  // The layouts' guards wait for the session: ask for it while the catalog loads, not after, and fetch the
  // page's code meanwhile too (offline, the cached shell carries no preload hints; decision 085).
  void auth.ensureLoaded();
  for (const match of router.matchRoutes(router.state.location)) {
    const route = router.routesById[match.routeId as keyof typeof router.routesById];
    if (route) router.loadRouteChunk(route)?.catch(() => {}); // a failed chunk is the route's to report
    // Its catalogs too: the loader that adds them only runs once the guards have the session (decision 095).
    const catalogs = (route?.options.loader as { catalogs?: CatalogName[] } | undefined)?.catalogs;
    if (catalogs) prefetchCatalogs(locale, catalogs);
  }
  await activateLocale(locale);

  // The first render is synchronous: the pending state paints at once. (The guests' sign-in page is
  // prerendered and has an entry of its own, decision 100.)
  flushSync(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  );

  whenSettled(() => void registerServiceWorker(), AFTER_LOAD_MS);
  await auth.ensureLoaded();
  // Lazy, and only once someone is signed in: a guest never downloads Dexie, tus or the sync engines.
  // Lesson progress marked done offline goes out on launch too (decision 059).
  const startSync = () => {
    if (!auth.getState().user) return false;
    void import('./features/placements/sync/start-sync.ts').then((m) => m.startPlacementSync());
    void import('./features/courses/offline/start-progress-sync.ts').then((m) => m.startProgressSync());
    return true;
  };
  // When the main thread is first idle: offline, the engines' modules (Dexie, tus) would otherwise be parsed
  // while the page's own code and catalog still load (decision 095).
  whenIdle(() => {
    if (startSync()) return;
    const stop = auth.subscribe(() => {
      if (startSync()) stop();
    });
  }, 2_000);
  // The third-party scripts' loader is a chunk of its own, fetched then (the landing shares it).
  whenSettled(async () => {
    const scripts = await import('./lib/external-scripts.ts');
    scripts.loadPageScripts(config, forDomain, auth.getState().support ?? undefined);
    scripts.followAuthForSupport(auth);
  }, AFTER_LOAD_MS);
}

void boot();
