import { CLOUD_PLAY_MACHINE, CLOUD_PLAY_MIN_SPEND_MINOR, CLOUD_PLAY_MINOR_PER_HOUR, INSTANT_PLAY_TRIAL_MINUTES, type SiteId } from '@d2d/contract';
import { formatPrice } from '@d2d/core';

/** Props of {@link StreamingGuide}. */
export interface StreamingGuideProps {
  /** The site, for the currency of the $10 rule. */
  siteId: SiteId;
  /** The heading (default 'How to stream your games'). */
  title?: string;
}

/**
 * The streaming how-to guide (spec §2): how Cloud Play hours are earned, the four launch choices,
 * the streaming client, server switching and Instant Play, with the machine of spec §9.
 * @example
 * <StreamingGuide siteId={store.site} />
 */
export function StreamingGuide({ siteId, title = 'How to stream your games' }: StreamingGuideProps) {
  const perHour = formatPrice(CLOUD_PLAY_MINOR_PER_HOUR, siteId);
  const minimum = formatPrice(CLOUD_PLAY_MIN_SPEND_MINOR, siteId);
  const m = CLOUD_PLAY_MACHINE;
  return (
    <section className="d2d-streaming-guide" aria-label={title}>
      <h2 className="d2d-streaming-guide__title">{title}</h2>
      <ol className="d2d-streaming-guide__steps">
        <li>
          <strong>Earn Cloud Play hours.</strong> Every purchase of {minimum} or more in one transaction earns one free hour of Cloud Play per {perHour} spent.
          Your hours and when they expire are shown on this page and in My Account.
        </li>
        <li>
          <strong>Choose where to start.</strong> Launch the Windows desktop, or go straight to your Steam, Origin or Blizzard library. Launching is locked until the
          streaming client reports that it started, or that it could not.
        </li>
        <li>
          <strong>Play in the streaming client.</strong> It opens in a new window on a machine with {m.storageGb} GB of storage, {m.ramGb} GB of memory and a{' '}
          {m.bandwidthMbps.toLocaleString('en-US')} Mbps connection, streamed at {m.resolution} and {m.framesPerSecond} FPS. Your hours count down while it runs.
        </li>
        <li>
          <strong>Switch servers when it lags.</strong> Move your Cloud Play machine to a server closer to you; the switch takes about twenty seconds.
        </li>
        <li>
          <strong>Try before you buy.</strong> Games in the Instant Play Spotlight can be played for {INSTANT_PLAY_TRIAL_MINUTES} minutes, once per game, without spending
          your hours.
        </li>
      </ol>
    </section>
  );
}
