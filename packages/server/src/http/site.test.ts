import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { countryOf, regionOf, siteForRegion, siteOf, switchRegionCode } from './site.js';

const request = (cookies: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  ({ cookies, headers }) as unknown as FastifyRequest;

describe('site of a request', () => {
  it('should map region codes 1, 2, 284, 286, 301 and 302 to sites 1, 2, 3, 3, 1 and 2', () => {
    const sites = [1, 2, 284, 286, 301, 302].map((code) => siteOf(request({ region: String(code) })).id);
    expect(sites).toEqual([1, 2, 3, 3, 1, 2]);
  });

  it('should fall back to the US site for a missing, unknown or garbage cookie', () => {
    for (const cookies of [{}, { region: '' }, { region: '3' }, { region: 'uk' }, { region: '302abc' }, { region: '1e3' }, { region: '-2' }] as Record<string, string>[]) {
      expect(siteOf(request(cookies)).id, JSON.stringify(cookies)).toBe(1);
    }
    expect(regionOf(request({ region: ' 284 ' }))).toBe(284);
  });

  it('should carry currency, rating system and date format per site', () => {
    expect(siteForRegion(1)).toMatchObject({ currency: 'USD', symbol: '$', ratingSystem: 'ESRB', dateFormat: 'MM/dd/yyyy' });
    expect(siteForRegion(302)).toMatchObject({ currency: 'GBP', symbol: '£', ratingSystem: 'PEGI', dateFormat: 'dd/MM/yyyy' });
    expect(siteForRegion(286)).toMatchObject({ currency: 'EUR', symbol: '€', ratingSystem: 'PEGI' });
    expect(siteForRegion(undefined).id).toBe(1);
  });

  it('should write 302 for UK, 284 for EU and 301 for anything else', () => {
    expect(['UK', ' uk ', 'EU', 'eu', 'US', '', 'GB'].map(switchRegionCode)).toEqual([302, 302, 284, 284, 301, 301, 301]);
  });

  it("should take the shopper's country from an edge header, else the site's home country", () => {
    const us = siteForRegion(1);
    const eu = siteForRegion(284);
    expect(countryOf(request(), us)).toBe('US');
    expect(countryOf(request(), siteForRegion(2))).toBe('GB');
    expect(countryOf(request(), eu)).toBe('DE');
    expect(countryOf(request({}, { 'cf-ipcountry': 'fr' }), eu)).toBe('FR');
    expect(countryOf(request({}, { 'x-country-code': 'NLD' }), eu)).toBe('DE');
  });
});
