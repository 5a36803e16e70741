import type { HeroSlideVideo } from './HeroRotator.js';
import { Dialog } from '../Dialog/Dialog.js';
import { VideoPlayer } from '../VideoPlayer/VideoPlayer.js';

/** Props of {@link HeroVideoDialog}. */
export interface HeroVideoDialogProps {
  title: string;
  video: HeroSlideVideo;
  onClose: () => void;
  /** Today's date for the age gate. */
  today?: () => Date;
}

/** A hero's video in a dialog: the age gate first for mature content, then the player (loaded when a video is first played). */
export function HeroVideoDialog({ title, video, onClose, today }: HeroVideoDialogProps) {
  return (
    <Dialog open title={title} onClose={onClose} size="large" className="d2d-hero-video">
      <VideoPlayer src={video.src} poster={video.poster} title={title} mature={video.mature} autoPlay today={today} />
    </Dialog>
  );
}
