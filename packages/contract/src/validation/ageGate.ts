/**
 * The age gate of mature videos (spec §4, §5): month, day and year required; the viewer must be
 * 18 or older by birthday. "Today" is always passed in so the rule stays pure and testable.
 * @module
 */
import { AGE_LIMIT } from '../constants.js';

/** A calendar date; `month` runs from 1 (January) to 12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The age gate's inputs, as select or text values (possibly strings, possibly empty). */
export interface BirthdayInput {
  readonly month?: number | string | null;
  readonly day?: number | string | null;
  readonly year?: number | string | null;
}

/**
 * The gate's verdict: `valid` with the viewer's age, or `invalid` with why — `required` (a part
 * is missing), `invalidDate` (no such day, e.g. 31 April), `underage` (younger than the limit,
 * including a birthday in the future).
 */
export type AgeGateResult =
  | { readonly status: 'valid'; readonly age: number }
  | { readonly status: 'invalid'; readonly reason: 'required' | 'invalidDate' | 'underage' };

/**
 * The calendar date of a `Date` in the runtime's local time zone (the shopper's, in a browser).
 * @param date - A moment, typically `new Date()` taken by the caller.
 * @returns Its local year, month (1-12) and day.
 * @example
 * checkAgeGate(input, toCalendarDate(new Date()));
 */
export function toCalendarDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/**
 * Whether a year/month/day names a real day of the proleptic Gregorian calendar.
 * @param date - The date to check.
 * @returns `true` for e.g. 29 Feb 2024, `false` for 29 Feb 2023 or month 13.
 * @example
 * isCalendarDate({ year: 2023, month: 2, day: 29 }); // false
 */
export function isCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger)) return false;
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

/**
 * Age in whole years on `today`. Someone born on 29 February has their birthday on 1 March in
 * years without one (the later reading, so nobody passes a limit a day early).
 * @param birth - The birthday.
 * @param today - The date to measure on.
 * @returns Completed years (negative for a birthday in the future).
 * @example
 * ageOn({ year: 2006, month: 5, day: 10 }, { year: 2024, month: 5, day: 10 }); // 18
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const years = today.year - birth.year;
  let birthdayMonth = birth.month;
  let birthdayDay = birth.day;
  if (birth.month === 2 && birth.day === 29 && !isLeapYear(today.year)) {
    birthdayMonth = 3;
    birthdayDay = 1;
  }
  const beforeBirthday = today.month < birthdayMonth || (today.month === birthdayMonth && today.day < birthdayDay);
  return beforeBirthday ? years - 1 : years;
}

/**
 * Checks the age gate: month, day and year required, a real date, and the viewer at least
 * `minimumAge` (18) on `today` — an 18th birthday today passes, one tomorrow does not.
 * @param input - The month, day and year entered.
 * @param today - Today's date, supplied by the caller (see {@link toCalendarDate}).
 * @param minimumAge - The limit, 18 by default.
 * @returns The verdict.
 * @example
 * checkAgeGate({ month: '5', day: '10', year: '2006' }, { year: 2024, month: 5, day: 10 });
 * // { status: 'valid', age: 18 }
 */
export function checkAgeGate(input: BirthdayInput, today: CalendarDate, minimumAge: number = AGE_LIMIT): AgeGateResult {
  const month = toWholeNumber(input.month);
  const day = toWholeNumber(input.day);
  const year = toWholeNumber(input.year);
  if (month === undefined || day === undefined || year === undefined) return { status: 'invalid', reason: 'required' };
  const birth = { year, month, day };
  if (!isCalendarDate(birth)) return { status: 'invalid', reason: 'invalidDate' };
  const age = ageOn(birth, today);
  return age >= minimumAge ? { status: 'valid', age } : { status: 'invalid', reason: 'underage' };
}

function toWholeNumber(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

// the home page's hero asks only whether a rating is mature: that lives apart, so the gate's
// rules load with the gate
export { MATURE_RATING_CODES, isMatureRating } from './matureRating.js';
