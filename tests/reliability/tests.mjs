// The 20 reliability tests of issue 12, named as the issue names them, each made of one or more
// Vitest tests (file from the repository's root, and a part of the test's full name: every test
// whose name holds it counts, so a generated family like "… in the module and in the database" is
// one entry). A line is `ok` when every test it names ran and passed. Its figure is what the tests
// reported (`reportFigure`), else the counts of the entries with a `counts` label. Most are the tests `npm test` runs anyway; the
// reliability run gives some of them heavier sizes through RELIABILITY_ENV.

const S = 'packages/server/src';

/** Sizes of the reliability run (the same tests in `npm test` use smaller ones). */
export const RELIABILITY_ENV = {
  // test 1: 500 shoppers pay for the last keys at once, through two server processes
  RELIABILITY_KEY_RACE_BUYERS: '500',
};

export const TESTS = [
  {
    n: 1,
    name: 'last key under 500 concurrent checkouts from at least two processes',
    tests: [{ file: `${S}/services/orders/keyRaceProcesses.test.ts`, title: 'should sell each key once, lose none, and complete exactly as many orders as there were keys' }],
  },
  {
    n: 2,
    name: 'holds released on slow or abandoned payment',
    tests: [
      { file: `${S}/services/orders/expiry.test.ts`, title: 'should expire a checkout left unpaid past the limit, release the card hold and leave the cart usable' },
      { file: `${S}/services/orders/expiry.test.ts`, title: 'should leave the coupon unused and the wallet untouched, so the next checkout gets both' },
      { file: `${S}/services/orders/expiry.test.ts`, title: 'should release the hold when the shopper pays after the provider missed the cancel' },
    ],
  },
  {
    n: 3,
    name: 'double completion gives one order',
    tests: [{ file: `${S}/services/orders/concurrency.test.ts`, title: 'should make one order and one charge from 20 concurrent completions of one payment' }],
  },
  {
    n: 4,
    name: 'store return vs webhook race gives one capture',
    tests: [{ file: `${S}/payments/webhooks.test.ts`, title: "should make one order and one capture when the webhook and the store's return race" }],
  },
  {
    n: 5,
    name: 'idempotency-key replay',
    tests: [{ file: `${S}/routes/checkout/checkout.test.ts`, title: 'should return the same checkout for a replayed Idempotency-Key and a new one otherwise' }],
  },
  {
    n: 6,
    name: 'webhook signature verification',
    tests: [
      { file: `${S}/payments/webhooks.test.ts`, title: 'should answer 400 and change nothing for unsigned, mis-signed, stale or tampered deliveries' },
      { file: `${S}/payments/webhookSignature.test.ts`, title: 'should accept its own signature within 300 s either side' },
      { file: `${S}/payments/webhookSignature.test.ts`, title: 'should name what is wrong with a refused one' },
    ],
  },
  {
    n: 7,
    name: 'duplicate and reordered webhooks',
    tests: [
      { file: `${S}/payments/webhooks.test.ts`, title: 'should change nothing wrongly on late, duplicate and reordered deliveries' },
      { file: `${S}/payments/webhooks.test.ts`, title: 'should deliver an approval that arrives after the webhook of a decline on the same payment' },
    ],
  },
  {
    n: 8,
    name: 'payment state machine allows legal transitions only',
    tests: [
      { file: `${S}/services/orders/paymentStates.test.ts`, title: 'in the module and in the database', counts: 'illegal transitions refused by the module and the database' },
      { file: `${S}/services/orders/paymentStates.test.ts`, title: 'by the conditional write', counts: 'legal ones made' },
      { file: `${S}/services/orders/paymentStates.test.ts`, title: 'should reach every state from a starting state, and cover every ordered pair of states' },
    ],
  },
  {
    n: 9,
    name: 'test-card matrix incl. 3DS',
    tests: [
      { file: `${S}/payments/testCards.test.ts`, title: "should approve Stripe's success cards and decline its failure cards with Stripe's messages" },
      { file: `${S}/payments/threeDSecure.test.ts`, title: 'should keep the payment pending while the challenge is open, then complete it once approved' },
      { file: `${S}/payments/threeDSecure.test.ts`, title: "should decline the card with the provider's message on Fail and take another card afterwards" },
    ],
  },
  {
    n: 10,
    name: 'single-use coupon race',
    tests: [{ file: `${S}/services/orders/concurrency.test.ts`, title: 'should let a single-use coupon discount exactly one of 100 concurrent orders' }],
  },
  {
    n: 11,
    name: 'cart invariants (≤ 5 items, ≤ 1 coupon, totals) by property test',
    tests: [{ file: `${S}/routes/cart/cartInvariants.test.ts`, title: 'should keep at most 5 lines, at most 1 coupon and totals that add up, whatever the shopper does' }],
  },
  {
    n: 12,
    name: 'wallet never negative under races',
    tests: [
      { file: `${S}/services/orders/concurrency.test.ts`, title: 'should complete only one of two paid checkouts of one cart that both spend the whole wallet' },
      { file: `${S}/routes/cart/concurrency.test.ts`, title: 'should never take the balance below zero when two redeems of the whole wallet are debited at once' },
      { file: `${S}/routes/cart/concurrency.test.ts`, title: 'should let many concurrent small debits take no more than the balance' },
    ],
  },
  {
    n: 13,
    name: 'affiliate commission exactly once under replays',
    tests: [{ file: `${S}/routes/checkout/commissionOnce.test.ts`, title: 'should record the commission once however often the purchase is completed or replayed' }],
  },
  {
    n: 14,
    name: 'password hashing parameters',
    tests: [
      { file: `${S}/services/accounts/passwords.test.ts`, title: "should hash at OWASP's Argon2id parameters by default and verify" },
      { file: `${S}/services/accounts/passwords.test.ts`, title: 'should ask for a rehash only of weaker hashes' },
    ],
  },
  {
    n: 15,
    name: 'login throttling without lock-out of an owner',
    tests: [
      { file: `${S}/routes/account/loginThrottle.test.ts`, title: 'should allow no more than 100 failures an hour from unknown addresses, yet let the owner in from a usual one' },
      { file: `${S}/routes/account/loginThrottle.test.ts`, title: 'should always let the owner back in through the password reset mail' },
    ],
  },
  {
    n: 16,
    name: 'no account enumeration by login, reset or sign-up answers',
    tests: [
      { file: `${S}/routes/account/login.test.ts`, title: 'should answer the same 409 for an unknown e-mail and a wrong password' },
      { file: `${S}/routes/account/password.test.ts`, title: 'should give the same answer for a known and an unknown e-mail, and mail only the known one' },
      { file: `${S}/routes/account/enumeration.test.ts`, title: 'should tell a taken address only to a sign-up that passed the captcha, within the rate limit' },
    ],
  },
  {
    n: 17,
    name: 'session and remember-token hygiene',
    tests: [
      { file: `${S}/routes/account/tokenStorage.test.ts`, title: 'should keep only the hashes of session and remember tokens, in no other column of any table' },
      { file: `${S}/routes/account/login.test.ts`, title: 'should honour a remember token once even when it is sent twice at the same moment' },
      { file: `${S}/routes/account/login.test.ts`, title: 'should stop honouring a session token after 14 days' },
      { file: `${S}/routes/account/login.test.ts`, title: 'should log out only the session it is called with' },
    ],
  },
  {
    n: 18,
    name: 'CSRF refused on cookie-authenticated calls',
    tests: [
      { file: `${S}/http/csrfGuard.test.ts`, title: 'should refuse a POST from another origin with 403 in the JSON error shape, and change nothing' },
      { file: `${S}/http/csrfGuard.test.ts`, title: 'should guard every unsafe method' },
    ],
  },
  {
    n: 19,
    name: 'XSS corpus (OWASP cheat-sheet vectors) in descriptions and reviews renders inert',
    tests: [
      { file: 'packages/react/src/utils/xssCorpus.test.tsx', title: 'should render every vector inert in a product description and its requirements' },
      { file: 'packages/react/src/utils/xssCorpus.test.tsx', title: 'should show every vector as plain text in a review title and body' },
    ],
  },
  {
    n: 20,
    name: 'postMessage origin allowlist and frame-ancestors on the channel page',
    tests: [
      { file: `${S}/routes/embed/embed.test.ts`, title: 'should serve the channel page with the allowlist and a CSP that lets only the partners frame it' },
      { file: 'packages/elements/src/channel/channelClient.test.ts', title: 'should ignore messages from another origin, another window or of another shape' },
      { file: 'packages/elements/src/channel/channelClient.test.ts', title: 'should address every message to the store origin, never to *' },
    ],
  },
];

/** Printed after the 20, each with its figure. */
export const AFTER = [
  {
    name: 'kill -9 mid-completion',
    tests: [{ file: `${S}/services/orders/fault.test.ts`, title: 'should leave every order complete with its keys or not charged, across kills and restarts' }],
  },
  {
    name: 'route fuzz',
    tests: [{ file: `${S}/routes/hostileEveryRoute.test.ts`, title: 'should never answer 5xx nor half-write, as a visitor or logged in, whatever the request' }],
  },
];
