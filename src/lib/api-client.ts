import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { API_PREFIX, ApiPath } from '#contract/api-paths.ts';
import { TokenPair } from '#contract/auth.ts';
import { ErrorBody } from '#contract/errors.ts';
import { catalogLocale } from '#contract/limits.ts';
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

/**
 * After a 401: rotates the tokens (one rotation shared by every caller, ky calls and tus uploads alike)
 * and says whether a retry may succeed. When it cannot, the user is signed out here, in one place.
 */
export async function renewToken(): Promise<boolean> {
  if (await refreshTokens()) return true;
  clearTokens();
  onUnauthorized();
  return false;
}

const forwardedHeaders = () => ({
  'x-forwarded-domain': location.hostname,
  'x-forwarded-host': location.host,
});

/** Every call's retry: once, for a network error or an overloaded server's answer. */
export const API_RETRY = { limit: 1, statusCodes: [408, 429, 502, 503, 504] };

/** The one HTTP client (architecture §4): only this module imports ky. */
export const api: KyInstance = ky.create({
  prefix: API_PREFIX,
  timeout: 15_000,
  retry: API_RETRY,
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
        if (retryCount > 0) {
          clearTokens();
          onUnauthorized();
          return;
        }
        if (!(await renewToken())) return;
        const headers = new Headers(request.headers);
        headers.set('Authorization', `Bearer ${getToken()}`);
        return ky.retry({ request: new Request(request, { headers }), code: 'TOKEN_REFRESHED' });
      },
    ],
  },
});

export { isHTTPError };

/** No answer came: the network is down or the call timed out. */
export const isConnectionError = (error: unknown): boolean => isNetworkError(error) || isTimeoutError(error);

// Each field on its own: a field of the wrong shape is dropped rather than losing the whole body.
const lenient = <S extends v.GenericSchema>(schema: S) => v.fallback(v.optional(schema), undefined);
const ErrorBodyFields = v.object({
  message: lenient(ErrorBody.entries.message),
  code: lenient(ErrorBody.entries.code),
  errors: lenient(ErrorBody.entries.errors),
  error_message: lenient(ErrorBody.entries.error_message),
});

/**
 * The one reader of the API's error body (contract/errors.ts) on the client: ky's pre-parsed `data`, or
 * the raw text of a tus answer. Anything that is not an ErrorBody field is left out.
 */
export function readErrorBody(data: unknown): Partial<ErrorBody> {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return {}; // plain text, e.g. from a proxy
    }
  }
  const parsed = v.safeParse(ErrorBodyFields, value);
  return parsed.success ? parsed.output : {};
}

export interface HttpErrorAnswer {
  status: number;
  body: Partial<ErrorBody>;
  retryAfter: string | null;
}

/** The answer behind a failed ky call, or null when there was none (or the error is not ky's). */
export function readHttpError(error: unknown): HttpErrorAnswer | null {
  if (!isHTTPError(error)) return null;
  return {
    status: error.response.status,
    body: readErrorBody(error.data),
    retryAfter: error.response.headers.get('Retry-After'),
  };
}
