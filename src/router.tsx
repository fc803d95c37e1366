import { createRouter } from '@tanstack/react-router';
import { FatalErrorPage, NotFoundPage } from './components/error-page.tsx';
import { localeRewrite } from './lib/app-locale.ts';
import { isChunkLoadError, reloadOnce } from './lib/chunk-reload.ts';
import { routeTree } from './route-tree.gen.ts';
import type { RouterContext } from './router-context.ts';

function RouteError({ error }: { error: unknown }) {
  if (isChunkLoadError(error) && reloadOnce()) return null;
  console.error(error);
  return <FatalErrorPage />;
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    rewrite: localeRewrite,
    defaultPreload: 'intent',
    defaultPendingMs: 200,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
