import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { Product } from '#contract/products.ts';
import { Profile } from '#contract/profile.ts';
import { api } from '../../../lib/api-client.ts';
import { profileKey } from '../../../lib/query-keys.ts';

export const productsKeys = { all: ['products'] as const };

const ProductList = v.array(Product);

/** The showcase: published products of the blogger's currency. */
export const productsQuery = () =>
  queryOptions({
    queryKey: productsKeys.all,
    queryFn: async () => v.parse(ProductList, await api.get(ApiPath.products).json()),
  });

/** The blogger's referral link (the fallback 'promote' link); shares the profile page's cache entry. */
export const referralQuery = () =>
  queryOptions({
    queryKey: profileKey,
    queryFn: async () => v.parse(Profile, await api.get(ApiPath.profile).json()),
    select: (profile) => profile.referral_link,
  });
