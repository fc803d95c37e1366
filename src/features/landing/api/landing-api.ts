import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { LandingData } from '#contract/landing.ts';
import type { CatalogLocale } from '#contract/limits.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * The landing payload for the SPA route (the prerendered page gets it inlined instead). A missing or failing
 * endpoint is not an error for a visitor: the page keeps its placeholders (null), no toast.
 */
export const landingQuery = (locale: CatalogLocale) =>
  queryOptions({
    queryKey: ['landing', locale],
    queryFn: async (): Promise<LandingData | null> => {
      try {
        return v.parse(LandingData, await api.get(ApiPath.landing, { searchParams: { locale } }).json());
      } catch {
        return null;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
