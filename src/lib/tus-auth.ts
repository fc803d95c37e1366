/**
 * What every tus upload of the app does about sign-in (placements' materials, course media): the bearer
 * token on each request, and one token renewal on a 401 before the upload counts as failed.
 */
import type { DetailedError, HttpRequest } from 'tus-js-client';

/** For tus's onBeforeRequest: the token is read per request, so one renewed between chunks is used. */
export const bearerHeader =
  (getToken: () => string | null) =>
  (request: HttpRequest): void => {
    const token = getToken();
    if (token) request.setHeader('Authorization', `Bearer ${token}`);
  };

export interface RenewOn401 {
  /** Gets a fresh token (the api client's renewToken); false when signing in again is needed. */
  renewToken?: () => Promise<boolean>;
  /** Starts the upload again: tus goes on from the offset the server has (HEAD), or creates it. */
  restart: () => void;
  fail: (error: Error) => void;
}

/**
 * For tus's onError: the first 401 of an upload renews the token and restarts it; a second 401, a failed
 * renewal or any other error goes to `fail`.
 */
export function renewOn401({ renewToken, restart, fail }: RenewOn401): (error: Error) => void {
  let renewed = false;
  return (error) => {
    const status = (error as DetailedError).originalResponse?.getStatus();
    if (status !== 401 || renewed || !renewToken) return fail(error);
    renewed = true;
    void renewToken()
      .catch(() => false)
      .then((ok) => (ok ? restart() : fail(error)));
  };
}
