import { describe, expect, it } from 'vitest';
import { isPagePath, PAGE_PATHS } from '#contract/routes.ts';
import {
  isConfigRequest,
  isCourseMediaRequest,
  isLandingNavigation,
  isOtherNavigation,
  NAVIGATION_DENYLIST,
  PAGE_NAVIGATION,
} from '../../src/sw/request-policy.ts';

const origin = 'https://app.example';
const facts = (path: string, method = 'GET', base = origin) => ({ method, url: new URL(path, base), origin });

describe('page navigation pattern', () => {
  const variants = PAGE_PATHS.flatMap((p) => [
    p,
    p === '/' ? '/' : `${p}/`,
    `/en${p}`,
    `/by${p}`,
    `/ru${p}?x=1`,
  ]);
  const unknown = [
    '/no-such-page',
    '/user',
    '/user/loginx',
    '/enx',
    '/en/nope',
    '/user/login/extra',
    '/sw.js',
  ];

  it('accepts every page path with locale prefix, trailing slash and query', () => {
    for (const path of variants) expect(PAGE_NAVIGATION.test(path), path).toBe(true);
    expect(PAGE_NAVIGATION.test('/?source=pwa')).toBe(true);
    expect(PAGE_NAVIGATION.test('/en')).toBe(true);
  });

  it('rejects unknown paths, so the server can answer 404', () => {
    for (const path of unknown) expect(PAGE_NAVIGATION.test(path), path).toBe(false);
  });

  it('agrees with isPagePath, the rule the server uses for its SPA fallback', () => {
    for (const path of [...variants, ...unknown]) {
      const { pathname, search } = new URL(path, origin);
      expect(PAGE_NAVIGATION.test(pathname + search), path).toBe(isPagePath(pathname));
    }
  });

  it('never serves the shell for API navigations', () => {
    expect(NAVIGATION_DENYLIST.some((re) => re.test('/api/v1/docs'))).toBe(true);
    expect(NAVIGATION_DENYLIST.some((re) => re.test('/user/login'))).toBe(false);
  });
});

describe('other navigations', () => {
  const nav = (path: string) => ({ ...facts(path), mode: 'navigate' });

  it('sends unknown same-origin page navigations to the network', () => {
    expect(isOtherNavigation(nav('/no-such-page'))).toBe(true);
  });

  it('leaves app pages, API paths, cross-origin and non-navigation requests alone', () => {
    expect(isOtherNavigation(nav('/user/login'))).toBe(false);
    expect(isOtherNavigation(nav('/api/v1/health'))).toBe(false);
    expect(isOtherNavigation({ ...nav('/x'), url: new URL('https://cdn.example/x') })).toBe(false);
    expect(isOtherNavigation({ ...facts('/no-such-page'), mode: 'cors' })).toBe(false);
  });
});

describe('landing navigations', () => {
  const nav = (path: string) => ({ ...facts(path), mode: 'navigate' });

  it('match the landing in every locale form, with a query', () => {
    for (const path of [
      '/',
      '/?ref=abc',
      '/?source=pwa',
      '/en',
      '/by/',
      '/ru/user/landing',
      '/user/landing',
    ]) {
      expect(isLandingNavigation(nav(path)), path).toBe(true);
    }
  });

  it('leave other pages, non-navigations and other origins alone', () => {
    for (const path of ['/user/login', '/enx', '/en/user/login', '/user/landing/x', '/api/v1/landing']) {
      expect(isLandingNavigation(nav(path)), path).toBe(false);
    }
    expect(isLandingNavigation({ ...facts('/'), mode: 'cors' })).toBe(false);
    expect(isLandingNavigation({ ...nav('/'), url: new URL('https://cdn.example/') })).toBe(false);
    expect(isLandingNavigation({ ...nav('/'), method: 'POST' })).toBe(false);
  });
});

describe('runtime caching rules', () => {
  it('caches only same-origin GET /api/v1/config', () => {
    expect(isConfigRequest(facts('/api/v1/config'))).toBe(true);
    expect(isConfigRequest(facts('/api/v1/config?x=1'))).toBe(true);
    expect(isConfigRequest(facts('/api/v1/config', 'POST'))).toBe(false);
    expect(isConfigRequest(facts('/api/v1/configs'))).toBe(false);
    expect(isConfigRequest(facts('/api/v1/config', 'GET', 'https://other.example'))).toBe(false);
    expect(isConfigRequest(facts('/api/v1/auth/session'))).toBe(false);
  });

  it('recognises course media and nothing else', () => {
    expect(isCourseMediaRequest(facts('/media/courses/intro/lesson-1.mp4'))).toBe(true);
    expect(isCourseMediaRequest(facts('/api/v1/courses/42/media/cover.webp'))).toBe(true);
    expect(isCourseMediaRequest(facts('/api/v1/courses/42'))).toBe(false);
    expect(isCourseMediaRequest(facts('/api/v1/courses/42/media/x.mp4', 'DELETE'))).toBe(false);
    expect(isCourseMediaRequest(facts('/assets/index-abc.js'))).toBe(false);
    // The page's own offline download stores the response itself.
    expect(isCourseMediaRequest({ ...facts('/api/v1/courses/42/media/x.mp4'), download: true })).toBe(false);
  });
});
