import { describe, expect, it } from 'vitest';
import { ageOn, checkAgeGate, isCalendarDate, isMatureRating, toCalendarDate } from './index.js';

const today = { year: 2024, month: 5, day: 10 };

describe('checkAgeGate', () => {
  it('should let in someone whose 18th birthday is today', () => {
    expect(checkAgeGate({ month: 5, day: 10, year: 2006 }, today)).toEqual({ status: 'valid', age: 18 });
  });

  it('should keep out someone whose 18th birthday is tomorrow', () => {
    expect(checkAgeGate({ month: 5, day: 11, year: 2006 }, today)).toEqual({ status: 'invalid', reason: 'underage' });
  });

  it('should accept select values given as strings', () => {
    expect(checkAgeGate({ month: '05', day: '9', year: '2006' }, today)).toEqual({ status: 'valid', age: 18 });
  });

  it('should require month, day and year', () => {
    expect(checkAgeGate({ month: 5, day: 10 }, today)).toEqual({ status: 'invalid', reason: 'required' });
    expect(checkAgeGate({ month: '', day: 10, year: 1990 }, today)).toEqual({ status: 'invalid', reason: 'required' });
    expect(checkAgeGate({}, today)).toEqual({ status: 'invalid', reason: 'required' });
  });

  it('should refuse days that do not exist', () => {
    expect(checkAgeGate({ month: 2, day: 30, year: 1990 }, today)).toEqual({ status: 'invalid', reason: 'invalidDate' });
    expect(checkAgeGate({ month: 13, day: 1, year: 1990 }, today)).toEqual({ status: 'invalid', reason: 'invalidDate' });
    expect(checkAgeGate({ month: 'May', day: 1, year: 1990 }, today)).toEqual({ status: 'invalid', reason: 'invalidDate' });
    expect(checkAgeGate({ month: 2, day: 29, year: 2005 }, today)).toEqual({ status: 'invalid', reason: 'invalidDate' });
  });

  it('should keep out a birthday in the future', () => {
    expect(checkAgeGate({ month: 1, day: 1, year: 2030 }, today)).toEqual({ status: 'invalid', reason: 'underage' });
  });

  it('should take another limit when given one', () => {
    expect(checkAgeGate({ month: 5, day: 10, year: 2011 }, today, 13)).toEqual({ status: 'valid', age: 13 });
  });
});

describe('ageOn with a 29 February birthday', () => {
  const leapling = { year: 2004, month: 2, day: 29 };

  it('should count the birthday on 1 March in a year without 29 February', () => {
    expect(ageOn(leapling, { year: 2022, month: 2, day: 28 })).toBe(17);
    expect(ageOn(leapling, { year: 2022, month: 3, day: 1 })).toBe(18);
  });

  it('should count it on 29 February in a leap year', () => {
    expect(ageOn(leapling, { year: 2024, month: 2, day: 28 })).toBe(19);
    expect(ageOn(leapling, { year: 2024, month: 2, day: 29 })).toBe(20);
  });

  it('should pass the gate only from 1 March of the 18th year', () => {
    expect(checkAgeGate({ month: 2, day: 29, year: 2004 }, { year: 2022, month: 2, day: 28 }).status).toBe('invalid');
    expect(checkAgeGate({ month: 2, day: 29, year: 2004 }, { year: 2022, month: 3, day: 1 }).status).toBe('valid');
  });
});

describe('isCalendarDate and toCalendarDate', () => {
  it('should know leap years', () => {
    expect(isCalendarDate({ year: 2000, month: 2, day: 29 })).toBe(true);
    expect(isCalendarDate({ year: 1900, month: 2, day: 29 })).toBe(false);
    expect(isCalendarDate({ year: 2023, month: 4, day: 31 })).toBe(false);
    expect(isCalendarDate({ year: 2023, month: 12, day: 31 })).toBe(true);
  });

  it('should read a Date in local time', () => {
    expect(toCalendarDate(new Date(2024, 0, 31, 23, 59))).toEqual({ year: 2024, month: 1, day: 31 });
  });
});

describe('isMatureRating', () => {
  it('should gate ESRB Mature and Adults Only and PEGI 18, and nothing else', () => {
    expect([600, 700, 2500].every(isMatureRating)).toBe(true);
    expect([50, 300, 500, 550, 2400, 2700].some(isMatureRating)).toBe(false);
    expect(isMatureRating(null)).toBe(false);
    expect(isMatureRating(undefined)).toBe(false);
  });
});
