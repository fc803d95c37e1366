/**
 * Features whose strings load with the routes that render them (decision 085): a route's `loader` calls
 * `loadCatalogs(…)` (src/lib/i18n.ts), and tests/unit/route-catalogs.test.ts checks that every string a
 * route's modules use is in what the route (and its layouts) load. lingui.config.ts gives each its catalog;
 * every other string of the app is in `messages`.
 */
export const FEATURE_CATALOGS = [
  'placements',
  'wallet',
  'ranks',
  'profile',
  'team',
  'onboarding',
  'income',
  'courses',
  'promocodes',
  'products',
] as const;

/** The catalogs a route can ask for: the landing's, the staff area's (decision 082) and the features'. */
export type CatalogName = 'landing' | 'admin' | (typeof FEATURE_CATALOGS)[number];
