import { useState } from 'react';
import { STREAMING_LIST_LANDING } from '@d2d/contract';
import { StreamingMailingList, StreamingUnsubscribeDialog, useAccount, useStore } from '@d2d/react';

/** What a confirmation link from the mail says on landing (`/?streaming_list=…#!/streaming/subscribe`). */
function landingText(): string | null {
  const value = new URLSearchParams(window.location.search).get(STREAMING_LIST_LANDING.key);
  if (value === STREAMING_LIST_LANDING.confirmed) return 'Your subscription to Cloud Play news is confirmed. Thank you!';
  if (value === STREAMING_LIST_LANDING.invalid) return 'This confirmation link is used or has expired. Subscribe again to get a new one.';
  return null;
}

/** The streaming mailing list: subscribe, the confirmation landing, and the unsubscribe dialog. */
export function MailingListSection() {
  const store = useStore();
  const account = useAccount();
  const [unsubscribe, setUnsubscribe] = useState<{ email: string } | null>(null);
  const [landing] = useState(landingText);
  const email = account?.emailAddress ?? '';
  return (
    <section className="d2d-section" aria-labelledby="streaming-news">
      <h2 id="streaming-news" className="d2d-section__title">Cloud Play news</h2>
      {landing && <p role="status">{landing}</p>}
      <p>Hear first about new Instant Play Spotlights, bonus-hour offers and streaming servers. We send a confirmation link first; nothing else until you follow it.</p>
      <StreamingMailingList
        key={email}
        defaultEmail={email}
        onSubscribe={(address) => store.api.streaming.subscribe(address, { navigate: false })}
        onUnsubscribe={(address) => setUnsubscribe({ email: address || email })}
      />
      <StreamingUnsubscribeDialog
        open={unsubscribe !== null}
        defaultEmail={unsubscribe?.email ?? ''}
        onUnsubscribe={(address) => store.api.streaming.unsubscribe(address, { navigate: false })}
        onClose={() => setUnsubscribe(null)}
      />
    </section>
  );
}
