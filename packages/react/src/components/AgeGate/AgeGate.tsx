import { useId, useState, type FormEvent } from 'react';
import { AGE_LIMIT, MESSAGES, checkAgeGate, toCalendarDate, type AgeGateResult } from '@d2d/contract';
import { cx } from '../../utils/cx.js';

/** Where the gate stands (spec §4): `init` and `invalid` show the birthday prompt, `valid` lets the video play. */
export type AgeGateState = 'init' | 'valid' | 'invalid';

/** The gate's texts besides the spec's heading. */
export const AGE_GATE_TEXT = {
  prompt: 'Please enter your date of birth to continue.',
  legend: 'Date of birth',
  month: 'Month',
  day: 'Day',
  year: 'Year',
  submit: 'Enter',
  required: 'Please enter your full date of birth.',
  invalidDate: 'Please enter a valid date.',
  underage: `Sorry, you must be ${AGE_LIMIT} or older to view this content.`,
} as const;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** The year list reaches back far enough for any viewer. */
const YEARS_SHOWN = 100;

/** Props of {@link AgeGate}. */
export interface AgeGateProps {
  /** Called once the birthday shows the viewer is 18 or older. */
  onPass: () => void;
  /** Called on every answer, valid or not (for a host that records the state). */
  onResult?: (result: AgeGateResult) => void;
  /** Today's date; the page's clock by default (tests and stories pass a fixed day). */
  today?: () => Date;
  className?: string;
}

function reasonText(result: AgeGateResult): string | null {
  if (result.status === 'valid') return null;
  return AGE_GATE_TEXT[result.reason];
}

/**
 * The age gate of mature videos (spec §2, §4, §5): 'THIS CONTENT IS FOR MATURE AUDIENCES ONLY'
 * and a birthday prompt (month, day and year, all required). In the `init` and `invalid` states it
 * shows the prompt, an invalid answer with the reason; a viewer 18 or older by birthday passes.
 * The rule itself is the contract's `checkAgeGate`.
 * @example
 * {passed ? <video src={src} controls /> : <AgeGate onPass={() => setPassed(true)} />}
 */
export function AgeGate({ onPass, onResult, today = () => new Date(), className }: AgeGateProps) {
  const [month, setMonth] = useState('');
  const [day, setDay] = useState('');
  const [year, setYear] = useState('');
  const [state, setState] = useState<AgeGateState>('init');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const errorId = useId();
  const fieldId = useId();
  const thisYear = today().getFullYear();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkAgeGate({ month, day, year }, toCalendarDate(today()));
    onResult?.(result);
    if (result.status === 'valid') {
      setState('valid');
      setError(null);
      onPass();
      return;
    }
    setState('invalid');
    setError(reasonText(result));
  };

  const describedBy = error ? errorId : undefined;
  return (
    <form noValidate className={cx('d2d-age-gate', className)} aria-labelledby={headingId} data-state={state} onSubmit={submit}>
      <p id={headingId} className="d2d-age-gate__heading">
        {MESSAGES.matureAudiencesOnly}
      </p>
      <p className="d2d-age-gate__prompt">{AGE_GATE_TEXT.prompt}</p>
      <fieldset className="d2d-age-gate__fields">
        <legend className="d2d-visually-hidden">{AGE_GATE_TEXT.legend}</legend>
        <div className="d2d-age-gate__field">
          <label htmlFor={`${fieldId}-month`}>{AGE_GATE_TEXT.month}</label>
          <select id={`${fieldId}-month`} className="d2d-select" value={month} required aria-invalid={state === 'invalid' || undefined} aria-describedby={describedBy} onChange={(e) => setMonth(e.target.value)}>
            <option value="">{AGE_GATE_TEXT.month}</option>
            {MONTHS.map((name, i) => (
              <option key={name} value={String(i + 1)}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="d2d-age-gate__field">
          <label htmlFor={`${fieldId}-day`}>{AGE_GATE_TEXT.day}</label>
          <select id={`${fieldId}-day`} className="d2d-select" value={day} required aria-invalid={state === 'invalid' || undefined} aria-describedby={describedBy} onChange={(e) => setDay(e.target.value)}>
            <option value="">{AGE_GATE_TEXT.day}</option>
            {Array.from({ length: 31 }, (_, i) => (
              <option key={i} value={String(i + 1)}>
                {i + 1}
              </option>
            ))}
          </select>
        </div>
        <div className="d2d-age-gate__field">
          <label htmlFor={`${fieldId}-year`}>{AGE_GATE_TEXT.year}</label>
          <select id={`${fieldId}-year`} className="d2d-select" value={year} required aria-invalid={state === 'invalid' || undefined} aria-describedby={describedBy} onChange={(e) => setYear(e.target.value)}>
            <option value="">{AGE_GATE_TEXT.year}</option>
            {Array.from({ length: YEARS_SHOWN + 1 }, (_, i) => (
              <option key={i} value={String(thisYear - i)}>
                {thisYear - i}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      {error && (
        <p id={errorId} className="d2d-field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="d2d-button d2d-button--primary">
        {AGE_GATE_TEXT.submit}
      </button>
    </form>
  );
}
