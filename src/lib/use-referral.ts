import { useEffect, useState } from 'react';
import { rememberReferral, storedReferral } from './referral.ts';

/**
 * The visitor's referral for join links: `fromUrl` (or the page's own `?ref`) is kept first, else the one kept
 * earlier. Read in an effect, so the first render is the same as the prerendered HTML (null).
 */
export function useReferral(fromUrl?: string): string | null {
  const [referral, setReferral] = useState<string | null>(null);
  useEffect(() => {
    const incoming = fromUrl ?? new URLSearchParams(location.search).get('ref');
    setReferral(rememberReferral(incoming) ?? storedReferral());
  }, [fromUrl]);
  return referral;
}
