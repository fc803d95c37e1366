import { useLingui } from '@lingui/react/macro';
import type { FaqItem } from '#contract/landing.ts';
import { Placeholder } from './landing-placeholder.tsx';

/** Questions and answers (SPEC §1): native details/summary, so they open without any script. */
export function LandingFaq({ faq }: { faq: FaqItem[] | null }) {
  const { t } = useLingui();
  if (faq?.length === 0) return null;
  return (
    <section className="landing-section" aria-labelledby="landing-faq">
      <h2 id="landing-faq">{t`Questions and answers`}</h2>
      {faq ? (
        <div className="landing-faq" data-testid="landing-faq">
          {faq.map((item) => (
            <details key={item.id} className="landing-faq__item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      ) : (
        <Placeholder rows={5} className="landing-skeleton--faq" />
      )}
    </section>
  );
}
