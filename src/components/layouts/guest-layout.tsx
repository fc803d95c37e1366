import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { getBrand } from '../../lib/brand.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { useReferral } from '../../lib/use-referral.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import { LogOutButton } from '../log-out-button.tsx';

/** Layout for visitors (and for signed-in users on open pages such as registration). */
export function GuestLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  // A referral kept from the landing's `?ref` (decision 057) rides along on the join link.
  const referral = useReferral();
  return (
    <div className="layout layout--guest">
      <header className="header">
        <Link to="/" className="brand">
          <img src={getBrand().logo_url} alt="" width={28} height={28} />
          <span>{getBrand().name}</span>
        </Link>
        <nav className="header__actions">
          <LanguageSwitch />
          {user ? (
            <LogOutButton />
          ) : (
            <>
              <Link to="/user/login" className="btn btn--transparent btn--small">
                <Trans>Log in</Trans>
              </Link>
              <Link
                to="/user/register"
                search={{ ref: referral ?? undefined }}
                className="btn btn--green btn--small header__join"
              >
                <Trans>Join</Trans>
              </Link>
            </>
          )}
        </nav>
      </header>
      <main className="main" id="main">
        {children}
      </main>
    </div>
  );
}
