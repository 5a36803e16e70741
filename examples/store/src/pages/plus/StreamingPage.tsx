import { CLOUD_PLAY_MACHINE, INSTANT_PLAY_TRIAL_MINUTES } from '@d2d/contract';
import { formatPrice } from '@d2d/core';
import { StreamingGuide, useStore } from '@d2d/react';
import { href, useRoute } from '../../router/index.js';
import { MailingListSection } from './streaming/MailingListSection.js';
import { BonusSection, CloudPlaySection, NotInstalledDialog, SpotlightSection, useStreamingInfo } from './streaming/sections.js';
import { useLauncher } from './streaming/useLauncher.js';

function CloudPlayIntro() {
  const store = useStore();
  const m = CLOUD_PLAY_MACHINE;
  return (
    <p>
      Play your games in the cloud on a machine with {m.storageGb} GB of storage, {m.ramGb} GB of memory and a {m.bandwidthMbps.toLocaleString('en-US')} Mbps connection,
      streamed at {m.resolution} and {m.framesPerSecond} FPS. Every purchase of {formatPrice(1000, store.site)} or more earns one free hour of Cloud Play per{' '}
      {formatPrice(1000, store.site)} spent.
    </p>
  );
}

function InstantPlayIntro() {
  return <p>With Instant Play you can try a spotlighted game for {INSTANT_PLAY_TRIAL_MINUTES} minutes, once per game, before you buy it. No Cloud Play hours needed.</p>;
}

function SubPageLinks() {
  return (
    <nav className="store-streaming__links" aria-label="Streaming pages">
      <a href={href('cloudPlay')}>Cloud Play</a>
      <a href={href('instantPlay')}>Instant Play</a>
      <a href={href('streamingSubscribe')}>Cloud Play news</a>
      <a href={href('myAccountTab', { tabName: 'streaming' })}>My streaming</a>
    </nav>
  );
}

/**
 * /streaming, /cloud-play, /instant-play and /streaming/subscribe (spec §2): the streaming index
 * (Instant Play spotlight, Cloud Play time, the launch panel, the bonus-hours banner, the how-to
 * guide), the Cloud Play and Instant Play pages and the streaming mailing list.
 */
export function StreamingPage() {
  const store = useStore();
  const route = useRoute();
  const launcher = useLauncher();
  useStreamingInfo();
  if (route.name === 'streamingSubscribe') {
    return (
      <section className="store-streaming">
        <h1 className="d2d-page-title">Streaming news</h1>
        <MailingListSection />
        <SubPageLinks />
      </section>
    );
  }
  if (route.name === 'instantPlay') {
    return (
      <section className="store-streaming">
        <h1 className="d2d-page-title">Instant Play</h1>
        <div className="d2d-prose">
          <InstantPlayIntro />
        </div>
        <SpotlightSection launcher={launcher} />
        <SubPageLinks />
        <NotInstalledDialog launcher={launcher} />
      </section>
    );
  }
  if (route.name === 'cloudPlay') {
    return (
      <section className="store-streaming">
        <h1 className="d2d-page-title">Cloud Play</h1>
        <div className="d2d-prose">
          <CloudPlayIntro />
        </div>
        <BonusSection />
        <CloudPlaySection launcher={launcher} />
        <StreamingGuide siteId={store.site} />
        <SubPageLinks />
        <NotInstalledDialog launcher={launcher} />
      </section>
    );
  }
  return (
    <section className="store-streaming">
      <h1 className="d2d-page-title">Streaming</h1>
      <div className="d2d-prose">
        <CloudPlayIntro />
        <InstantPlayIntro />
      </div>
      <BonusSection />
      <SpotlightSection launcher={launcher} />
      <CloudPlaySection launcher={launcher} />
      <StreamingGuide siteId={store.site} />
      <MailingListSection />
      <SubPageLinks />
      <NotInstalledDialog launcher={launcher} />
    </section>
  );
}
