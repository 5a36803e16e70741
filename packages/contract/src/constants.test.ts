import { describe, expect, it } from 'vitest';
import {
  AFFILIATE_COMMISSION_PERCENT,
  AFFILIATE_COOKIE_DAYS,
  AGE_LIMIT,
  BROWSE_PAGE_SIZE,
  CAPTCHA_VALIDITY_MS,
  CAPTCHA_VALIDITY_SECONDS,
  CLOUD_PLAY_DEFAULT_GAME_ID,
  CLOUD_PLAY_LAUNCH_IDS,
  CLOUD_PLAY_MACHINE,
  CLOUD_PLAY_MIN_SPEND_MINOR,
  CLOUD_PLAY_MINOR_PER_HOUR,
  CLOUD_PLAY_TIMEOUT_MS,
  COLLECTION_PAGE_SIZE,
  COMPLETION_POLL_INTERVAL_MS,
  COUPON_HIGHLIGHT_OVER_PERCENT,
  CURRENCY_SYMBOLS,
  FEATURED_QUERY_PAGE_SIZE,
  FEATURED_SLIDES_PER_PAGE,
  FIRST_VISIT_COUPON_PERCENT,
  FRAUD_LIABILITY_MINOR,
  GIFT_MESSAGE_MAX_LENGTH,
  GIFT_MESSAGE_MIN_LENGTH,
  GIFT_NAME_MAX_LENGTH,
  GRID_ITEMS_PER_ROW,
  HERO_ROTATE_INTERVAL_MS,
  INSTANT_PLAY_COLLECTION_PAGE_SIZE,
  INSTANT_PLAY_TIMEOUT_MS,
  INSTANT_PLAY_TRIAL_MINUTES,
  INSTANT_PLAY_TRIALS_PER_GAME,
  LOCAL_DEBUG_LEVEL,
  MAX_ITEMS_PER_PURCHASE,
  MEDIA_PAGE_SIZE,
  MY_GAMES_PAGE_SIZE,
  PAGE_READY_DELAY_MS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PAYMENTS_PER_PAGE,
  PREMIUM_DEFAULT_PRICE_MINOR,
  PREMIUM_TITLES_PER_MONTH,
  PRICE_FILTER_VALUE,
  PROMOTION_NO_END_YEAR,
  PROMOTIONS_PAGE_SIZE,
  PUBLISHER_LIST_DEFAULT_SHOWN,
  PURCHASE_HISTORY_PAGE_SIZE,
  PURCHASE_REDIRECT_DELAY_MS,
  REGION_COOKIE_MAX_AGE_SECONDS,
  REGION_COOKIE_VALUE,
  RELEASE_DATE_VALUE,
  RENTAL_BLOCK_HOURS,
  RENTAL_MAX_DAYS,
  RENTAL_MIN_DAYS,
  RENTAL_PRICE_PER_BLOCK_MINOR,
  REVIEW_BODY_MAX_LENGTH,
  REVIEW_SORT_ORDER,
  REVIEW_TITLE_MAX_LENGTH,
  REVIEWER_NAME_LENGTH,
  REVIEWS_PAGE_SIZE,
  REWARD_OFFERS_PAGE_SIZE,
  REWARDS_PROGRESS_REDUCTION,
  REWARDS_PROGRESS_REDUCTION_FROM_PERCENT,
  SCROLL_ANIMATION_MS,
  SCROLL_OFFSET_PX,
  SEARCH_KEYWORD_MAX_LENGTH,
  SERVER_SWITCH_MAX_TICKS,
  SERVER_SWITCH_TICK_MS,
  SHELF_PAGE_SIZE,
  SORT_VALUE,
  SPECIAL_CODE_ARCADE_SUBSCRIPTION_PERCENT,
  SPECIAL_COUPON_MAX_DAYS,
  STREAMING_POLL_INTERVAL_MS,
  STREAMING_POLL_WINDOW_MS,
  TERMS,
  TYPEAHEAD_MIN_LENGTH,
  TYPEAHEAD_RESULTS,
  VIP_EMAIL_WHITELIST_SIZE,
  cloudPlayHours,
  isCouponHighlighted,
  isNoEndDate,
} from './constants.js';

