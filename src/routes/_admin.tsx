import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AdminLayout } from '../components/layouts/admin-layout.tsx';
import { resolveAdminGuard } from '../features/auth/admin-guard.ts';
import { localHref } from '../lib/app-locale.ts';
import { loadAdminCatalog } from '../lib/i18n.ts';

/** Staff area (moderator or admin); the ambassador guards of SPEC §4 do not apply here. */
export const Route = createFileRoute('/_admin')({
  beforeLoad: async ({ context, location }) => {
    await context.auth.ensureLoaded();
    const target = resolveAdminGuard(context.auth.getState().user, localHref(location.href));
    if (target) throw redirect({ to: target.to, search: target.search, replace: true });
    await loadAdminCatalog();
  },
  component: () => (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  ),
});
