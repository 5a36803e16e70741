import { SignUpForm, loadCaptchaChallenge, useStore } from '@d2d/react';
import { href, navigate } from '../router/index.js';
import { Logo } from '../layout/Logo.js';

/** /registration: the sign-up page (the navigation is hidden here, spec §2). */
export function RegistrationPage() {
  const store = useStore();
  return (
    <section className="store-narrow store-registration">
      <Logo />
      <h1 className="d2d-page-title">Create your D2D account</h1>
      <SignUpForm loadChallenge={(signal) => loadCaptchaChallenge(store, signal)} onDone={() => navigate('/complete-registration')} />
      <p>
        Already have an account? <a href={href('home')}>Back to the store</a> and log in.
      </p>
    </section>
  );
}
