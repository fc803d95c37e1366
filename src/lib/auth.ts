import { i18n } from '@lingui/core';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import {
  SessionResponse,
  type SessionUser,
  type SignInBody,
  type SupportIdentity,
  TokenPair,
} from '#contract/auth.ts';
import { Msg } from '#contract/messages.ts';
import { loadDb } from '../db/lazy-db.ts';
import { API_RETRY, api, isHTTPError } from './api-client.ts';
import { clearTokens, getRefreshedAt, getRefreshToken, getToken, storeTokens } from './auth-tokens.ts';
import { deleteCookie, getCookie, setCookie } from './cookies.ts';
import { forgetPromocodes } from './promocodes.ts';
import { dropUserCaches } from './user-caches.ts';

/** SPEC §8's console line for an auth answer the app cannot use. */
export const AUTH_RUNTIME_ERROR = 'Runtime error, check the console logs';

/**
 * SPEC §5: sign-in, refresh and sign-out answers must hold a string token, else the flow stops. The
 * details go to the console; the user sees the generic message, never a schema error.
 */
function tokenPair(body: unknown): TokenPair {
  const parsed = v.safeParse(TokenPair, body);
  if (parsed.success) return parsed.output;
  console.error(AUTH_RUNTIME_ERROR, v.flatten(parsed.issues));
  throw new Error(i18n._(Msg.internal_error));
}

/**
 * An unreachable server with a cached user opens the app with that user (loadSession); ky's one retry of a
 * network error, 300 ms later, only delayed the installed app's offline start (decision 085). Without a
 * cached user the retry stays: failing would sign the visitor out.
 */
const sessionOptions = {
  retry: {
    ...API_RETRY,
    shouldRetry: ({ error }: { error: Error }) => (isUnreachable(error) && cachedUser() ? false : undefined),
  },
};

const authApi = {
  signIn: async (body: SignInBody) => tokenPair(await api.post(ApiPath.signIn, { json: body }).json()),
  getSession: async () => v.parse(SessionResponse, await api.get(ApiPath.session, sessionOptions).json()),
  signOut: () => api.post(ApiPath.signOut, { json: { refresh_token: getRefreshToken() ?? undefined } }),
};

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';
export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  support: SupportIdentity | null;
  refreshedAt: number | null;
}

const SESSION_COOKIE = 'auth.session';
const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60;

function cachedUser(): SessionUser | null {
  try {
    const raw = getCookie(SESSION_COOKIE);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

let state: AuthState = { status: 'loading', user: null, support: null, refreshedAt: getRefreshedAt() };
const listeners = new Set<() => void>();

function set(next: Partial<AuthState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function applySession(session: SessionResponse): void {
  setCookie(SESSION_COOKIE, JSON.stringify(session.user), SESSION_MAX_AGE_S);
  set({ status: 'authenticated', user: session.user, support: session.support });
}

function forget(): void {
  clearTokens();
  deleteCookie(SESSION_COOKIE);
  set({ status: 'unauthenticated', user: null, support: null });
}

/** ky's errors for a server that could not be reached (by name, so only the api client imports ky). */
const isUnreachable = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'NetworkError' || error.name === 'TimeoutError');

/**
 * Fetches the session. A failed answer (an error status, a malformed body) is logged and clears the session
 * and tokens (SPEC §4, §8). No answer at all (offline, timed out, or the request cut short because the page
 * is being left or reloaded) says nothing about the tokens, so they stay: the cached user opens the app (the
 * installed app offline); without one the app starts signed out and the next start asks again. Clearing
 * them there signed out whoever reloaded while the app was starting.
 */
async function loadSession(): Promise<void> {
  if (!getToken()) return forget();
  try {
    applySession(await authApi.getSession());
  } catch (error) {
    if (!isHTTPError(error) && !v.isValiError(error)) {
      const user = cachedUser();
      return set(user ? { status: 'authenticated', user } : { status: 'unauthenticated', user: null });
    }
    console.error('Session fetch failed; signing out', error);
    forget();
  }
}

let ready: Promise<void> | null = null;

export const auth = {
  getState: (): AuthState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The session is fetched once at start-up; guards await this. */
  ensureLoaded(): Promise<void> {
    ready ??= loadSession();
    return ready;
  },
  async signIn(credentials: SignInBody): Promise<void> {
    await auth.acceptTokens(await authApi.signIn(credentials));
  },
  /**
   * Sign-up and sign-in both end here: keep the tokens, then load the session. A session that could not be
   * loaded is an error for the form to show, not a sign-in that silently lands back on the sign-in page.
   */
  async acceptTokens(pair: TokenPair): Promise<void> {
    storeTokens(pair.token, pair.refresh_token);
    set({ refreshedAt: Date.now() });
    ready = loadSession();
    await ready;
    if (state.status !== 'authenticated') throw new Error(i18n._(Msg.internal_error));
  },
  /** Clears local state and the user's IndexedDB data even when the server call fails. */
  async signOut(): Promise<void> {
    try {
      await authApi.signOut();
    } finally {
      forget();
      forgetPromocodes();
      await (await loadDb()).clearUserData();
      await dropUserCaches();
    }
  },
  /** Endpoints that answer with the fresh session (e.g. registration step 2) hand it over here. */
  acceptSession(session: SessionResponse): void {
    applySession(session);
  },
  reload(): Promise<void> {
    ready = loadSession();
    return ready;
  },
  forget,
};
export type Auth = typeof auth;
