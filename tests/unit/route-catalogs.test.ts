import { describe, expect, it } from 'vitest';
import { declaredCatalogs, routeCatalogs } from '../helpers/route-catalogs.ts';

// Per-feature catalogs (decision 085): a page's strings load with its route, so no string may sit in a
// catalog that neither the route nor its layouts load.
describe('route catalogs', () => {
  const routes = routeCatalogs();

  it('load every catalog holding a string their modules use', () => {
    const missing = routes
      .filter((route) => route.missing.size > 0)
      .map(
        (route) =>
          `${route.file} misses ${[...route.missing.keys()].join(', ')}: ${[...route.missing.values()].flat()[0]}`,
      );
    expect(missing).toEqual([]);
    expect(routes.length).toBeGreaterThan(30);
  });

  it('see a feature page that would miss its catalog', () => {
    const profile = routes.find((route) => route.file === 'src/routes/_app/user/profile.tsx');
    expect(profile?.loads).toEqual(['messages', 'profile']);
    // The same page without its loader's catalog: the profile's strings are reported missing.
    const without = routeCatalogs((file) =>
      file.endsWith('user/profile.tsx') ? [] : declaredCatalogs(file),
    );
    const missing = without.find((route) => route.file === profile?.file)?.missing;
    expect([...(missing?.keys() ?? [])]).toEqual(['profile']);
    expect(missing?.get('profile')?.some((ref) => ref.startsWith('src/features/profile/'))).toBe(true);
  });

  it('keep the landing catalog off the sign-in page', () => {
    const login = routes.find((route) => route.file === 'src/routes/_guest/user/login.tsx');
    expect(login?.loads).toEqual(['messages']);
    expect(login?.missing.size).toBe(0);
  });
});
