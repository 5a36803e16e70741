import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { HERO_ROTATE_INTERVAL_MS } from '@d2d/contract';
import { cx } from '../../utils/cx.js';

// the player and its age gate load when a shopper first plays a hero video, never on first paint
const HeroVideoDialog = lazy(() => import('./HeroVideoDialog.js').then((module) => ({ default: module.HeroVideoDialog })));

/** The video a hero slide plays (spec §3 hero types 2 and 3). */
export interface HeroSlideVideo {
  src: string;
  /** A still frame of the video. */
  poster?: string | null;
  /** Mature content asks for a birthday first (spec §4 age gate). */
  mature?: boolean;
}

/** One hero slide, ready to render. */
export interface HeroSlide {
  id: string | number;
  title: string;
  /** Where the slide links. */
  href?: string | null;
  /** Desktop image (spec §3 big design image). */
  image?: string | null;
  /** Mobile image (small design image); defaults to `image`. */
  smallImage?: string | null;
  /** Background behind the image while it loads. */
  backgroundColor?: string | null;
  /** Extra content over the slide (a countdown flip clock, a price). */
  overlay?: ReactNode;
  /** A video the slide plays in a dialog, behind the age gate when mature. */
  video?: HeroSlideVideo | null;
}

/** Props of {@link HeroRotator}. */
export interface HeroRotatorProps {
  slides: readonly HeroSlide[];
  /** Time per slide; defaults to the spec's 5 s. */
  intervalMs?: number;
  /** Names the carousel. */
  label?: string;
  /** Today's date for the age gate of mature videos; the page's clock by default. */
  today?: () => Date;
  className?: string;
}

/**
 * The home page hero rotator (spec §2): a slide every 5 s, with a pause button (WCAG 2.2.2),
 * previous and next buttons and one button per slide. Rotation also pauses while the pointer or
 * keyboard focus is on it, and never starts for shoppers who ask for reduced motion. A slide with
 * an image shows the whole image, never cropped (hero art carries its own lettering); its title
 * names the link. A slide with a video has a play button that opens the video player (behind the
 * age gate when the video is mature); rotation stops while it is open.
 * @example
 * <HeroRotator slides={display.heroItems.map(toSlide)} />
 */
export function HeroRotator({ slides, intervalMs = HERO_ROTATE_INTERVAL_MS, label = 'Featured', today, className }: HeroRotatorProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(
    () => typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false),
  );
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [playing, setPlaying] = useState<HeroSlide | null>(null);
  const count = slides.length;
  const current = count === 0 ? 0 : index % count;
  const rotating = !paused && !hovered && !focused && playing === null && count > 1;
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, count, intervalMs]);

  if (count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <section
      ref={rootRef}
      className={cx('d2d-hero', className)}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="d2d-hero__viewport" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const image = (
            <picture>
              {slide.smallImage && <source media="(max-width: 640px)" srcSet={slide.smallImage} />}
              {slide.image && <img src={slide.image} alt="" width={1280} height={480} className="d2d-hero__image" fetchPriority={i === 0 ? 'high' : 'auto'} loading={i === 0 ? 'eager' : 'lazy'} />}
            </picture>
          );
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${slide.title}`}
              className={cx('d2d-hero__slide', i === current && 'd2d-hero__slide--current')}
              hidden={i !== current}
              style={slide.backgroundColor ? { backgroundColor: slide.backgroundColor } : undefined}
            >
              {slide.href ? (
                <a href={slide.href} className="d2d-hero__link">
                  {image}
                  <span className={slide.image ? 'd2d-visually-hidden' : 'd2d-hero__title'}>{slide.title}</span>
                </a>
              ) : (
                <div className="d2d-hero__link">
                  {image}
                  <span className={slide.image ? 'd2d-visually-hidden' : 'd2d-hero__title'}>{slide.title}</span>
                </div>
              )}
              {slide.video && (
                <button type="button" className="d2d-hero__play" aria-label={`Play video: ${slide.title}`} onClick={() => setPlaying(slide)}>
                  <svg viewBox="0 0 24 24" aria-hidden="true">
                    <path d="M8 5v14l11-7z" />
                  </svg>
                </button>
              )}
              {slide.overlay && <div className="d2d-hero__overlay">{slide.overlay}</div>}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="d2d-hero__controls">
          <button
            type="button"
            className="d2d-icon-button d2d-hero__pause"
            aria-label={paused ? 'Start slide rotation' : 'Stop slide rotation'}
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? (
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M8 5v14l11-7z" />
              </svg>
            ) : (
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 5h4v14H6zm8 0h4v14h-4z" />
              </svg>
            )}
          </button>
          <button type="button" className="d2d-icon-button" aria-label="Previous slide" onClick={() => go(current - 1)}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M15.4 7.4 14 6l-6 6 6 6 1.4-1.4L10.8 12z" />
            </svg>
          </button>
          <div className="d2d-hero__dots">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className={cx('d2d-hero__dot', i === current && 'd2d-hero__dot--current')}
                aria-label={`Slide ${i + 1}: ${slide.title}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <button type="button" className="d2d-icon-button" aria-label="Next slide" onClick={() => go(current + 1)}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z" />
            </svg>
          </button>
        </div>
      )}
      <Suspense fallback={null}>
        {playing?.video && <HeroVideoDialog title={playing.title} video={playing.video} onClose={() => setPlaying(null)} today={today} />}
      </Suspense>
    </section>
  );
}
