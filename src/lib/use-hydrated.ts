import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React renders on the server or hydrates the server's markup, true afterwards and in every
 * client-only render: what a prerendered control needs to stay off until its handlers are attached.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
