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
 * on every tick; the full time is in its accessible name.
 * @example
 * <Countdown label="Sale ends in" value={useCountdown(offer.purchasePrice.endTime)} />
 */
export function Countdown({ value, label, variant = 'inline', className }: CountdownProps) {
  if (value.ended) return null;
  const spoken = `${value.days} days ${value.hours} hours ${value.minutes} minutes ${value.seconds} seconds`;
  const units: [string, string][] = [
    [String(value.days), 'd'],
    [two(value.hours), 'h'],
    [two(value.minutes), 'm'],
    [two(value.seconds), 's'],
  ];
  return (
    <div className={cx('d2d-countdown', `d2d-countdown--${variant}`, className)} role="timer" aria-label={label ? `${label} ${spoken}` : spoken}>
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
