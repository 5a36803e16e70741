import { useState } from 'react';
import { isEmail } from '@d2d/contract';
import { useStore } from '@d2d/react';
import { Logo } from '../layout/Logo.js';
import { href, useRoute } from '../router/index.js';

/**
 * /gdpr?email=…&opt_in=true|false: the GDPR opt-in or opt-out from an e-mail link (spec §2).
 * The shopper confirms, the choice is recorded, and the result shows (navigation hidden here).
 */
export function GdprPage() {
  const store = useStore();
  const route = useRoute();
  const email = route.query.get('email') ?? '';
  const optIn = route.query.get('opt_in') !== 'false' && route.query.get('opt') !== 'out';
  const [state, setState] = useState<'confirm' | 'sending' | 'done' | 'failed'>('confirm');
  const valid = isEmail(email);

  const send = async () => {
    setState('sending');
    try {
      await store.api.account.gdpr({ email, opt_in: optIn });
      setState('done');
    } catch {
      setState('failed');
    }
  };

  return (
    <section className="store-narrow d2d-system-page">
      <Logo />
      <h1 className="d2d-page-title">{optIn ? 'Stay in touch' : 'Opt out of data processing'}</h1>
      {!valid ? (
        <p>This link is incomplete. Please use the link from your e-mail again.</p>
      ) : state === 'done' ? (
        <p role="status">{optIn ? `Thank you! ${email} is opted in.` : `Done. ${email} is opted out.`}</p>
      ) : (
        <>
          <p>{optIn ? `Confirm that we may keep sending news and offers to ${email}.` : `Confirm that you want to opt ${email} out of marketing and data processing.`}</p>
          {state === 'failed' && <p className="d2d-alert d2d-alert--error" role="alert">We could not record your choice. Please try again.</p>}
          <button type="button" className="d2d-button d2d-button--primary" disabled={state === 'sending'} onClick={() => void send()}>
            {optIn ? 'Confirm opt-in' : 'Confirm opt-out'}
          </button>
        </>
      )}
      <a href={href('home')}>Go to the store</a>
    </section>
  );
}
