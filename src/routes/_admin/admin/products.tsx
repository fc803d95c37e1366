import { createFileRoute } from '@tanstack/react-router';
import { AdminProductsPage } from '../../../features/products/admin/admin-products-page.tsx';

export const Route = createFileRoute('/_admin/admin/products')({ component: AdminProductsPage });
