import { StaticPage } from './StaticPage.js';

/** /privacy-policy. */
export function PrivacyPolicyPage() {
  return (
    <StaticPage title="Privacy policy">
      <p>This policy explains what we collect when you use D2D, why, and the choices you have.</p>
      <h2>What we collect</h2>
      <ul>
        <li>Your account: e-mail address, user name, password (stored only as a secure hash) and, if you give it, your billing address.</li>
        <li>Your purchases, library, activation keys, wallet and reviews.</li>
        <li>A device identifier kept in your browser, sent with each request to protect your account against fraud.</li>
        <li>Cookies that keep you logged in, remember your region for one hour, remember an affiliate link for 30 days and make sure a campaign is not shown to you twice.</li>
      </ul>
      <h2>How we use it</h2>
      <ul>
        <li>To sell you games, deliver keys and downloads, and keep your library.</li>
        <li>To work out prices, currency and sales tax for your region.</li>
        <li>To prevent fraud. Card details go straight to our payment provider; we never store full card numbers.</li>
        <li>To send the e-mails you need — confirmations, receipts, gifts, password resets — and newsletters only if you subscribe.</li>
      </ul>
      <h2>Your choices</h2>
      <ul>
        <li>You can opt in or out of marketing e-mail and usage tracking at any time from your account page.</li>
        <li>Residents of the UK and the European Union can exercise their GDPR rights, including opting out of processing, through the link in our e-mails or by contacting Customer Support.</li>
        <li>You can link and unlink social accounts used to log in.</li>
      </ul>
      <h2>Children</h2>
      <p>D2D is not for children under 13, and we do not knowingly collect their data. Users under 18 need the consent of a parent or guardian.</p>
    </StaticPage>
  );
}
