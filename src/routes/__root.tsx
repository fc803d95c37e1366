import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { CookieNotice } from '../components/cookie-notice.tsx';
import { NotFoundPage } from '../components/error-page.tsx';
import { LoadingBar } from '../components/loading-bar.tsx';
import { PageReady } from '../components/page-ready.tsx';
import { RouteAnnouncer } from '../components/route-announcer.tsx';
import { Toaster } from '../components/toaster.tsx';
import { UpdatePrompt } from '../components/update-prompt.tsx';
import type { RouterContext } from '../router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <LoadingBar />
      <CookieNotice />
      <Outlet />
      <RouteAnnouncer />
      <UpdatePrompt />
      <Toaster />
      <PageReady />
    </>
  ),
  notFoundComponent: NotFoundPage,
});
