import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '../../../features/products/components/products-page.tsx';
import { catalogLoader } from '../../../lib/i18n.ts';

export const Route = createFileRoute('/_app/user/products')({
  loader: catalogLoader('products'),
  component: ProductsPage,
});
