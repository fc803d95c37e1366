import { useEffect, useState } from 'react';
import { readStorageEstimate, type StorageEstimate } from './storage.ts';

const REFRESH_MS = 5000;

/** How much of the browser's quota the app uses; null where the Storage API is missing. */
export function useStorageEstimate(): StorageEstimate | null {
  const [estimate, setEstimate] = useState<StorageEstimate | null>(null);
  useEffect(() => {
    let alive = true;
    const refresh = () =>
      void readStorageEstimate()
        .then((next) => alive && setEstimate(next))
        .catch(() => {});
    refresh();
    const timer = setInterval(refresh, REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  return estimate;
}
