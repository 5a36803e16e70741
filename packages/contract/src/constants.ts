/**
 * Business constants and limits of spec §9 (and the few numbers §2, §4 and §7 state beside
 * them). Money is in integer minor units; durations in milliseconds unless the name says
 * otherwise. Where the spec says two things, `DECISIONS.md` picks one and the comment says so.
 * @module
 */

// ---------------------------------------------------------------------------------- paging

/** Products per browse page (spec §2, §9). */
export const BROWSE_PAGE_SIZE = 25;
/** Products per page on collection and arcade-store pages (spec §2, §9). */
export const COLLECTION_PAGE_SIZE = 10;
/** Owned games per page in My games; the server also sends it in the paging fields (DECISIONS.md). */
export const MY_GAMES_PAGE_SIZE = 10;
/** Orders per page in purchase history; the server also sends it in the paging fields (DECISIONS.md). */
export const PURCHASE_HISTORY_PAGE_SIZE = 10;
/** User reviews per page, loaded by infinite scroll (`pageSize 5`, spec §7, §9). */
export const REVIEWS_PAGE_SIZE = 5;
/** Screenshots or videos per media request (spec §7: 100 per page for image and video lists). */
export const MEDIA_PAGE_SIZE = 100;
/** Products per merchandising shelf query (`pagesize 15`, spec §7, §9). */
export const SHELF_PAGE_SIZE = 15;
/** Promotions fetched in one call (`getpromotions` with `pagesize 1000`). */
export const PROMOTIONS_PAGE_SIZE = 1000;
/** Reward offers fetched in one call. */
export const REWARD_OFFERS_PAGE_SIZE = 1000;
/** Instant-play collection entries fetched in one call. */
export const INSTANT_PLAY_COLLECTION_PAGE_SIZE = 1000;
/** Products per featured-tab query. */
export const FEATURED_QUERY_PAGE_SIZE = 25;
/** `per_page` of `GET /api/account/payments`: the legacy value that means "all of them". */
export const PAYMENTS_PER_PAGE = 65355;

// ------------------------------------------------------------------------ search and layout

/** Longest search keyword the search box accepts (characters). */
export const SEARCH_KEYWORD_MAX_LENGTH = 25;
/** Typeahead suggestions start at this many characters. */
export const TYPEAHEAD_MIN_LENGTH = 3;
/** Suggestions per typeahead query (`pageSize 15`). */
export const TYPEAHEAD_RESULTS = 15;
/** Publishers shown in the power-search panel before 'show more'. */
export const PUBLISHER_LIST_DEFAULT_SHOWN = 5;
/** Products per row on promotion grids and publisher-collection rows. */
export const GRID_ITEMS_PER_ROW = 6;
/** Slides per page of the featured-tabs carousel and the fixed bottom carousel. */
export const FEATURED_SLIDES_PER_PAGE = 5;
/** Delay between hero-rotator slides. */
export const HERO_ROTATE_INTERVAL_MS = 5000;
/** Duration of the scroll to the product list on a page change. */
export const SCROLL_ANIMATION_MS = 400;
/** Space left above the product list after that scroll, in CSS pixels. */
export const SCROLL_OFFSET_PX = 120;
/** The page is marked ready this long after the last pending request settles. */
export const PAGE_READY_DELAY_MS = 1000;
/** Debug level the store reads from local storage when running locally. */
export const LOCAL_DEBUG_LEVEL = 4;

// ------------------------------------------------------------------------------- reviews

/** A review body is cut at this many characters (code points, as every limit counts). */
export const REVIEW_BODY_MAX_LENGTH = 2000;
/** Longest review title, in characters (code points). */
export const REVIEW_TITLE_MAX_LENGTH = 100;
/** Shortest and longest reviewer-profile user name. */
export const REVIEWER_NAME_LENGTH = { min: 3, max: 30 } as const;

/**
 * `sortOrder` of `GET /api/userreview/findpage` (the spec leaves the codes open; see
 * docs/decisions.md). Ties fall back to the newest review first.
 */
export const REVIEW_SORT_ORDER = {
  newest: 0,
  oldest: 1,
  mostHelpful: 2,
  highestScore: 3,
  lowestScore: 4,
} as const;
/** A value of {@link REVIEW_SORT_ORDER}. */
export type ReviewSortOrder = (typeof REVIEW_SORT_ORDER)[keyof typeof REVIEW_SORT_ORDER];

// ---------------------------------------------------------------------- cart and checkout