describe('constants of spec §9', () => {
  it('should hold the page sizes', () => {
    expect(BROWSE_PAGE_SIZE).toBe(25);
    expect(COLLECTION_PAGE_SIZE).toBe(10);
    expect(MY_GAMES_PAGE_SIZE).toBe(10);
    expect(PURCHASE_HISTORY_PAGE_SIZE).toBe(10);
    expect(REVIEWS_PAGE_SIZE).toBe(5);
    expect(MEDIA_PAGE_SIZE).toBe(100);
    expect(SHELF_PAGE_SIZE).toBe(15);
    expect(PROMOTIONS_PAGE_SIZE).toBe(1000);
    expect(REWARD_OFFERS_PAGE_SIZE).toBe(1000);
    expect(INSTANT_PLAY_COLLECTION_PAGE_SIZE).toBe(1000);
    expect(FEATURED_QUERY_PAGE_SIZE).toBe(25);
    expect(PAYMENTS_PER_PAGE).toBe(65355);
  });

  it('should hold the search, layout and timing values', () => {
    expect(SEARCH_KEYWORD_MAX_LENGTH).toBe(25);
    expect(TYPEAHEAD_MIN_LENGTH).toBe(3);
    expect(TYPEAHEAD_RESULTS).toBe(15);
    expect(PUBLISHER_LIST_DEFAULT_SHOWN).toBe(5);
    expect(GRID_ITEMS_PER_ROW).toBe(6);
    expect(FEATURED_SLIDES_PER_PAGE).toBe(5);
    expect(HERO_ROTATE_INTERVAL_MS).toBe(5000);
    expect(SCROLL_ANIMATION_MS).toBe(400);
    expect(SCROLL_OFFSET_PX).toBe(120);
    expect(PAGE_READY_DELAY_MS).toBe(1000);
    expect(LOCAL_DEBUG_LEVEL).toBe(4);
    expect(PURCHASE_REDIRECT_DELAY_MS).toBe(800);
    expect(COMPLETION_POLL_INTERVAL_MS).toBe(800);
  });

  it('should hold the form limits', () => {
    expect(REVIEW_BODY_MAX_LENGTH).toBe(2000);
    expect(REVIEW_TITLE_MAX_LENGTH).toBe(100);
    expect(REVIEWER_NAME_LENGTH).toEqual({ min: 3, max: 30 });
    expect(REVIEW_SORT_ORDER).toEqual({ newest: 0, oldest: 1, mostHelpful: 2, highestScore: 3, lowestScore: 4 });
    expect(MAX_ITEMS_PER_PURCHASE).toBe(5);
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 16]);
    expect(GIFT_NAME_MAX_LENGTH).toBe(20);
    expect([GIFT_MESSAGE_MIN_LENGTH, GIFT_MESSAGE_MAX_LENGTH]).toEqual([3, 256]);
    expect(AGE_LIMIT).toBe(18);
    expect(CAPTCHA_VALIDITY_SECONDS).toBe(120);
    expect(CAPTCHA_VALIDITY_MS).toBe(CAPTCHA_VALIDITY_SECONDS * 1000);
  });

  it('should hold the region cookie and sort values', () => {
    expect(REGION_COOKIE_MAX_AGE_SECONDS).toBe(60 * 60);
    expect(REGION_COOKIE_VALUE).toEqual({ default: 301, uk: 302 });
    expect(PROMOTION_NO_END_YEAR).toBe(2098);
    expect(SORT_VALUE).toEqual({ newReleasesAndComingSoon: 3, bundles: 4 });
    expect(RELEASE_DATE_VALUE).toEqual({ comingSoon: 1, whatsNew: 2 });
    expect(PRICE_FILTER_VALUE).toEqual({ onSale: 1 });
  });

  it('should hold the streaming values', () => {
    expect(STREAMING_POLL_INTERVAL_MS).toBe(12_000);
    expect(STREAMING_POLL_WINDOW_MS).toBe(300_000);
    expect(CLOUD_PLAY_TIMEOUT_MS).toBe(20_000);
    expect(INSTANT_PLAY_TIMEOUT_MS).toBe(30_000);
    expect(CLOUD_PLAY_MINOR_PER_HOUR).toBe(1000);
    expect(CLOUD_PLAY_MIN_SPEND_MINOR).toBe(1000);
    expect(CLOUD_PLAY_MACHINE).toEqual({
      storageGb: 200,
      ramGb: 15,
      bandwidthMbps: 1000,
      resolution: '1080p',
      framesPerSecond: 60,
    });
    expect(CLOUD_PLAY_LAUNCH_IDS).toEqual({ windows: 5009901, steam: 5009902, origin: 5009903, blizzard: 5009904 });
    expect(CLOUD_PLAY_DEFAULT_GAME_ID).toBe(5009901);
    expect(INSTANT_PLAY_TRIAL_MINUTES).toBe(10);
    expect(INSTANT_PLAY_TRIALS_PER_GAME).toBe(1);
    expect(SERVER_SWITCH_TICK_MS).toBe(1800);
    expect(SERVER_SWITCH_MAX_TICKS).toBe(10);
  });

  it('should hold rental, premium, coupon and money values in minor units', () => {
    expect(RENTAL_PRICE_PER_BLOCK_MINOR).toBe(299);
    expect(RENTAL_BLOCK_HOURS).toBe(24);
    expect([RENTAL_MIN_DAYS, RENTAL_MAX_DAYS]).toEqual([1, 5]);
    expect(PREMIUM_DEFAULT_PRICE_MINOR).toBe(1499);
    expect(PREMIUM_TITLES_PER_MONTH).toBe(5);
    expect(COUPON_HIGHLIGHT_OVER_PERCENT).toBe(49);
    expect(FIRST_VISIT_COUPON_PERCENT).toBe(10);
    expect(SPECIAL_COUPON_MAX_DAYS).toBe(180);
    expect(SPECIAL_CODE_ARCADE_SUBSCRIPTION_PERCENT).toBe(10);
    expect(FRAUD_LIABILITY_MINOR).toBe(5000);
    expect(CURRENCY_SYMBOLS).toEqual({ USD: '$', EUR: '€', GBP: '£' });
  });

  it('should hold loyalty, affiliate, whitelist and terms values', () => {
    expect(REWARDS_PROGRESS_REDUCTION).toBe(6);
    expect(REWARDS_PROGRESS_REDUCTION_FROM_PERCENT).toBe(90);
    expect(AFFILIATE_COMMISSION_PERCENT).toBe(5);
    expect(AFFILIATE_COOKIE_DAYS).toBe(30);
    expect(VIP_EMAIL_WHITELIST_SIZE).toBe(14);
    expect(TERMS).toMatchObject({
      householdFullRefundDays: 30,
      householdPartialCreditDays: 60,
      householdPartialCreditPercent: 80,
      rentalCreditReturnDays: 7,
      rentalCreditNoticeDays: 45,
      liabilityCapMonths: 6,
      liabilityCapMinor: 10_000,
      arbitrationNoticeDays: 30,
      arbitrationFeeClaimLimitMinor: 1_000_000,
      arbitrationMinimumAwardMinor: 100_000,
    });
  });
});

