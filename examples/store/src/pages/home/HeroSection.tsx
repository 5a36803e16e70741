import { useMemo } from 'react';
import { isMatureRating, videoUrls, type HeroItem } from '@d2d/contract';
import { Countdown, HeroRotator, useCountdown, type HeroSlide } from '@d2d/react';
import { productHref } from '../../links.js';

/** The promotional flip clock of a hero with a timer; when it stops the home page reloads (spec §2). */
function HeroTimer({ end, onEnd }: { end: number; onEnd: () => void }) {
  const left = useCountdown(end, onEnd);
  return <Countdown value={left} label="Ends in" variant="flip" />;
}

function linkOf(item: HeroItem): string | null {
  if (item.linkUrl) return item.linkUrl.startsWith('/') ? `#!${item.linkUrl}` : item.linkUrl;
  return item.product ? productHref(item.product) : null;
}

/** The clip of a video hero (types 2 and 3) and its poster; a product video of a mature title is gated. */
function videoOf(item: HeroItem): HeroSlide['video'] {
  // types 2 (product video) and 3 (external video) of spec §3; the contract's HERO_TYPE sits beside
  // the hero schema, whose zod code must stay out of the first load
  if (item.type !== 2 && item.type !== 3) return null;
  const urls = videoUrls(item.video_code);
  return urls && { ...urls, mature: isMatureRating(item.product?.contentRating?.code) };
}

/** The hero rotator of the home page from the display's hero items. */
export function HeroSection({ items, fetchedAt, onTimerEnd }: { items: readonly HeroItem[]; fetchedAt: number; onTimerEnd: () => void }) {
  const slides = useMemo<HeroSlide[]>(
    () =>
      items.map((item, i) => {
        const ttl = item.timer?.timeToLive;
        const end = ttl === undefined ? null : fetchedAt + ttl * 1000;
        return {
          id: i,
          title: item.title,
          href: linkOf(item),
          image: item.designImages?.big ?? item.product?.detailImage ?? item.product?.frontImage ?? null,
          smallImage: item.designImages?.small ?? null,
          backgroundColor: item.product?.background_color ?? null,
          overlay: end === null ? undefined : <HeroTimer end={end} onEnd={onTimerEnd} />,
          video: videoOf(item),
        };
      }),
    [items, fetchedAt, onTimerEnd],
  );
  return <HeroRotator slides={slides} label="Featured games and offers" />;
}
