import { describe, expect, it } from 'vitest';
import {
  BROWSE_PLATFORM_CODES, DRM_TYPES, ESRB_RATINGS, PEGI_RATINGS, PLATFORMS, PRODUCT_TYPES, REGIONS, SITES,
  contentRatingCodeSchema, contentRatingLabel, drmFilterCode, drmFilterCodeSchema, drmLabel, drmTypeSchema,
  esrbCodeSchema, normalizeDrmType, pegiCodeSchema, platformCodeSchema, platformName, productTypeSchema,
  regionCodeSchema, regionForSwitchCode, siteById, siteIdForRegion, siteIdForRegionView, siteIdSchema,
} from '../index.js';

describe('platform codes', () => {
  it('should name every platform code of spec §3', () => {
    expect(PLATFORMS.map((p) => [p.code, p.name])).toEqual([
      [1100, 'PC'], [1200, 'Mac'], [1300, 'PS3'], [1310, 'PS4'], [1320, 'PS-Vita'], [1400, 'Nintendo Switch'], [1500, 'Xbox One'],
    ]);
    expect(platformName(1320)).toBe('PS-Vita');
    expect(platformName(9999)).toBeUndefined();
  });

  it('should accept exactly the table codes in the schema', () => {
    for (const p of PLATFORMS) expect(platformCodeSchema.parse(p.code)).toBe(p.code);
    expect(platformCodeSchema.safeParse(1600).success).toBe(false);
  });

  it('should allow every platform but Mac in the browse list', () => {
    expect(BROWSE_PLATFORM_CODES).toEqual([1100, 1300, 1310, 1320, 1400, 1500]);
  });
});

describe('content ratings', () => {
  it('should label ESRB and PEGI codes', () => {
    expect(contentRatingLabel(400)).toBe('Everyone 10+');
    expect(contentRatingLabel(600)).toBe('Mature');
    expect(contentRatingLabel(50)).toBe('Not Rated');
    expect(contentRatingLabel(550)).toBe('Not Rated');
    expect(contentRatingLabel(2000)).toBe('PEGI 3');
    expect(contentRatingLabel(2500)).toBe('PEGI 18');
    expect(contentRatingLabel(2800)).toBe('Not Rated');
    expect(contentRatingLabel(2300)).toBeUndefined();
  });

  it('should keep the schemas in step with the tables', () => {
    for (const r of ESRB_RATINGS) expect(esrbCodeSchema.safeParse(r.code).success).toBe(true);
    for (const r of PEGI_RATINGS) expect(pegiCodeSchema.safeParse(r.code).success).toBe(true);
    expect(PEGI_RATINGS.map((r) => r.age)).toEqual([3, 7, 12, 16, 18, null, null]);
    expect(contentRatingCodeSchema.safeParse(2400).success).toBe(true);
    expect(contentRatingCodeSchema.safeParse(2300).success).toBe(false);
  });
});

describe('DRM types', () => {
  it('should give every DRM a distinct stable filter code, ADS being 12', () => {
    const codes = DRM_TYPES.map((d) => d.filterCode);
    expect(new Set(codes).size).toBe(DRM_TYPES.length);
    expect(drmFilterCode('ADS')).toBe(12);
    expect(DRM_TYPES.map((d) => d.name)).toEqual(drmTypeSchema.options);
    for (const code of codes) expect(drmFilterCodeSchema.safeParse(code).success).toBe(true);
  });

  it('should read loose wire values: empty is NONE, case and spaces ignored', () => {
    expect(normalizeDrmType('')).toBe('NONE');
    expect(normalizeDrmType(null)).toBe('NONE');
    expect(normalizeDrmType('steam')).toBe('Steam');
    expect(normalizeDrmType('EpicGames')).toBe('Epic Games');
    expect(normalizeDrmType('Denuvo')).toBeUndefined();
  });

  it("should show SecuRom as the store's own DRM", () => {
    expect(drmLabel('SecuRom')).toBe('D2D');
    expect(drmLabel('Uplay')).toBe('Uplay');
    expect(drmLabel('Denuvo')).toBe('Denuvo');
  });
});

describe('product types', () => {
  it('should list the product types the store branches on', () => {
    expect(PRODUCT_TYPES).toEqual(expect.arrayContaining(['ConsoleGame', 'CustomBundle', 'Bundle', 'Game']));
    expect(productTypeSchema.safeParse('CustomBundle').success).toBe(true);
    expect(productTypeSchema.safeParse('customBundle').success).toBe(false);
  });
});

describe('sites and regions', () => {
  it('should describe the three sites of spec §1', () => {
    expect(SITES.map((s) => [s.id, s.code, s.currency, s.symbol, s.ratingSystem])).toEqual([
      [1, 'US', 'USD', '$', 'ESRB'], [2, 'UK', 'GBP', '£', 'PEGI'], [3, 'EU', 'EUR', '€', 'PEGI'],
    ]);
    expect(siteById(1)?.dateFormat).toBe('MM/dd/yyyy');
    expect(siteById(2)?.dateFormat).toBe('dd/MM/yyyy');
    expect(siteById(4)).toBeUndefined();
    expect(siteIdSchema.safeParse(4).success).toBe(false);
  });

  it('should map region codes to sites', () => {
    expect([1, 2, 284, 286, 301, 302].map(siteIdForRegion)).toEqual([1, 2, 3, 3, 1, 2]);
    expect(siteIdForRegion(999)).toBeUndefined();
    for (const r of REGIONS) expect(regionCodeSchema.safeParse(r.code).success).toBe(true);
  });

  it('should switch to 302 for UK and 301 for any other code', () => {
    expect(regionForSwitchCode('UK')).toBe(302);
    expect(regionForSwitchCode(' uk ')).toBe(302);
    expect(regionForSwitchCode('US')).toBe(301);
    expect(regionForSwitchCode('EU')).toBe(301);
  });

  it('should read the region view: 1 US, 2 UK, anything else EU', () => {
    expect(siteIdForRegionView(1)).toBe(1);
    expect(siteIdForRegionView('2')).toBe(2);
    expect(siteIdForRegionView(284)).toBe(3);
    expect(siteIdForRegionView(undefined)).toBe(3);
  });
});
