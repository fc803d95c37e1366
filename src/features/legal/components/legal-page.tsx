import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import '../legal.css';
import { PrivacyEn } from './privacy-en.tsx';
import { PrivacyRu } from './privacy-ru.tsx';
import { TermsEn } from './terms-en.tsx';
import { TermsRu } from './terms-ru.tsx';

export type LegalKind = 'terms' | 'privacy';

/**
 * /terms and /privacy (open to everyone): one text per variant, not a translation of each other. The Russian
 * variant (ru, by) follows Russian law; the English one is the UAE variant (decision 057).
 */
const TEXTS = {
  ru: { terms: TermsRu, privacy: PrivacyRu },
  en: { terms: TermsEn, privacy: PrivacyEn },
} as const;

export function LegalPage({ kind }: { kind: LegalKind }) {
  const { i18n } = useLingui();
  const variant = i18n.locale === 'en' ? 'en' : 'ru';
  const Text = TEXTS[variant][kind];
  useEffect(() => {
    const title = document.querySelector('.legal h1')?.textContent;
    if (title) document.title = `${title} · Ambassador`;
  }, []);
  return (
    <article className="page legal" data-testid={`legal-${kind}`} lang={variant}>
      <Text />
    </article>
  );
}
