import { useLingui } from '@lingui/react/macro';
import type { ContentLocale } from '#contract/landing.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { ContentSection } from './content-section.tsx';
import { type ContentItem, type ContentKind, type ContentTab, FAQ, REVIEWS } from './landing-admin-api.ts';
import './landing-admin.css';

export interface LandingAdminSearch {
  tab: ContentTab;
  locale: ContentLocale;
}

/** Admin → Landing: the reviews and the FAQ the public landing shows, per language. */
export function LandingAdminPage({
  search,
  onSearchChange,
}: {
  search: LandingAdminSearch;
  onSearchChange: (search: LandingAdminSearch) => void;
}) {
  const { t } = useLingui();
  const tabs = [
    { tab: 'reviews', label: t`Reviews` },
    { tab: 'faq', label: t`FAQ` },
  ] as const;
  const kind = (search.tab === 'faq' ? FAQ : REVIEWS) as ContentKind<ContentItem>;
  return (
    <section className="page admin-page landing-admin">
      <PageTitle>{t`Landing`}</PageTitle>
      <div className="landing-admin__bar">
        <fieldset className="landing-admin__tabs">
          <legend className="visually-hidden">{t`Section`}</legend>
          {tabs.map(({ tab, label }) => (
            <button
              key={tab}
              type="button"
              className="landing-admin__tab"
              aria-pressed={search.tab === tab}
              onClick={() => onSearchChange({ ...search, tab })}
            >
              {label}
            </button>
          ))}
        </fieldset>
        <label className="field landing-admin__locale">
          <span>{t`Language`}</span>
          <select
            name="filter-locale"
            value={search.locale}
            onChange={(e) => onSearchChange({ ...search, locale: e.target.value as ContentLocale })}
          >
            <option value="ru">{t`Russian`}</option>
            <option value="en">{t`English (UAE)`}</option>
          </select>
        </label>
      </div>
      <ContentSection key={`${search.tab}-${search.locale}`} kind={kind} locale={search.locale} />
    </section>
  );
}
