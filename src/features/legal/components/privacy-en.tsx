/** Privacy policy, English (UAE) variant: Federal Decree-Law No. 45 of 2021 (PDPL). */
export function PrivacyEn() {
  return (
    <>
      <h1>Privacy policy</h1>
      <p className="legal__meta">
        Prepared under UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data (the "PDPL").
      </p>

      <h2>1. Controller</h2>
      <p>
        The controller is the company operating the fitness-subscription brand and the ambassador platform.
        Requests about your personal data are accepted through the support chat in the app.
      </p>

      <h2>2. Data we process</h2>
      <ul>
        <li>name, phone number, e-mail, country and city;</li>
        <li>nickname, links to your social accounts, follower count, Telegram contact;</li>
        <li>tax and licence details needed for payouts;</li>
        <li>sales through your promocodes and links, your ad placements and payouts;</li>
        <li>technical data: cookies, IP address, browser and device information.</li>
      </ul>

      <h2>3. Purposes and legal bases</h2>
      <ul>
        <li>performing the contract with you as an Ambassador (Article 4 of the PDPL);</li>
        <li>calculating commission, paying out in USD and meeting legal obligations;</li>
        <li>moderating and marking sponsored posts;</li>
        <li>sending news and offers only with your separate consent, which you may withdraw at any time.</li>
      </ul>

      <h2>4. Cookies</h2>
      <p>
        We use cookies to keep you signed in and to remember your language, the cookie notice and the referral
        link you arrived with (the "ref" cookie, 30 days), so the Ambassador who invited you is named when you
        register.
      </p>

      <h2>5. Sharing, transfers and retention</h2>
      <p>
        Data is shared with the payout service, advertising-data operators and the support-chat provider only
        as far as these purposes need. Transfers outside the UAE follow Articles 22 and 23 of the PDPL. Data
        is kept while the contract lasts and afterwards for the periods the law requires.
      </p>

      <h2>6. Your rights</h2>
      <p>
        You may request access to your data, its correction or erasure, restriction of processing, data
        portability, and object to processing (Articles 13 to 18 of the PDPL). You can delete your account in
        your profile and may lodge a complaint with the UAE Data Office.
      </p>
    </>
  );
}
