import { Trans, useLingui } from '@lingui/react/macro';
import { localHref } from '../../../lib/app-locale.ts';
import { registerPath } from '../../../lib/referral.ts';
import { pageLocale } from '../format.ts';

/**
 * One legal line per variant, not a translation of each other: the Russian variant works with self-employed
 * bloggers and sole proprietors under Russian law, the English one is the UAE variant (decision 057).
 */
const LEGAL_NOTE = {
  ru: 'Сотрудничество — для самозанятых и индивидуальных предпринимателей. Персональные данные обрабатываются в соответствии с Федеральным законом от 27.07.2006 № 152-ФЗ «О персональных данных». Суммы указаны в рублях.',
  en: 'The UAE programme: personal data is processed under Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data. Amounts are in US dollars.',
} as const;

/** The closing call to join. */
export function LandingJoin({ referral }: { referral: string | null }) {
  return (
    <section className="landing-join" aria-labelledby="landing-join">
      <h2 id="landing-join">
        <Trans>Ready to start earning with the brand?</Trans>
      </h2>
      <a href={localHref(registerPath(referral))} className="btn btn--green">
        <Trans>Join the program</Trans>
      </a>
    </section>
  );
}

export function LandingFooter() {
  const { i18n } = useLingui();
  return (
    <footer className="landing-footer" data-testid="landing-footer">
      <nav className="landing-footer__links">
        <a href={localHref('/terms')} className="link">
          <Trans>Terms of cooperation</Trans>
        </a>
        <a href={localHref('/privacy')} className="link">
          <Trans>Privacy policy</Trans>
        </a>
      </nav>
      <p className="landing-footer__note" data-testid="legal-note">
        {LEGAL_NOTE[pageLocale(i18n.locale)]}
      </p>
    </footer>
  );
}
