import { Trans, useLingui } from '@lingui/react/macro';
import type { Brand } from '#contract/brand.ts';
import { LOCALES, type Locale } from '#contract/limits.ts';
import { splitLocalePrefix } from '#contract/routes.ts';
import { getAppLocale, localHref, switchLocale } from '../lib/app-locale.ts';

const LABELS: Record<Locale, string> = { ru: 'RU', by: 'BY', en: 'EN' };

/** The guest header of GuestLayout, with plain links: the landing entry has no router (decision 054). */
export function LandingHeader({ referral, brand }: { referral?: string; brand: Brand }) {
  const { t } = useLingui();
  const join = referral ? `/user/register?ref=${encodeURIComponent(referral)}` : '/user/register';
  return (
    <header className="header">
      <a href={localHref('/')} className="brand">
        <img src={brand.logo_url} alt="" width={28} height={28} />
        <span>{brand.name}</span>
      </a>
      <nav className="header__actions">
        <select
          className="language-switch"
          aria-label={t`Language`}
          value={getAppLocale()}
          onChange={(e) =>
            switchLocale(
              e.target.value as Locale,
              splitLocalePrefix(location.pathname).path + location.search,
            )
          }
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {LABELS[locale]}
            </option>
          ))}
        </select>
        <a href={localHref('/user/login')} className="btn btn--transparent btn--small">
          <Trans>Log in</Trans>
        </a>
        <a href={localHref(join)} className="btn btn--green btn--small header__join">
          <Trans>Join</Trans>
        </a>
      </nav>
    </header>
  );
}
