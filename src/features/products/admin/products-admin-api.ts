import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { Product, type ProductBody } from '#contract/products.ts';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_STALE_MS, adminKey } from '../../../lib/query-keys.ts';

/** The catalogue as staff edit it: every product, published or not. */
export const adminProductsKey = [...adminKey, 'products'] as const;

export const adminProductsQuery = () =>
  queryOptions({
    queryKey: adminProductsKey,
    staleTime: ADMIN_STALE_MS,
    queryFn: async () => v.parse(v.array(Product), await api.get(ApiPath.adminProducts).json()),
  });

export const createProduct = async (body: ProductBody) =>
  v.parse(Product, await api.post(ApiPath.adminProducts, { json: body }).json());

export const updateProduct = async (id: string, body: ProductBody) =>
  v.parse(Product, await api.put(ApiPath.adminProduct(id), { json: body }).json());

export const deleteProduct = async (id: string) => {
  await api.delete(ApiPath.adminProduct(id));
};

export async function uploadProductImage(id: string, file: File): Promise<Product> {
  const form = new FormData();
  form.append('file', file);
  return v.parse(Product, await api.post(ApiPath.adminProductImage(id), { body: form }).json());
}
