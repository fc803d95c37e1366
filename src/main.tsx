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
import { installChunkReloadGuard } from './lib/chunk-reload.ts';
import { getCookie } from './lib/cookies.ts';
import { handleError } from './lib/errors.ts';
import { followAuthForSupport, loadAnalytics, loadSupportChat } from './lib/external-scripts.ts';
import { activateLocale, i18n } from './lib/i18n.ts';
import { domainLocale, resolveLocale } from './lib/locale.ts';
import { keepTypedValues } from './lib/prerendered-fields.ts';
import { loadPublicConfig } from './lib/public-config.ts';
import { registerServiceWorker } from './lib/pwa.ts';
import { createAppRouter } from './router.tsx';
import './styles.css';

/**
 * Installing the worker precaches the whole app (~1 MB); started during the load it competed with the first
 * paint and input (decision 054), so it starts once the page has loaded and the main thread is idle.
 */
function registerServiceWorkerWhenIdle(): void {
  const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 0));
  const start = () => idle(() => void registerServiceWorker(), { timeout: 5_000 });
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

async function boot(): Promise<void> {
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
  // The layouts' guards wait for the session: ask for it while the catalog loads, not after, and fetch the
  // page's code meanwhile too (offline, the cached shell carries no preload hints; decision 085).
  void auth.ensureLoaded();
  for (const match of router.matchRoutes(router.state.location)) {
    const route = router.routesById[match.routeId as keyof typeof router.routesById];
    if (route) router.loadRouteChunk(route)?.catch(() => {}); // a failed chunk is the route's to report
  }
  await activateLocale(locale);

  const root = document.getElementById('root')!;
  // A prerendered page (the sign-in form, decision 071) stays on screen until the route's code and guards
  // have run, so the first commit replaces it with the same markup instead of a blank pending state.
  const prerendered = root.firstElementChild !== null;
  if (prerendered) await router.load();
  const restoreTyped = keepTypedValues(root);
  // Synchronous, so nothing typed between reading the fields and the commit is lost.
  flushSync(() =>
    createRoot(root).render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  );
  if (prerendered) restoreTyped();

  registerServiceWorkerWhenIdle();
  void loadAnalytics(config.analytics_id);
  await auth.ensureLoaded();
  // Lazy, and only once someone is signed in: a guest never downloads Dexie, tus or the sync engines.
  // Lesson progress marked done offline goes out on launch too (decision 059).
  const startSync = () => {
    if (!auth.getState().user) return false;
    void import('./features/placements/sync/start-sync.ts').then((m) => m.startPlacementSync());
    void import('./features/courses/offline/start-progress-sync.ts').then((m) => m.startProgressSync());
    return true;
  };
  if (!startSync()) {
    const stop = auth.subscribe(() => {
      if (startSync()) stop();
    });
  }
  const support = auth.getState().support ?? { app_id: config.support_app_id };
  void loadSupportChat(support, {
    labelled: forDomain === 'by',
    label: 'Техподдержка', // SPEC §9 fixes this label text on by-domains
  });
  followAuthForSupport(auth);
}

void boot();
