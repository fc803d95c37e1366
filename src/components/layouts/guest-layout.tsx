import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAuth } from '../../lib/use-auth.ts';
import { LanguageSwitch } from '../language-switch.tsx';
import { LogOutButton } from '../log-out-button.tsx';

/** Layout for visitors (and for signed-in users on open pages such as registration). */
export function GuestLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <div className="layout layout--guest">
      <header className="header">
        <Link to="/" className="brand">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>Ambassador</span>
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
              <Link to="/user/register" className="btn btn--green btn--small header__join">
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
