import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DefaultLayout } from '../components/layouts/default-layout.tsx';
import { guardLayout } from '../features/auth/guard-route.ts';

export const Route = createFileRoute('/_app')({
  beforeLoad: (ctx) => guardLayout('default', ctx),
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
});
