/**
 * The cart (spec §2 Cart, §3, §5): lines with their original, discounted and VIP prices, totals,
 * the coupon rules, the 5-item limit, the ADS trade-in reminder and the gift form.
 * @module
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import {
  CART_LIMIT,
  cartLinePrices,
  hasRoomForCartLine,
  decideCouponApply,
  isCouponHighlighted,
  normalizeDrmType,
  validateGiftForm,
  type Cart,
  type CartAddPayload,
  type CartLine,
  type CouponDetail,
  type GiftFormField,
  type GiftFormValues,
} from '@d2d/contract';
import { couponErrorDialog, checkoutErrorDialog, tradeInReminderDialog, type Dialog } from './errorMessages.js';
import { ApiError, RefusedError } from './errors.js';
import { toMinor } from './money.js';
import { percentOff } from './pricing.js';
import type { StoreContext } from './storeContext.js';

/** A cart line with its prices in minor units. */
export interface CartLineView {
  line: CartLine;
  /** Price before any discount. */
  originalMinor: number;
  /** The sale (or list) price before any VIP price. */
  discountedMinor: number;
  /** The VIP price, 0 when none. */
  vipMinor: number;
  /** What the shopper pays: the VIP price when above 0, else the discounted price. */
  effectiveMinor: number;
  /** An ADS title with a trade-in price above 0 (the cart's reminder is about it). */
  tradeInReminder: boolean;
}

/** The cart's totals in minor units. */
export interface CartTotals {
  grossMinor: number;
  netMinor: number;
  couponDiscountMinor: number;
  redeemDiscountMinor: number;
  /** The coupon's discount in percent (sent, or computed from the totals). */
  couponPercent: number;
  currencySymbol: string;
  /** Sales tax in minor units (0 while unknown or none). */
  taxMinor: number;
  /**
   * How the tax is known: `estimated` from the billing address, `included` in the prices,
   * `none`, or `at_checkout` (unknown until the checkout's order summary; also for servers that
   * send no tax).
   */
  taxStatus: 'estimated' | 'included' | 'none' | 'at_checkout';
  /** The tax rate in percent and its state, when estimated. */
  taxPercent: number | null;
  taxRegion: string | null;
  /** What the checkout charges: net plus tax (the net price when the server sends no total). */
  totalMinor: number;
}

function lineView(line: CartLine): CartLineView {
  const prices = cartLinePrices(line);
  const tradeIn = line.offer_items?.trade_in_price ?? 0;
  return {
    line,
    originalMinor: toMinor(prices.original),
    discountedMinor: toMinor(prices.discounted),
    vipMinor: toMinor(prices.vip),
    effectiveMinor: toMinor(prices.effective),
    tradeInReminder: normalizeDrmType(line.product.drm_type) === 'ADS' && tradeIn > 0,
  };
}

/**
 * The cart of one store: `store.cart`. Every change emits `cart-change`. Failures emit the
 * spec's dialog (`dialog` event) and then reject, so callers may react; refusals reject with
 * `RefusedError` carrying the spec's text.
 * @example
 * await store.cart.add({ product_id: 1042 });
 * store.cart.lines.value.map((l) => l.line.product.title);
 */
export class CartStore {
  /** The cart as the server last sent it; `null` before loading and for visitors. */
  readonly cart = signal<Cart | null>(null);
  /** A cart call is in flight. */
  readonly loading = signal(false);
  /** A coupon is being applied (the coupon form shows its loading state and ignores Apply). */
  readonly couponLoading = signal(false);
  /** Lines with prices in minor units. */
  readonly lines: ReadonlySignal<readonly CartLineView[]>;
  /** Product ids of the lines (the offer button shows 'In Cart' for them). */
  readonly productIds: ReadonlySignal<readonly number[]>;
  /** Number of lines. */
  readonly count: ReadonlySignal<number>;
  /** Whether the cart has no lines (or is not loaded). */
  readonly isEmpty: ReadonlySignal<boolean>;
  /** The applied coupon (one at a time), `null` when none. */
  readonly coupon: ReadonlySignal<CouponDetail | null>;
  /** Totals in minor units. */
  readonly totals: ReadonlySignal<CartTotals | null>;
  /** The coupon discount is over 49% off: highlight it. */
  readonly couponHighlighted: ReadonlySignal<boolean>;
  /** A line is an ADS title with a trade-in price above 0: show the reminder on entering the cart. */
  readonly needsTradeInReminder: ReadonlySignal<boolean>;

