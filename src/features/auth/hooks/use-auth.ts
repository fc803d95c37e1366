import { useSyncExternalStore } from 'react';
import { type AuthState, auth } from '../auth-store.ts';

export const useAuth = (): AuthState => useSyncExternalStore(auth.subscribe, auth.getState);
