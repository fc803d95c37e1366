/** Terms of cooperation, English (UAE) variant: US dollars, UAE law. */
export function TermsEn() {
  return (
    <>
      <h1>Terms of cooperation</h1>
      <p className="legal__meta">
        The brand ambassador programme in the United Arab Emirates. All amounts are in US dollars (USD).
      </p>

      <h2>1. Parties and subject</h2>
      <p>
        The company operating the fitness-subscription brand (the "Company") invites bloggers (the
        "Ambassador") to promote the subscription with promocodes and a referral link and to earn a commission
        on paid sales. By registering and ticking the consent box, the Ambassador accepts these terms.
      </p>

      <h2>2. Who can join</h2>
      <ul>
        <li>
          An adult with full legal capacity who may lawfully earn income from advertising, including holders
          of a UAE media or freelance licence where the applicable rules of the UAE Media Council require one.
        </li>
        <li>Every account is reviewed by moderators; the Company may decline an application.</li>
        <li>
          Channels with an audience above 10,000 followers must be registered; accounts under 3,000 followers
          need a subscription to the platform.
        </li>
      </ul>

      <h2>3. Advertising</h2>
      <ul>
        <li>
          Every sponsored post carries the ad-marking token (ERID) issued on the platform, is clearly
          disclosed as advertising and is published only after moderation approves it.
        </li>
        <li>
          Moderation takes up to 1 hour between 9:00 and 18:00 Moscow time (10:00–19:00 Gulf Standard Time).
        </li>
        <li>
          A post must be removed by the end date of its placement; late removal is fined up to 5,500 USD.
        </li>
        <li>At least 2 ad integrations a month are required, otherwise the period's income is not paid.</li>
      </ul>

      <h2>4. Commission and payouts</h2>
      <ul>
        <li>
          Commission is a percentage of paid sales made through the Ambassador's promocodes and link and those
          of their team (up to 4 lines) under the plan in force; higher rates apply in the first 60 days after
          registration.
        </li>
        <li>
          The minimum withdrawal is 100 USD; smaller balances carry over to the next month. Payouts are made
          in USD through the payout service; the Ambassador is responsible for their own taxes and licences.
        </li>
        <li>Refunds and cancelled orders reduce the commission accrued on them.</li>
      </ul>

      <h2>5. Liability and termination</h2>
      <p>
        The Ambassador is responsible for the accuracy of their data and for complying with UAE advertising
        and media content standards. The Company may suspend access for a breach of these terms. The
        Ambassador may stop at any time by deleting the account; commission already due is paid under the
        usual rules.
      </p>

      <h2>6. Governing law</h2>
      <p>
        These terms are governed by the federal laws of the United Arab Emirates as applied in the Emirate of
        Dubai. Disputes are settled by negotiation first and then by the competent courts of Dubai.
      </p>
    </>
  );
}
