import { Trans, useLingui } from '@lingui/react/macro';
import { localHref } from '../lib/app-locale.ts';
import { isBot } from '../lib/bots.ts';
import { useAuth } from '../lib/use-auth.ts';
import { DefaultLayout } from './layouts/default-layout.tsx';
import { GuestLayout } from './layouts/guest-layout.tsx';

/**
 * The 404 / fatal error page of SPEC §2 and §8, in the default layout for a signed-in user and the
 * guest layout otherwise. The main-page link is a plain anchor so it also recovers a broken app.
 */
export function ErrorPage({ notFound }: { notFound: boolean }) {
  const { t } = useLingui();
  const { user } = useAuth();
  const path = location.pathname;
  const Layout = user ? DefaultLayout : GuestLayout;
  return (
    <Layout>
      <section className="error-page" data-testid="error-page">
        <img src="/images/404.svg" alt="" width={240} height={160} className="error-page__image" />
        <h1 className="page-title">
          <Trans>Oops! Something went wrong</Trans>
        </h1>
        {notFound ? <p className="error-page__message">{t`Page not found: ${path}`}</p> : null}
        <p className="error-page__hint">
          <Trans>Check the address or go to the main page.</Trans>
        </p>
        <a href={localHref('/')} className="btn btn--green">
          <Trans>To the main page</Trans>
        </a>
      </section>
    </Layout>
  );
}

export const NotFoundPage = () => <ErrorPage notFound />;

/**
 * A fatal error (SPEC §8). People get the error page; bots get nothing over the plain shell (title and
 * description of index.html), so an error page is never indexed or shown as a link preview.
 */
export function FatalErrorPage() {
  return isBot(navigator.userAgent) ? null : <ErrorPage notFound={false} />;
}