  readonly #ctx: StoreContext;
  readonly #isLoggedIn: () => boolean;

  constructor(ctx: StoreContext, isLoggedIn: () => boolean) {
    this.#ctx = ctx;
    this.#isLoggedIn = isLoggedIn;
    this.lines = computed(() => (this.cart.value?.cart_details ?? []).map(lineView));
    this.productIds = computed(() => this.lines.value.map((l) => l.line.product.id));
    this.count = computed(() => this.lines.value.length);
    this.isEmpty = computed(() => this.lines.value.length === 0);
    this.coupon = computed(() => this.cart.value?.coupon_details ?? null);
    this.totals = computed(() => {
      const cart = this.cart.value;
      if (!cart) return null;
      const details = cart.discount_detail?.discounts.details;
      const grossMinor = toMinor(cart.gross_price);
      const couponDiscountMinor = toMinor(details?.coupon_discount?.currency ?? 0);
      return {
        grossMinor,
        netMinor: toMinor(cart.net_price),
        couponDiscountMinor,
        redeemDiscountMinor: toMinor(details?.redeem_discount?.currency ?? 0),
        couponPercent: details?.coupon_discount?.percent ?? percentOff(grossMinor, grossMinor - couponDiscountMinor),
        currencySymbol: cart.currency_symbol,
        taxMinor: toMinor(cart.tax?.currency ?? 0),
        taxStatus: cart.tax?.status ?? 'at_checkout',
        taxPercent: cart.tax?.percent ?? null,
        taxRegion: cart.tax?.region ?? null,
        totalMinor: toMinor(cart.total_price ?? cart.net_price),
      };
    });
    this.couponHighlighted = computed(() => isCouponHighlighted(this.totals.value?.couponPercent ?? 0));
    this.needsTradeInReminder = computed(() => this.lines.value.some((l) => l.tradeInReminder));
  }

  /**
   * Loads the cart (`GET /api/account/shopping_carts`). Visitors have no cart: nothing is called.
   * @returns The cart, or `null` for a visitor.
   */
  async refresh(): Promise<Cart | null> {
    if (!this.#isLoggedIn()) {
      this.#set(null);
      return null;
    }
    return this.#run(() => this.#ctx.api.cart.get());
  }

  /**
   * Adds a product (or a built bundle) to the cart. Refused with the transaction-limit text when
   * the cart already holds 5 items. A visitor's add waits for the login (401 queue) and then
   * completes.
   * @param payload - `product_id` (with `allowNonRequiredBase`), or `skuId` and `contentSkuIds`.
   * @returns The updated cart.
   * @example
   * await store.cart.add({ product_id: 1042 });
   */
  async add(payload: CartAddPayload): Promise<Cart> {
    if (!hasRoomForCartLine(this.count.value)) {
      throw this.#refuse(new RefusedError('cart-limit', CART_LIMIT));
    }
    return this.#run(() => this.#ctx.api.cart.add(payload), (error) => checkoutErrorDialog(error));
  }

  /**
   * Removes a line (`DELETE …/shopping_carts/{id}`).
   * @param lineId - The line's `id`.
   * @returns The updated cart.
   */
  async remove(lineId: number): Promise<Cart> {
    return this.#run(() => this.#ctx.api.cart.remove(lineId), (error) => checkoutErrorDialog(error));
  }

