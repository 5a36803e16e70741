import { useState } from 'react';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion.js';
import { cx } from '../../utils/cx.js';

/** Time left, split for display (core's `Countdown`). */
export interface CountdownValue {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

/** Props of {@link Countdown}. */
export interface CountdownProps {
  value: CountdownValue;
  /** Text before the time, e.g. 'Sale ends in'. */
  label?: string;
  /** `flip` renders the promotional flip clock of spec §2. */
  variant?: 'inline' | 'flip';
  className?: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A countdown to an offer's end (spec §2). It is a `timer`, which screen readers do not announce
 * on every tick; the full time is in its accessible name. It holds still while the pointer is on
 * it (WCAG 2.2.2), and for shoppers who ask for reduced motion it shows no ticking seconds.
 * @example
 * <Countdown label="Sale ends in" value={useCountdown(offer.purchasePrice.endTime)} />
 */
export function Countdown({ value: live, label, variant = 'inline', className }: CountdownProps) {
  const still = usePrefersReducedMotion();
  // the time shown when the pointer came onto the clock: reading it should not race the ticks
  const [held, setHeld] = useState<CountdownValue | null>(null);
  if (live.ended) return null;
  const value = held ?? live;
  const spoken = `${value.days} days ${value.hours} hours ${value.minutes} minutes${still ? '' : ` ${value.seconds} seconds`}`;
  const units: [string, string][] = [
    [String(value.days), 'd'],
    [two(value.hours), 'h'],
    [two(value.minutes), 'm'],
    ...(still ? [] : [[two(value.seconds), 's'] as [string, string]]),
  ];
  return (
    <div
      className={cx('d2d-countdown', `d2d-countdown--${variant}`, className)}
      role="timer"
      aria-label={label ? `${label} ${spoken}` : spoken}
      onMouseEnter={() => setHeld(live)}
      onMouseLeave={() => setHeld(null)}
    >
      {label && (
        <span className="d2d-countdown__label" aria-hidden="true">
          {label}
        </span>
      )}
      <span className="d2d-countdown__time" aria-hidden="true">
        {units.map(([n, unit]) => (
          <span key={unit} className="d2d-countdown__unit">
            <span className="d2d-countdown__value">{n}</span>
            <span className="d2d-countdown__suffix">{unit}</span>
          </span>
        ))}
      </span>
    </div>
  );
}
