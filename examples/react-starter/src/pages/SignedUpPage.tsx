import { href } from '../router.js';

/** `/complete-registration`, where the sign-up dialog sends a new shopper. */
export function SignedUpPage() {
  return (
    <section>
      <h1 className="d2d-page-title">Thanks for signing up!</h1>
      <p>We've sent you a confirmation e-mail. Click the link in it to activate your account — you need a confirmed e-mail address to make a purchase.</p>
      <a className="d2d-button d2d-button--primary" href={href('/')}>
        Keep shopping
      </a>
    </section>
  );
}
