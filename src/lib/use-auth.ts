import { useSyncExternalStore } from 'react';
import { type AuthState, auth } from './auth.ts';

// The third argument serves the build-time prerender of the sign-in page (a guest: the initial state).
export const useAuth = (): AuthState => useSyncExternalStore(auth.subscribe, auth.getState, auth.getState);
