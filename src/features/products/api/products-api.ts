import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '../../../../contract/api-paths.ts';
import { Product, type ProductBody } from '../../../../contract/products.ts';
import { Profile } from '../../../../contract/profile.ts';
import { api } from '../../../lib/api-client.ts';

const ProductList = v.array(Product);

/** The showcase: published products of the blogger's currency. */
export const productsQuery = () =>
  queryOptions({
    queryKey: ['products'],
    queryFn: async () => v.parse(ProductList, await api.get(ApiPath.products).json()),
  });

/** The blogger's referral link (the fallback 'promote' link); shares the profile page's cache entry. */
export const referralQuery = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: async () => v.parse(Profile, await api.get(ApiPath.profile).json()),
    select: (profile) => profile.referral_link,
  });

export const adminProductsKey = ['admin', 'products'] as const;
export const adminProductsQuery = () =>
  queryOptions({
    queryKey: adminProductsKey,
    queryFn: async () => v.parse(ProductList, await api.get(ApiPath.adminProducts).json()),
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
