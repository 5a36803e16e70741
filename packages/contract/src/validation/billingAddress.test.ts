import { describe, expect, it } from 'vitest';
import { validateBillingAddress } from './index.js';

const complete = {
  user_name: 'Ana Lee',
  street_1: '1 Main St',
  city: 'Irvine',
  state: 'CA',
  zipcode: '92618',
  country_code_id: 1,
};

describe('validateBillingAddress', () => {
  it('should accept a complete address without line 2', () => {
    expect(validateBillingAddress(complete)).toEqual({});
    expect(validateBillingAddress({ ...complete, street_2: '' })).toEqual({});
  });

  it('should require name, line 1, city, state, ZIP and country', () => {
    expect(validateBillingAddress({ street_2: 'Apt 4' })).toEqual({
      user_name: 'This field is required.',
      street_1: 'This field is required.',
      city: 'This field is required.',
      state: 'This field is required.',
      zipcode: 'This field is required.',
      country_code_id: 'This field is required.',
    });
  });

  it('should accept a country id from a select and refuse a placeholder', () => {
    expect(validateBillingAddress({ ...complete, country_code_id: '44' })).toEqual({});
    expect(validateBillingAddress({ ...complete, country_code_id: '' })).toEqual({ country_code_id: 'This field is required.' });
    expect(validateBillingAddress({ ...complete, country_code_id: 0 })).toEqual({ country_code_id: 'This field is required.' });
    expect(validateBillingAddress({ ...complete, country_code_id: 'US' })).toEqual({ country_code_id: 'This field is required.' });
  });

  it('should treat white space as missing', () => {
    expect(validateBillingAddress({ ...complete, city: '   ' })).toEqual({ city: 'This field is required.' });
  });
});
