/** Every API path the client calls, relative to `/api/v1` (the ky client's prefix). */
export const API_PREFIX = '/api/v1';
export const ApiPath = {
  health: 'health',
  config: 'config',
  signIn: 'auth/sign-in',
  session: 'auth/session',
  signOut: 'auth/sign-out',
  refresh: 'auth/refresh',
} as const;