/** At most this many items in one purchase (spec §5, §9). */
export const MAX_ITEMS_PER_PURCHASE = 5;
/** Delay before redirecting after a purchase, and the purchase-completion poll interval. */
export const PURCHASE_REDIRECT_DELAY_MS = 800;
/** Interval of the purchase-completion poll until the server answers 200. */
export const COMPLETION_POLL_INTERVAL_MS = 800;
/** A coupon discount is highlighted when it is strictly more than this percentage off. */
export const COUPON_HIGHLIGHT_OVER_PERCENT = 49;
/** Discount of the first-visit (mailing-list) coupon, in percent; not combinable. */
export const FIRST_VISIT_COUPON_PERCENT = 10;
/** Special coupons expire in under this many days. */
export const SPECIAL_COUPON_MAX_DAYS = 180;
/** A special code's discount on an arcade-network subscription, in percent. */
export const SPECIAL_CODE_ARCADE_SUBSCRIPTION_PERCENT = 10;
/** Fraud liability the shopper carries, in minor units ($50). */
export const FRAUD_LIABILITY_MINOR = 5000;

/** Currency symbol by ISO code (spec §9). */
export const CURRENCY_SYMBOLS = { USD: '$', EUR: '€', GBP: '£' } as const;
/** An ISO currency code the store sells in. */
export type CurrencyCode = keyof typeof CURRENCY_SYMBOLS;

// ---------------------------------------------------------------------------- sign-up

/** Shortest password accepted (characters). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted (characters). */
export const PASSWORD_MAX_LENGTH = 16;
/** A captcha solution is valid this many seconds. */
export const CAPTCHA_VALIDITY_SECONDS = 120;
/** {@link CAPTCHA_VALIDITY_SECONDS} in milliseconds, for timers. */
export const CAPTCHA_VALIDITY_MS = 120_000;

// ------------------------------------------------------------------------------- gifts

/** Longest gift recipient first or last name (characters). */
export const GIFT_NAME_MAX_LENGTH = 20;
/** Shortest gift message (characters). */
export const GIFT_MESSAGE_MIN_LENGTH = 3;
/** Longest gift message (characters). */
export const GIFT_MESSAGE_MAX_LENGTH = 256;

// ------------------------------------------------------------------------------ age gate

/** Minimum age, by birthday, to watch mature videos. */
export const AGE_LIMIT = 18;

// ------------------------------------------------------------------------------- region

/** Lifetime of the region cookie, in seconds (1 hour). */
export const REGION_COOKIE_MAX_AGE_SECONDS = 3600;
/** Region cookie values set by the region switch: `UK` sets 302, any other code 301. */
export const REGION_COOKIE_VALUE = { default: 301, uk: 302 } as const;

// ------------------------------------------------------------------------- promotions

/** A promotion whose end date falls in a year after this one has no end. */
export const PROMOTION_NO_END_YEAR = 2098;

// ---------------------------------------------------------------------------- sorting

/** Values of the browse `sort` parameter the spec names. */
export const SORT_VALUE = { newReleasesAndComingSoon: 3, bundles: 4 } as const;
/** Values of the browse `releaseDate` parameter the spec names. */
export const RELEASE_DATE_VALUE = { comingSoon: 1, whatsNew: 2 } as const;
/** Values of the browse `price` parameter the spec names. */
export const PRICE_FILTER_VALUE = { onSale: 1 } as const;

// --------------------------------------------------------------------------- streaming

/** Streaming info is re-fetched this often while jobs are pending. */
export const STREAMING_POLL_INTERVAL_MS = 12_000;
/** ...but only within this long of page load (5 minutes). */
export const STREAMING_POLL_WINDOW_MS = 300_000;
/** The cloud-play launch gives up after this long. */
export const CLOUD_PLAY_TIMEOUT_MS = 20_000;
/** The instant-play launch gives up after this long. */
export const INSTANT_PLAY_TIMEOUT_MS = 30_000;
/** One free cloud-play hour per this much spent in one transaction (minor units, $10). */
export const CLOUD_PLAY_MINOR_PER_HOUR = 1000;
/** Least a transaction must total to earn cloud-play hours (minor units, $10). */
export const CLOUD_PLAY_MIN_SPEND_MINOR = 1000;
/** The cloud-play machine the pages describe. */
export const CLOUD_PLAY_MACHINE = {
  storageGb: 200,
  ramGb: 15,
  bandwidthMbps: 1000,
  resolution: '1080p',
  framesPerSecond: 60,
} as const;
/** Cloud Play launch choices and their game ids. */
export const CLOUD_PLAY_LAUNCH_IDS = {
  windows: 5009901,
  steam: 5009902,
  origin: 5009903,
  blizzard: 5009904,
} as const;
/** The game launched when none is chosen (the Windows desktop). */
export const CLOUD_PLAY_DEFAULT_GAME_ID = CLOUD_PLAY_LAUNCH_IDS.windows;
/** Length of one instant-play trial, in minutes. */
export const INSTANT_PLAY_TRIAL_MINUTES = 10;
/** Trials each shopper gets per game. */
export const INSTANT_PLAY_TRIALS_PER_GAME = 1;
/** Server-switch progress ticks this often... */
export const SERVER_SWITCH_TICK_MS = 1800;
/** ...up to this many ticks. */
export const SERVER_SWITCH_MAX_TICKS = 10;

// ---------------------------------------------------------------- rental and premium

