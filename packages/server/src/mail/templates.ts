import { FIRST_VISIT_COUPON_PERCENT } from '@d2d/contract';
import type { OutgoingMail } from './outbox.js';

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface LinkMail {
  to: string;
  userName: string;
  subject: string;
  intro: string;
  action: string;
  link: string;
  outro: string;
}

function linkMail({ to, userName, subject, intro, action, link, outro }: LinkMail): OutgoingMail {
  const text = `Hello ${userName},\n\n${intro}\n\n${action}: ${link}\n\n${outro}\n\nThe D2D store team\n`;
  const html =
    `<!doctype html><html lang="en"><body>` +
    `<p>Hello ${escapeHtml(userName)},</p>` +
    `<p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
    `<p>If the button does not work, copy this address into your browser: ${escapeHtml(link)}</p>` +
    `<p>${escapeHtml(outro)}</p>` +
    `<p>The D2D store team</p></body></html>`;
  return { to, subject, text, html };
}

/** The mail that activates a new account (spec §4 Sign-up). */
export function confirmationMail(to: string, userName: string, link: string): OutgoingMail {
  return linkMail({
    to,
    userName,
    subject: 'Confirm your e-mail address',
    intro: 'Thank you for signing up at the D2D store. Please confirm your e-mail address to activate your account.',
    action: 'Confirm my e-mail address',
    link,
    outro: 'If you did not create an account, you can ignore this e-mail.',
  });
}

/** The mail that confirms a new address after an e-mail change. */
export function reconfirmationMail(to: string, userName: string, link: string): OutgoingMail {
  return linkMail({
    to,
    userName,
    subject: 'Confirm your new e-mail address',
    intro: 'You asked to change the e-mail address of your D2D store account to this one. Please confirm it.',
    action: 'Confirm my new e-mail address',
    link,
    outro: 'If you did not ask for this change, you can ignore this e-mail and your account keeps its current address.',
  });
}

/** The mail with a password reset link (also how social-login accounts set a first password). */
export function resetPasswordMail(to: string, userName: string, link: string): OutgoingMail {
  return linkMail({
    to,
    userName,
    subject: 'Reset your password',
    intro: 'Someone asked to reset the password of your D2D store account. The link below is valid for 6 hours.',
    action: 'Choose a new password',
    link,
    outro: 'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
  });
}

/**
 * The double opt-in mail of the mailing list: nothing is sent to the address until its owner
 * follows the link. It repeats the sign-up coupon, which the form shows only once.
 */
export function newsletterConfirmationMail(to: string, link: string, couponCode: string | null): OutgoingMail {
  const coupon = couponCode ? ` Your coupon code ${couponCode} gives you ${FIRST_VISIT_COUPON_PERCENT}% off your next purchase; it cannot be combined with other offers.` : '';
  const intro = `Thank you for joining the D2D store's mailing list. Please confirm that you want our e-mails.${coupon}`;
  return listConfirmationMail({ to, subject: 'Confirm your subscription', intro, link });
}

/**
 * The double opt-in mail of a mailing list (the store's newsletter, the streaming list): the
 * intro, one confirmation link, and the promise that nothing more comes without it.
 * @param mail - the address, the subject, the list's intro and the confirmation link
 */
export function listConfirmationMail(mail: { to: string; subject: string; intro: string; link: string }): OutgoingMail {
  const { to, subject, intro, link } = mail;
  const outro = 'If you did not sign up, ignore this e-mail: you will not hear from us again.';
  const action = 'Confirm my subscription';
  const text = `Hello,\n\n${intro}\n\n${action}: ${link}\n\n${outro}\n\nThe D2D store team\n`;
  const html =
    `<!doctype html><html lang="en"><body>` +
    `<p>Hello,</p>` +
    `<p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
    `<p>If the button does not work, copy this address into your browser: ${escapeHtml(link)}</p>` +
    `<p>${escapeHtml(outro)}</p>` +
    `<p>The D2D store team</p></body></html>`;
  return { to, subject, text, html };
}
