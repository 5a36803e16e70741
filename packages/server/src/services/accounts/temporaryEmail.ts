/**
 * Disposable-mailbox domains. An account whose e-mail is on one of them is flagged, so the store
 * shows the user name in the header and asks for a real address (spec §2, §4 Sign-up).
 */
export const TEMPORARY_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  '10minutemail.com',
  '10minutemail.net',
  '20minutemail.com',
  '33mail.com',
  'discard.email',
  'dispostable.com',
  'emailondeck.com',
  'fakeinbox.com',
  'getairmail.com',
  'getnada.com',
  'guerrillamail.biz',
  'guerrillamail.com',
  'guerrillamail.de',
  'guerrillamail.info',
  'guerrillamail.net',
  'guerrillamail.org',
  'guerrillamailblock.com',
  'harakirimail.com',
  'incognitomail.org',
  'mailcatch.com',
  'maildrop.cc',
  'mailinator.com',
  'mailinator.net',
  'mailnesia.com',
  'mintemail.com',
  'mohmal.com',
  'mytemp.email',
  'sharklasers.com',
  'spambog.com',
  'spamgourmet.com',
  'tempail.com',
  'tempinbox.com',
  'temp-mail.io',
  'temp-mail.org',
  'tempmail.com',
  'tempmail.net',
  'tempmailo.com',
  'tempr.email',
  'throwawaymail.com',
  'trashmail.com',
  'trashmail.de',
  'trashmail.net',
  'yopmail.com',
  'yopmail.fr',
  'yopmail.net',
]);

/**
 * The domain of the temporary address a social sign-up gets when the provider gives no e-mail.
 * `.test` never resolves, so nothing sent there leaves a real mail server; the shopper replaces the
 * address through the update-and-confirm flow (spec §4 Sign-up).
 */
export const SOCIAL_TEMPORARY_EMAIL_DOMAIN = 'temporary-email.d2d.test';

/** True for a social sign-up's temporary address, which no mailbox stands behind. */
export function isSocialTemporaryEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${SOCIAL_TEMPORARY_EMAIL_DOMAIN}`);
}

/**
 * True when the address is at a disposable-mailbox domain or one of its subdomains, or is a social
 * sign-up's temporary address.
 * @example
 * isTemporaryEmail('someone@mailinator.com'); // true
 */
export function isTemporaryEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const labels = email.slice(at + 1).toLowerCase().split('.');
  if (isSocialTemporaryEmail(email)) return true;
  for (let i = 0; i < labels.length - 1; i += 1) {
    if (TEMPORARY_EMAIL_DOMAINS.has(labels.slice(i).join('.'))) return true;
  }
  return false;
}
