import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** Tells screen-reader users which page they landed on after a client-side navigation. */
export function RouteAnnouncer() {
  const router = useRouter();
  const [message, setMessage] = useState('');
  useEffect(
    () =>
      router.subscribe('onResolved', () => {
        // The page sets its title in an effect; read it on the next frame.
        requestAnimationFrame(() => setMessage(document.querySelector('h1')?.textContent ?? document.title));
      }),
    [router],
  );
  return (
    <p className="visually-hidden" aria-live="assertive" aria-atomic="true">
      {message}
    </p>
  );
}
