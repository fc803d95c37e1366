import type { Brand } from '#contract/brand.ts';
import { CookieNotice } from '../../../components/cookie-notice.tsx';
import { LandingHeader } from '../../../landing/landing-header.tsx';
import { localHref } from '../../../lib/app-locale.ts';
import { useReferral } from '../../../lib/use-referral.ts';
import { LoginForm, safeRedirect } from './login-form.tsx';

/** Once signed in, the app loads at the wanted page; this page is left, so the form stays busy until then. */
function openApp(): Promise<never> {
  const wanted = new URLSearchParams(location.search).get('redirect') ?? undefined;
  location.replace(localHref(safeRedirect(wanted)));
  return new Promise<never>(() => {});
}

/**
 * The guests' sign-in page outside the app (decision 100): the guest header with plain links, the form and
 * the cookie notice. The build prerenders it (login-prerender.tsx); login-entry.tsx hydrates it.
 */
export function StandaloneLogin({ brand, notice }: { brand: Brand; notice: boolean }) {
  // A referral kept from the landing's `?ref` (decision 057) rides along on the join link, as in the app.
  const referral = useReferral();
  return (
    <>
      {notice ? <CookieNotice /> : null}
      <div className="layout layout--guest">
        <LandingHeader referral={referral ?? undefined} brand={brand} />
        <main className="main" id="main">
          <LoginForm
            onSignedIn={openApp}
            recoveryLink={(props) => <a href={localHref('/user/password-recovery')} {...props} />}
          />
        </main>
      </div>
    </>
  );
}
