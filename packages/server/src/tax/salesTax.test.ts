import { describe, expect, it } from 'vitest';
import { NO_TAX, STATE_RATES_PPM, salesTaxFor, taxOn } from './salesTax.js';
import { stateForZip } from './zipStates.js';

describe('stateForZip', () => {
  it('should find the state of ZIP codes across the prefix table', () => {
    expect(stateForZip('10001')).toBe('NY');
    expect(stateForZip('94103')).toBe('CA');
    expect(stateForZip('73301')).toBe('TX');
    expect(stateForZip('73101')).toBe('OK');
    expect(stateForZip('02108')).toBe('MA');
    expect(stateForZip('05501')).toBe('MA');
    expect(stateForZip('20500')).toBe('DC');
    expect(stateForZip('99501')).toBe('AK');
    expect(stateForZip('00501')).toBe('NY');
  });

  it('should accept ZIP+4 with or without the dash and surrounding spaces', () => {
    expect(stateForZip(' 60601-1234 ')).toBe('IL');
    expect(stateForZip('606011234')).toBe('IL');
  });

  it('should answer null for malformed ZIPs and prefixes outside the states', () => {
    for (const zip of ['', '1234', '123456', 'ABCDE', '94103-12', '00901', '09001', '96201', '34001']) {
      expect(stateForZip(zip)).toBeNull();
    }
  });
});

describe('taxOn', () => {
  it('should round half up in whole minor units', () => {
    expect(taxOn(1999, 72_500)).toBe(145);
    expect(taxOn(200, 62_500)).toBe(13); // 12.5 rounds up
    expect(taxOn(1000, 68_750)).toBe(69); // 68.75
  });

  it('should be 0 for nothing to tax or no rate', () => {
    expect(taxOn(0, 72_500)).toBe(0);
    expect(taxOn(1999, 0)).toBe(0);
  });
});

describe('salesTaxFor', () => {
  it('should tax a US order at the billing state rate', () => {
    expect(salesTaxFor({ siteId: 1, countryCode: 'US', zipcode: '94103' }, 1999)).toEqual({ region: 'CA', ratePpm: 72_500, amount: 145 });
    expect(salesTaxFor({ siteId: 1, countryCode: 'us', zipcode: '55401' }, 10_000)).toEqual({ region: 'MN', ratePpm: 68_750, amount: 688 });
  });

  it('should charge nothing in states without a sales tax', () => {
    expect(salesTaxFor({ siteId: 1, countryCode: 'US', zipcode: '97201' }, 5000)).toEqual({ region: 'OR', ratePpm: 0, amount: 0 });
  });

  it('should have no tax line on the UK and EU sites, for non-US addresses or without a US ZIP', () => {
    expect(salesTaxFor({ siteId: 2, countryCode: 'US', zipcode: '94103' }, 1999)).toEqual(NO_TAX);
    expect(salesTaxFor({ siteId: 3, countryCode: 'DE', zipcode: '10115' }, 1999)).toEqual(NO_TAX);
    expect(salesTaxFor({ siteId: 1, countryCode: 'CA', zipcode: '94103' }, 1999)).toEqual(NO_TAX);
    expect(salesTaxFor({ siteId: 1, countryCode: 'US', zipcode: null }, 1999)).toEqual(NO_TAX);
    expect(salesTaxFor({ siteId: 1, countryCode: 'US', zipcode: '00901' }, 1999)).toEqual(NO_TAX);
  });

  it('should know a rate for every state and DC', () => {
    expect(Object.keys(STATE_RATES_PPM)).toHaveLength(51);
  });
});
