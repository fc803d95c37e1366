import { createFileRoute, Outlet } from '@tanstack/react-router';
import { GuestLayout } from '../components/layouts/guest-layout.tsx';
import { guardLayout } from '../features/auth/guard-route.ts';

export const Route = createFileRoute('/_guest')({
  beforeLoad: (ctx) => guardLayout('guest', ctx),
  component: () => (
    <GuestLayout>
      <Outlet />
    </GuestLayout>
  ),
});
