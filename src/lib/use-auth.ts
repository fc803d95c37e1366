import { useSyncExternalStore } from 'react';
import { type AuthState, auth } from './auth.ts';

export const useAuth = (): AuthState => useSyncExternalStore(auth.subscribe, auth.getState);
