import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { LOCALES, type Locale } from '#contract/limits.ts';
import { getAppLocale, switchLocale } from '../lib/app-locale.ts';

const LABELS: Record<Locale, string> = { ru: 'RU', by: 'BY', en: 'EN' };

export function LanguageSwitch() {
  const { t } = useLingui();
  const href = useRouterState({ select: (s) => s.location.href });
  return (
    <select
      className="language-switch"
      aria-label={t`Language`}
      value={getAppLocale()}
      onChange={(e) => switchLocale(e.target.value as Locale, href)}
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale}>
          {LABELS[locale]}
        </option>
      ))}
    </select>
  );
}