  /**
   * Applies a coupon (spec §5): visitors get the login dialog; the call is ignored (resolves
   * `null`) when a coupon is already applied, while one is loading, or for an empty code. A
   * refusal shows 'Add Coupon Fail' with the server's message.
   * @param code - The code typed.
   * @returns The updated cart, or `null` when ignored or a login is needed.
   */
  async applyCoupon(code: string): Promise<Cart | null> {
    const decision = decideCouponApply({
      code,
      loggedIn: this.#isLoggedIn(),
      couponApplied: this.coupon.value !== null,
      loading: this.couponLoading.value,
    });
    if (decision.action === 'login') {
      this.#ctx.events.emit('login-required', { reason: 'action' });
      return null;
    }
    if (decision.action === 'ignore') return null;
    this.couponLoading.value = true;
    try {
      return await this.#run(() => this.#ctx.api.cart.applyCoupon(decision.code), (error) => couponErrorDialog('add', error));
    } finally {
      this.couponLoading.value = false;
    }
  }

  /**
   * Removes the applied coupon; `null` when there is none. A refusal shows 'Remove Coupon Fail'.
   * @returns The updated cart, or `null` when no coupon was applied.
   */
  async removeCoupon(): Promise<Cart | null> {
    const coupon = this.coupon.value;
    if (!coupon) return null;
    return this.#run(() => this.#ctx.api.cart.removeCoupon(coupon.code), (error) => couponErrorDialog('remove', error));
  }

  /**
   * Pays part of the cart from the wallet (`POST …/redeem`); visitors get the login dialog.
   * @returns The updated cart, or `null` when a login is needed.
   */
  async redeem(): Promise<Cart | null> {
    if (!this.#requireLogin()) return null;
    return this.#run(() => this.#ctx.api.cart.redeem(), (error) => checkoutErrorDialog(error));
  }

  /**
   * Undoes the wallet redeem (`POST …/remove_redeem`); visitors get the login dialog.
   * @returns The updated cart, or `null` when a login is needed.
   */
  async removeRedeem(): Promise<Cart | null> {
    if (!this.#requireLogin()) return null;
    return this.#run(() => this.#ctx.api.cart.removeRedeem(), (error) => checkoutErrorDialog(error));
  }

  /**
   * Call when the shopper enters the cart page: shows the ADS trade-in reminder when a line is
   * an ADS title with a trade-in price above 0 (spec §2).
   * @returns Whether the reminder was shown.
   */
  enter(): boolean {
    const titles = this.lines.value.filter((l) => l.tradeInReminder).map((l) => l.line.product.title);
    if (titles.length === 0) return false;
    this.#ctx.events.emit('dialog', tradeInReminderDialog(titles));
    return true;
  }

  /**
   * Checks the gift form with the contract's rule (spec §5 messages).
   * @param values - The gift form.
   * @returns Errors by field; empty when valid.
   */
  validateGift(values: GiftFormValues): Partial<Record<GiftFormField, string>> {
    return validateGiftForm(values);
  }

  /** Empties the cart locally (401, logout). */
  clear(): void {
    this.#set(null);
  }

  /** Replaces the cart with one a call answered (for example after checkout). */
  set(cart: Cart | null): void {
    this.#set(cart);
  }

  #set(cart: Cart | null): void {
    if (this.cart.value === cart) return;
    this.cart.value = cart;
    this.#ctx.events.emit('cart-change', { cart });
  }

  #requireLogin(): boolean {
    if (this.#isLoggedIn()) return true;
    this.#ctx.events.emit('login-required', { reason: 'action' });
    return false;
  }

  #refuse(error: RefusedError): RefusedError {
    this.#ctx.events.emit('dialog', checkoutErrorDialog(error));
    return error;
  }

  async #run(call: () => Promise<Cart>, dialogFor?: (error: unknown) => Dialog): Promise<Cart> {
    this.loading.value = true;
    try {
      const cart = await call();
      this.#set(cart);
      return cart;
    } catch (error) {
      // spec §8: 409 (failureError) and 422 are the cart's to show; other statuses were routed by the transport
      if (dialogFor && isCallerStatus(error)) this.#ctx.events.emit('dialog', dialogFor(error));
      throw error;
    } finally {
      this.loading.value = false;
    }
  }
}

function isCallerStatus(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 422);
}
