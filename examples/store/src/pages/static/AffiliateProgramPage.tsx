import { AFFILIATE_COMMISSION_PERCENT, AFFILIATE_COOKIE_DAYS } from '@d2d/contract';
import { StaticPage } from './StaticPage.js';

/** /affiliate-program. */
export function AffiliateProgramPage() {
  return (
    <StaticPage title="Affiliate program">
      <p>
        Run a site, a channel or a community about games? Join the D2D affiliate program and earn a {AFFILIATE_COMMISSION_PERCENT}% commission
        on the net total of every order your visitors place.
      </p>
      <h2>How it works</h2>
      <ol>
        <li>Sign up and receive your affiliate id.</li>
        <li>
          Link to any D2D page, or embed our store widgets, with <code>?aff=YOUR_ID</code> added to the address.
        </li>
        <li>
          When a visitor arrives through your link we remember your id for {AFFILIATE_COOKIE_DAYS} days. Every order they place in that time
          earns you {AFFILIATE_COMMISSION_PERCENT}% of its net total, after discounts and before tax.
        </li>
      </ol>
      <h2>Good to know</h2>
      <ul>
        <li>The most recent affiliate link a visitor followed is the one credited.</li>
        <li>Refunded or cancelled orders, including cancelled pre-orders, do not earn a commission.</li>
        <li>Commissions are reported monthly and paid once they reach the payout threshold.</li>
      </ul>
    </StaticPage>
  );
}
