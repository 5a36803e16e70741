import { useState, type KeyboardEvent } from 'react';
import { MESSAGES, type Media } from '@d2d/contract';
import { cx } from '../../utils/cx.js';
import { Dialog } from '../Dialog/Dialog.js';

/** Props of {@link MediaBrowser}. */
export interface MediaBrowserProps {
  /** Screenshots (type 1) or videos (type 0) of the product. */
  items: readonly Media[] | undefined;
  kind: 'screenshots' | 'videos';
  loading?: boolean;
  /** Names the media, e.g. the product's title. */
  title: string;
  className?: string;
}

const VIDEO_FILE = /\.(mp4|webm|ogg|m4v)(\?|$)/i;

function sourceOf(media: Media, prefer: 'thumbnail' | 'full'): string | undefined {
  const sources = media.item.sources;
  const byDefinition = (d: string) => sources.find((s) => s.definition?.toLowerCase() === d)?.url;
  if (prefer === 'thumbnail') return byDefinition('thumbnail') ?? byDefinition('sd') ?? sources[0]?.url;
  return byDefinition('hd') ?? byDefinition('full') ?? byDefinition('sd') ?? sources.at(-1)?.url;
}

/**
 * The screenshots and videos tabs (spec §2): a grid of thumbnails opening a media viewer dialog
 * with previous and next (buttons or arrow keys); 'No Screenshots Available' or
 * 'No Videos Available' when there are none.
 * @example
 * <MediaBrowser kind="screenshots" title={product.title} items={screenshots} />
 */
export function MediaBrowser({ items, kind, loading = false, title, className }: MediaBrowserProps) {
  const [open, setOpen] = useState<number | null>(null);
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
            {full && (kind === 'videos' ? VIDEO_FILE.test(full) ? <video src={full} controls width={1280} height={720} /> : <a href={full} target="_blank" rel="noopener noreferrer">Watch the video</a> : <img src={full} alt={current.item.title ?? `${noun} ${(open ?? 0) + 1}`} width={1280} height={720} />)}
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
