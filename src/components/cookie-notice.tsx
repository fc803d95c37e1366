import { Trans } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useState } from 'react';
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_MAX_AGE_S } from '#contract/limits.ts';
import { getCookie, setCookie } from '../lib/cookies.ts';
import { Button } from './button.tsx';

/** The room the fixed notice takes at the bottom of the window, in px (CSS reads it). */
const SPACE = '--cookie-notice-space';

/**
 * Shown until the visitor clicks OK, which stores cookie-notice-shown=Y for a year (SPEC §2). Hosts render it
 * first, before the page's layout (notices.css).
 */
export function CookieNotice() {
  const [shown, setShown] = useState(() => getCookie(COOKIE_NOTICE_COOKIE) !== 'Y');
  const notice = useRef<HTMLElement>(null);
  // The notice is fixed over the page: the page's bottom padding and scroll padding take its real height (its
  // text wraps on a phone), so scrolling to the end or focusing a field never leaves a control under it.
  useLayoutEffect(() => {
    const element = notice.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const measure = () => {
      const space = Math.ceil(window.innerHeight - element.getBoundingClientRect().top) + 12;
      root.style.setProperty(SPACE, `${space}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(SPACE);
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <section ref={notice} className="cookie-notice" data-testid="cookie-notice" aria-label="Cookies">
      <p>
        <Trans>We use cookies to keep you signed in and to improve the service.</Trans>
      </p>
      <Button
        size="small"
        onClick={() => {
          setCookie(COOKIE_NOTICE_COOKIE, 'Y', COOKIE_NOTICE_MAX_AGE_S);
          setShown(false);
        }}
      >
        OK
      </Button>
    </section>
  );
}
