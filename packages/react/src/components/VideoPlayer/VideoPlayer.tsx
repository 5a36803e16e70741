import { useState } from 'react';
import { cx } from '../../utils/cx.js';
import { AgeGate } from '../AgeGate/AgeGate.js';

/** Props of {@link VideoPlayer}. */
export interface VideoPlayerProps {
  /** The video file. */
  src: string;
  /** A still frame shown before it plays. */
  poster?: string | null;
  /** Names the video for assistive technology. */
  title: string;
  /** Mature content (see the contract's `isMatureRating`): the age gate comes first. */
  mature?: boolean;
  /** Called when the viewer passes the age gate (a host showing several videos asks once). */
  onGatePassed?: () => void;
  /** Start playing as soon as it shows (after the gate, for mature content). */
  autoPlay?: boolean;
  /** Today's date for the age gate; the page's clock by default. */
  today?: () => Date;
  className?: string;
}

/**
 * The video player of heroes and the media viewer (spec §2 "Hero video player with an age gate"):
 * a mature video shows the age gate first and plays once the viewer passes it; any other plays
 * at once. Autoplay is muted, as browsers only allow muted autoplay.
 * @example
 * <VideoPlayer src="/media/video/d2d-showcase.webm" poster="/media/video/d2d-showcase.jpg" title="Showcase" autoPlay />
 */
export function VideoPlayer({ src, poster, title, mature = false, onGatePassed, autoPlay = false, today, className }: VideoPlayerProps) {
  const [passed, setPassed] = useState(!mature);
  if (!passed) {
    return (
      <div className={cx('d2d-video-player', 'd2d-video-player--gated', className)}>
        <AgeGate
          onPass={() => {
            setPassed(true);
            onGatePassed?.();
          }}
          today={today}
        />
      </div>
    );
  }
  return (
    <div className={cx('d2d-video-player', className)}>
      <video
        className="d2d-video-player__video"
        src={src}
        poster={poster ?? undefined}
        aria-label={title}
        controls
        playsInline
        autoPlay={autoPlay}
        muted={autoPlay}
        preload="metadata"
        width={1280}
        height={720}
      />
    </div>
  );
}
