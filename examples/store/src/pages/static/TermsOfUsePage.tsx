import { AFFILIATE_COMMISSION_PERCENT, AFFILIATE_COOKIE_DAYS, FRAUD_LIABILITY_MINOR, TERMS } from '@d2d/contract';
import { StaticPage } from './StaticPage.js';

const dollars = (minor: number) => `US$${(minor / 100).toLocaleString('en-US')}`;

/** /terms-of-use: the business rules of spec §1 and §9. */
export function TermsOfUsePage() {
  return (
    <StaticPage title="Terms of use">
      <p>By creating an account or buying from D2D you agree to these terms.</p>
      <h2>1. Eligibility</h2>
      <p>You must be at least 13 years old to use D2D. If you are under 18, you may use D2D only with the consent of a parent or guardian.</p>
      <h2>2. Purchases</h2>
      <ul>
        <li>All digital game sales are final.</li>
        <li>
          <strong>Pre-orders</strong> are authorised when you place them and charged when the game begins shipping. You can cancel a pre-order
          until it is charged. If the price changes before shipping, we will e-mail you to confirm the new price; without your confirmation the
          pre-order is cancelled. If the provider cancels the release, any authorisation is voided.
        </li>
        <li>
          <strong>Pre-purchases</strong> are charged immediately and cannot be cancelled. If the provider cancels the release, you are refunded.
        </li>
        <li>Sales tax is set by the ZIP code of your billing address.</li>
        <li>Gift certificates can be used to buy subscriptions only.</li>
      </ul>
      <h2>3. Account security</h2>
      <p>
        You are responsible for keeping your password safe. If your account is used without your permission and you tell us promptly, your
        liability for fraudulent purchases is limited to {dollars(FRAUD_LIABILITY_MINOR)}.
      </p>
      <p>
        If someone in your household buys a game on your account without your permission, you may return it for a full refund within{' '}
        {TERMS.householdFullRefundDays} days of purchase, or for {TERMS.householdPartialCreditPercent}% store credit between day{' '}
        {TERMS.householdFullRefundDays + 1} and day {TERMS.householdPartialCreditDays}. No refund or credit is given after {TERMS.householdPartialCreditDays} days.
      </p>
      <h2>4. Rentals and subscriptions</h2>
      <p>
        Rentals are priced per 24-hour block and expire at the end of the rental. Subscriptions renew monthly until you stop renewing; the
        subscription stays active until the end of the billing period and is not refunded. If a rental subscription is returned within{' '}
        {TERMS.rentalCreditReturnDays} days, with notice given within {TERMS.rentalCreditNoticeDays} days, you receive one month of credit.
      </p>
      <h2>5. Affiliates</h2>
      <p>
        Affiliates earn a {AFFILIATE_COMMISSION_PERCENT}% commission on orders from visitors they refer, tracked for {AFFILIATE_COOKIE_DAYS} days
        after the visitor follows the affiliate link.
      </p>
      <h2>6. Limitation of liability</h2>
      <p>
        Our total liability to you is limited to the greater of the fees you paid us in the {TERMS.liabilityCapMonths} months before the claim or{' '}
        {dollars(TERMS.liabilityCapMinor)}.
      </p>
      <h2>7. Disputes</h2>
      <p>
        Before starting a claim you must give us {TERMS.arbitrationNoticeDays} days' written notice so we can try to resolve it. Disputes that
        cannot be resolved go to binding individual arbitration under California law. We reimburse the arbitration filing fee unless your claim
        exceeds {dollars(TERMS.arbitrationFeeClaimLimitMinor)}. If the arbitrator awards you more than our last written offer, you receive at
        least {dollars(TERMS.arbitrationMinimumAwardMinor)}.
      </p>
    </StaticPage>
  );
}
