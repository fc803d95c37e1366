import { createFileRoute } from '@tanstack/react-router';
import { AdminProductsPage } from '../../../features/products/admin/admin-products-page.tsx';
import { prefetchLoader } from '../../../lib/prefetch.ts';

export const Route = createFileRoute('/_admin/admin/products')({
  loader: prefetchLoader(() =>
    import('../../../features/products/admin/products-admin-api.ts').then((m) => m.adminProductsQuery()),
  ),
  component: AdminProductsPage,
});
