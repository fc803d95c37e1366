import ky, { type KyInstance } from 'ky';
import * as v from 'valibot';
import { API_PREFIX, ApiPath } from '../../contract/api-paths.ts';
import { TokenPair } from '../../contract/auth.ts';
import { catalogLocale } from '../../contract/limits.ts';
import { getAppLocale } from './app-locale.ts';
import { clearTokens, getRefreshToken, getToken, storeTokens } from './auth-tokens.ts';

let onUnauthorized: () => void = () => {};
/** The router registers how a 401 that refreshing cannot fix sends the user to /user/login. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: parallel 401s wait for the same rotation instead of reusing a token. */
function refreshTokens(): Promise<boolean> {
  refreshing ??= withRefreshLock(refreshOnce).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Tabs share the cookies, so they take turns: a reused refresh token would revoke the whole family. */
async function withRefreshLock(fn: (staleToken: string | null) => Promise<boolean>): Promise<boolean> {
  const seen = getRefreshToken();
  if (!navigator.locks) return fn(seen);
  return await navigator.locks.request('auth-refresh', () => fn(seen));
}

async function refreshOnce(seenRefreshToken: string | null): Promise<boolean> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return false;
  // Another tab rotated the tokens while this one waited for the lock.
  if (refreshToken !== seenRefreshToken) return true;
  return ky
    .post(`${API_PREFIX}/${ApiPath.refresh}`, {
      json: { refresh_token: refreshToken },
      headers: forwardedHeaders(),
      retry: 0,
    })
    .json()
    .then((body) => {
      const pair = v.parse(TokenPair, body);
      storeTokens(pair.token, pair.refresh_token);
      return true;
    })
    .catch(() => false);
}

const forwardedHeaders = () => ({
  'x-forwarded-domain': location.hostname,
  'x-forwarded-host': location.host,
});

/** The one HTTP client (DESIGN §4): only this module imports ky. */
export const api: KyInstance = ky.create({
  prefix: API_PREFIX,
  timeout: 15_000,
  retry: { limit: 1, statusCodes: [408, 429, 502, 503, 504] },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        for (const [name, value] of Object.entries(forwardedHeaders())) request.headers.set(name, value);
        // API messages come back in the language the UI shows.
        request.headers.set('Accept-Language', catalogLocale(getAppLocale()));
        const token = getToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async ({ request, response, retryCount }) => {
        if (response.status !== 401 || new URL(request.url).pathname.endsWith(ApiPath.signIn)) return;
        if (retryCount === 0 && (await refreshTokens())) {
          const headers = new Headers(request.headers);
          headers.set('Authorization', `Bearer ${getToken()}`);
          return ky.retry({ request: new Request(request, { headers }), code: 'TOKEN_REFRESHED' });
        }
        clearTokens();
        onUnauthorized();
      },
    ],
  },
});
