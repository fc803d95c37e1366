import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_MAX_AGE_S } from '#contract/limits.ts';
import { getCookie, setCookie } from '../lib/cookies.ts';
import { Button } from './button.tsx';

/** Shown until the visitor clicks OK, which stores cookie-notice-shown=Y for a year (SPEC §2). */
export function CookieNotice() {
  const [shown, setShown] = useState(() => getCookie(COOKIE_NOTICE_COOKIE) !== 'Y');
  if (!shown) return null;
  // The spacer lets the page scroll its last controls out from under the fixed notice.
  return (
    <>
      <div className="cookie-notice-spacer" aria-hidden="true" />
      <section className="cookie-notice" data-testid="cookie-notice" aria-label="Cookies">
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
    </>
  );
}