/** Default rental price per 24-hour block, in minor units ($2.99); the site may set its own. */
export const RENTAL_PRICE_PER_BLOCK_MINOR = 299;
/** Length of one rental block, in hours. */
export const RENTAL_BLOCK_HOURS = 24;
/** Shortest rental, in days. */
export const RENTAL_MIN_DAYS = 1;
/** Longest rental, in days (1 to 5 per DECISIONS.md; one notice in the spec says 3). */
export const RENTAL_MAX_DAYS = 5;
/** Default premium plan price in the site's currency, minor units (14.99); served at run time. */
export const PREMIUM_DEFAULT_PRICE_MINOR = 1499;
/** Hand-picked premium titles per month. */
export const PREMIUM_TITLES_PER_MONTH = 5;
/** Most months one gift subscription gives (our choice; the spec names no limit). */
export const PREMIUM_GIFT_MAX_MONTHS = 12;

// ------------------------------------------------------------------- loyalty and affiliates

/** The rewards progress bar is reduced by this much when progress is at or above the threshold. */
export const REWARDS_PROGRESS_REDUCTION = 6;
/** Progress percentage from which the bar is reduced. */
export const REWARDS_PROGRESS_REDUCTION_FROM_PERCENT = 90;
/** Affiliate commission on an order's net total, in percent. */
export const AFFILIATE_COMMISSION_PERCENT = 5;
/** Lifetime of the affiliate cookie, in days. */
export const AFFILIATE_COOKIE_DAYS = 30;
/**
 * Number of entries in the VIP e-mail whitelist. The addresses themselves are site configuration
 * the spec does not repeat, so only the count is part of the contract.
 */
export const VIP_EMAIL_WHITELIST_SIZE = 14;

// -------------------------------------------------------------------- terms of use (§9)

/** Numbers of the terms of use, for the static pages that quote them. */
export const TERMS = {
  /** Unauthorised household use: full refund when returned within this many days. */
  householdFullRefundDays: 30,
  /** ...80% credit up to this many days; nothing after. */
  householdPartialCreditDays: 60,
  householdPartialCreditPercent: 80,
  /** Rental subscription: 1 month credit when returned within 7 days, notice within 45 days. */
  rentalCreditReturnDays: 7,
  rentalCreditNoticeDays: 45,
  /** Liability cap: the greater of 6 months of fees or $100. */
  liabilityCapMonths: 6,
  liabilityCapMinor: 10_000,
  /** Arbitration: 30-day notice; fee reimbursed unless the claim exceeds $10,000; minimum award $1,000. */
  arbitrationNoticeDays: 30,
  arbitrationFeeClaimLimitMinor: 1_000_000,
  arbitrationMinimumAwardMinor: 100_000,
} as const;

// ------------------------------------------------------------------------------ helpers

/**
 * Whether a promotion end date means "no end" (its year is after {@link PROMOTION_NO_END_YEAR}).
 * A string's year is read from its leading `YYYY` so a time-zone offset cannot move a date
 * across New Year; a `Date` is read in UTC. Unparseable input is not "no end".
 * @param date - The promotion's `endDate`.
 * @returns `true` when the promotion never ends and no countdown should show.
 * @example
 * isNoEndDate('2099-12-31T00:00:00Z'); // true
 * isNoEndDate('2098-12-31'); // false
 */
export function isNoEndDate(date: string | Date): boolean {
  let year: number;
  if (typeof date === 'string') {
    const leading = /^\s*(\d{4})-/.exec(date);
    year = leading?.[1] !== undefined ? Number(leading[1]) : new Date(date).getUTCFullYear();
  } else {
    year = date.getUTCFullYear();
  }
  return Number.isFinite(year) && year > PROMOTION_NO_END_YEAR;
}

/**
 * Free cloud-play hours earned by one transaction: one per $10 (1000 minor units), none under
 * the $10 minimum (spec §9; DECISIONS.md: floor(total / 10)).
 * @param totalMinor - The order total in minor units, a non-negative integer.
 * @returns Whole hours earned.
 * @throws RangeError when `totalMinor` is negative or not an integer.
 * @example
 * cloudPlayHours(2999); // 2
 */
export function cloudPlayHours(totalMinor: number): number {
  if (!Number.isInteger(totalMinor) || totalMinor < 0) {
    throw new RangeError(`cloudPlayHours needs a non-negative integer total in minor units, got ${totalMinor}`);
  }
  if (totalMinor < CLOUD_PLAY_MIN_SPEND_MINOR) return 0;
  return Math.floor(totalMinor / CLOUD_PLAY_MINOR_PER_HOUR);
}

/**
 * Whether a coupon discount is highlighted (strictly over 49% off).
 * @param percentOff - The discount in percent.
 * @returns `true` for 50% and anything above 49.
 * @example
 * isCouponHighlighted(50); // true
 */
export function isCouponHighlighted(percentOff: number): boolean {
  return percentOff > COUPON_HIGHLIGHT_OVER_PERCENT;
}
