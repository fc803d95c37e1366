import { createFileRoute } from '@tanstack/react-router';
import { ProductsPage } from '../../../features/products/components/products-page.tsx';

export const Route = createFileRoute('/_app/user/products')({ component: ProductsPage });