describe('isNoEndDate', () => {
  it('should treat a year after 2098 as no end', () => {
    expect(isNoEndDate('2099-01-01T00:00:00Z')).toBe(true);
    expect(isNoEndDate('9999-12-31')).toBe(true);
    expect(isNoEndDate(new Date(Date.UTC(2099, 0, 1)))).toBe(true);
  });

  it('should treat 2098 and earlier as a real end', () => {
    expect(isNoEndDate('2098-12-31T23:59:59Z')).toBe(false);
    expect(isNoEndDate('2025-06-01')).toBe(false);
    expect(isNoEndDate(new Date(Date.UTC(2098, 11, 31, 23, 59)))).toBe(false);
  });

  it('should read the written year even when an offset would move the instant across New Year', () => {
    expect(isNoEndDate('2099-01-01T00:30:00+05:00')).toBe(true);
  });

  it('should not call unparseable text "no end"', () => {
    expect(isNoEndDate('soon')).toBe(false);
    expect(isNoEndDate('')).toBe(false);
  });
});

describe('cloudPlayHours', () => {
  it('should grant nothing under the $10 minimum', () => {
    expect(cloudPlayHours(0)).toBe(0);
    expect(cloudPlayHours(999)).toBe(0);
  });

  it('should grant one hour per $10, rounded down', () => {
    expect(cloudPlayHours(1000)).toBe(1);
    expect(cloudPlayHours(1999)).toBe(1);
    expect(cloudPlayHours(2000)).toBe(2);
    expect(cloudPlayHours(5999)).toBe(5);
  });

  it('should refuse totals that are not minor units', () => {
    expect(() => cloudPlayHours(-1)).toThrow(RangeError);
    expect(() => cloudPlayHours(10.5)).toThrow(RangeError);
    expect(() => cloudPlayHours(Number.NaN)).toThrow(RangeError);
  });
});

describe('isCouponHighlighted', () => {
  it('should highlight only discounts over 49%', () => {
    expect(isCouponHighlighted(49)).toBe(false);
    expect(isCouponHighlighted(49.5)).toBe(true);
    expect(isCouponHighlighted(50)).toBe(true);
    expect(isCouponHighlighted(10)).toBe(false);
  });
});
