import { useQuery } from '@tanstack/react-query';
import { ApiPath } from '../../contract/api-paths.ts';
import type { LandingData } from '../../contract/landing.ts';
import { catalogLocale } from '../../contract/limits.ts';
import { api } from '../lib/api-client.ts';
import { getAppLocale } from '../lib/app-locale.ts';

/**
 * The landing's data inside the SPA (client-side navigation to `/`, or the offline shell). The page works
 * without it, so a failure (offline, no data yet) yields null rather than an error toast.
 */
export function useLandingData(): LandingData | null {
  const locale = catalogLocale(getAppLocale());
  const { data } = useQuery({
    queryKey: [ApiPath.landing, locale],
    queryFn: () =>
      api
        .get(ApiPath.landing, { searchParams: { locale } })
        .json<LandingData>()
        .catch(() => null),
    staleTime: 5 * 60_000,
  });
  return data ?? null;
}
