import { describe, expect, it } from 'vitest';
import { MESSAGES, rentalFailure } from '../errors.js';

describe('rentalFailure', () => {
  it('should warn on 4003 and 4006', () => {
    expect(rentalFailure(4003)).toEqual({ kind: 'warn', message: MESSAGES.rentalAlreadyOwned });
    expect(rentalFailure('4006')).toEqual({ kind: 'warn', message: MESSAGES.rentalAlreadyActive });
  });

  it('should just close the message on 4004', () => {
    expect(rentalFailure(4004)).toEqual({ kind: 'close' });
  });

  it('should hand other codes back to the 422 rule', () => {
    expect(rentalFailure(4010)).toEqual({ kind: 'other' });
    expect(rentalFailure(undefined)).toEqual({ kind: 'other' });
  });
});
