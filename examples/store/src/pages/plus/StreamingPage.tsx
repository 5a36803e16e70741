import { useEffect, useState, type FormEvent } from 'react';
import { CLOUD_PLAY_MACHINE, INSTANT_PLAY_TRIAL_MINUTES, MESSAGES, isEmail } from '@d2d/contract';
import { formatPrice } from '@d2d/core';
import { TextField, useDialogs, useIsLoggedIn, useSignalValue, useStore } from '@d2d/react';
import { useRoute } from '../../router/index.js';

function MailingList() {
  const store = useStore();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email)) {
      setError(email.trim() === '' ? MESSAGES.fieldRequired : MESSAGES.invalidEmailAddress);
      return;
    }
    setError(undefined);
    setState('sending');
    try {
      await store.api.streaming.subscribe(email.trim());
      setState('done');
    } catch {
      setState('failed');
    }
  };
  if (state === 'done') return <p role="status">Thanks! We'll e-mail {email} with Cloud Play news.</p>;
  return (
    <form noValidate onSubmit={submit} className="store-inline-form">
      <fieldset disabled={state === 'sending'}>
        <legend className="d2d-field__label">Get Cloud Play news by e-mail</legend>
        <TextField label="E-mail" type="email" autoComplete="email" value={email} error={error} onChange={(e) => setEmail(e.target.value)} />
        {state === 'failed' && <p className="d2d-field__error" role="alert">{MESSAGES.serviceUnavailable}</p>}
        <button type="submit" className="d2d-button d2d-button--primary">Subscribe</button>
      </fieldset>
    </form>
  );
}

/** /streaming, /cloud-play, /instant-play and /streaming/subscribe: Cloud Play and Instant Play (spec §2). */
export function StreamingPage() {
  const store = useStore();
  const route = useRoute();
  const dialogs = useDialogs();
  const signedIn = useIsLoggedIn();
  const info = useSignalValue(store.streaming.info);
  const updating = useSignalValue(store.streaming.updating);
  useEffect(() => {
    if (signedIn) void store.streaming.load().catch(() => undefined);
    return () => store.streaming.stop();
  }, [store, signedIn]);
  const ticket = info?.tickets[0];
  return (
    <section>
      <h1 className="d2d-page-title">{route.name === 'instantPlay' ? 'Instant Play' : 'Cloud Play'}</h1>
      <div className="d2d-prose">
        <p>
          Play your games in the cloud on a machine with {CLOUD_PLAY_MACHINE.storageGb} GB of storage, {CLOUD_PLAY_MACHINE.ramGb} GB of memory and a{' '}
          {CLOUD_PLAY_MACHINE.bandwidthMbps.toLocaleString('en-US')} Mbps connection, streamed at {CLOUD_PLAY_MACHINE.resolution} and {CLOUD_PLAY_MACHINE.framesPerSecond} FPS.
          Every purchase of {formatPrice(1000, store.site)} or more earns one free hour of Cloud Play per {formatPrice(1000, store.site)} spent.
        </p>
        <p>With Instant Play you can try a spotlighted game for {INSTANT_PLAY_TRIAL_MINUTES} minutes, once per game, before you buy it.</p>
      </div>
      <section className="d2d-section" aria-labelledby="streaming-time">
        <h2 id="streaming-time" className="d2d-section__title">Your Cloud Play time</h2>
        {!signedIn ? (
          <button type="button" className="d2d-button d2d-button--primary" onClick={() => dialogs.openLogin('login')}>Login to see your time</button>
        ) : updating ? (
          <p role="status">{MESSAGES.updatingInformation}</p>
        ) : ticket ? (
          <p>
            {ticket.time_left.hours} hours {ticket.time_left.minutes} minutes left{ticket.bonus ? ' (bonus hours)' : ''}
            {ticket.ticket_expire_at.expired ? ' — expired' : `, expires ${ticket.ticket_expire_at.human}`}.
          </p>
        ) : (
          <p>{MESSAGES.noStreamingTicket}</p>
        )}
      </section>
      <MailingList />
    </section>
  );
}
