import { useState, type KeyboardEvent } from 'react';
import { MESSAGES, type Media } from '@d2d/contract';
import { cx } from '../../utils/cx.js';
import { Dialog } from '../Dialog/Dialog.js';
import { VideoPlayer } from '../VideoPlayer/VideoPlayer.js';

/** Props of {@link MediaBrowser}. */
export interface MediaBrowserProps {
  /** Screenshots (type 1) or videos (type 0) of the product. */
  items: readonly Media[] | undefined;
  kind: 'screenshots' | 'videos';
  loading?: boolean;
  /** Names the media, e.g. the product's title. */
  title: string;
  /** The product is rated mature (the contract's `isMatureRating`): its videos ask for a birthday first. */
  mature?: boolean;
  /** Today's date for the age gate; the page's clock by default. */
  today?: () => Date;
  className?: string;
}

const VIDEO_FILE = /\.(mp4|webm|ogg|m4v)(\?|$)/i;

function sourceOf(media: Media, prefer: 'thumbnail' | 'full' | 'poster'): string | undefined {
  const sources = media.item.sources;
  const byDefinition = (d: string) => sources.find((s) => s.definition?.toLowerCase() === d)?.url;
  if (prefer === 'poster') return byDefinition('poster') ?? byDefinition('thumbnail');
  if (prefer === 'thumbnail') return byDefinition('thumbnail') ?? byDefinition('sd') ?? sources[0]?.url;
  // a video plays its largest file; a poster or tile among its sources is not one
  const files = sources.filter((s) => VIDEO_FILE.test(s.url));
  const file = (d: string) => files.find((s) => s.definition?.toLowerCase() === d)?.url;
  if (media.type === 0 && files.length > 0) return file('hd') ?? file('full') ?? file('sd') ?? files.at(-1)?.url;
  return byDefinition('hd') ?? byDefinition('full') ?? byDefinition('sd') ?? sources.at(-1)?.url;
}

/**
 * The screenshots and videos tabs (spec §2): a grid of thumbnails opening a media viewer dialog
 * with previous and next (buttons or arrow keys); 'No Screenshots Available' or
 * 'No Videos Available' when there are none. Videos play in the viewer, behind the age gate when
 * the product is mature.
 * @example
 * <MediaBrowser kind="screenshots" title={product.title} items={screenshots} />
 */
export function MediaBrowser({ items, kind, loading = false, title, mature = false, today, className }: MediaBrowserProps) {
  const [open, setOpen] = useState<number | null>(null);
  // the birthday is asked once for all the product's videos
  const [gatePassed, setGatePassed] = useState(false);
  const noun = kind === 'screenshots' ? 'Screenshot' : 'Video';
  if (loading && !items) {
    return (
      <ul className={cx('d2d-media', className)} aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <span className="d2d-skeleton d2d-media__thumb" />
          </li>
        ))}
      </ul>
    );
  }
  if (!items || items.length === 0) return <p className="d2d-empty">{kind === 'screenshots' ? MESSAGES.noScreenshots : MESSAGES.noVideos}</p>;
  const count = items.length;
  const current = open === null ? null : items[open];
  const go = (delta: number) => setOpen((i) => (i === null ? null : (i + delta + count) % count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    if (event.key === 'ArrowLeft') go(-1);
  };
  const full = current ? sourceOf(current, 'full') : undefined;
  return (
    <>
      <ul className={cx('d2d-media', className)}>
        {items.map((media, index) => {
          const thumb = sourceOf(media, 'thumbnail');
          const name = media.item.title ?? `${noun} ${index + 1} of ${count}`;
          return (
            <li key={media.id}>
              <button type="button" className="d2d-media__button" aria-label={`Open ${name}, ${title}`} onClick={() => setOpen(index)}>
                {thumb && kind === 'screenshots' ? (
                  <img className="d2d-media__thumb" src={thumb} alt="" width={320} height={180} loading="lazy" />
                ) : thumb && !VIDEO_FILE.test(thumb) ? (
                  <>
                    <img className="d2d-media__thumb" src={thumb} alt="" width={320} height={180} loading="lazy" />
                    <span className="d2d-media__play" aria-hidden="true">
                      ▶
                    </span>
                  </>
                ) : (
                  <span className="d2d-media__thumb d2d-media__thumb--video" aria-hidden="true">
                    ▶
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {current && (
        <Dialog open title={`${title}: ${noun.toLowerCase()} ${(open ?? 0) + 1} of ${count}`} onClose={() => setOpen(null)} size="large" className="d2d-media-viewer">
          <div className="d2d-media-viewer__stage" onKeyDown={onKeyDown}>
            {full && (kind === 'videos' ? VIDEO_FILE.test(full) ? <VideoPlayer key={current.id} src={full} poster={sourceOf(current, 'poster')} title={current.item.title ?? `${title}: video ${(open ?? 0) + 1}`} mature={mature && !gatePassed} onGatePassed={() => setGatePassed(true)} autoPlay today={today} /> : <a href={full} target="_blank" rel="noopener noreferrer">Watch the video</a> : <img src={full} alt={current.item.title ?? `${noun} ${(open ?? 0) + 1}`} width={1280} height={720} />)}
          </div>
          {count > 1 && (
            <div className="d2d-media-viewer__nav">
              <button type="button" className="d2d-button" onClick={() => go(-1)}>
                Previous
              </button>
              <button type="button" className="d2d-button" onClick={() => go(1)}>
                Next
              </button>
            </div>
          )}
        </Dialog>
      )}
    </>
  );
}
