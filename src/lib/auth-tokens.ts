import { AUTH_REFRESH_COOKIE, AUTH_TOKEN_COOKIE } from '#contract/landing-html.ts';
import { deleteCookie, getCookie, setCookie } from './cookies.ts';

/**
 * Auth state kept in cookies (SPEC §3): raw token, refresh token, last refreshed time and the
 * cached session user, so a reload (even offline) starts with what we knew.
 */
const TOKEN = AUTH_TOKEN_COOKIE;
const REFRESH = AUTH_REFRESH_COOKIE;
const REFRESHED_AT = 'auth.refreshed-at';
const REFRESH_MAX_AGE_S = 30 * 24 * 60 * 60;

export const getToken = (): string | null => getCookie(TOKEN);
export const getRefreshToken = (): string | null => getCookie(REFRESH);
export const getRefreshedAt = (): number | null => Number(getCookie(REFRESHED_AT)) || null;

export function storeTokens(token: string, refreshToken: string): void {
  setCookie(TOKEN, token, REFRESH_MAX_AGE_S);
  setCookie(REFRESH, refreshToken, REFRESH_MAX_AGE_S);
  setCookie(REFRESHED_AT, String(Date.now()), REFRESH_MAX_AGE_S);
}

export function clearTokens(): void {
  for (const name of [TOKEN, REFRESH, REFRESHED_AT]) deleteCookie(name);
}
