/**
 * The figures an order derives from its payment: the net total, the Cloud Play hours it grants
 * and the affiliate's commission (recorded on the order row).
 * @module
 */
import { cloudPlayHours } from '@d2d/contract';
import type { PaymentRow } from '../../../db/tables/orders.js';

/** The affiliate's share of an order's net total (spec §1: 5%). */
export const AFFILIATE_PERCENT = 5;

/** What an order's figures are, minor units and hours. */
export interface OrderFigures {
  /** After the coupon, before tax: what counts towards the VIP tier and the commission. */
  net: number;
  /** Cloud Play hours: wallet credit spent does not earn any. */
  hours: number;
  /** The affiliate's commission, rounded down; 0 without an affiliate. */
  affiliateCommission: number;
}

/** The figures of a payment's order. */
export function orderFigures(payment: Pick<PaymentRow, 'subtotal' | 'coupon_discount' | 'redeem_amount' | 'affiliate_id'>): OrderFigures {
  const net = payment.subtotal - payment.coupon_discount;
  return {
    net,
    // wallet credit may pay the tax too, which takes the paid part below zero: no hours then
    hours: cloudPlayHours(Math.max(0, net - payment.redeem_amount)),
    affiliateCommission: payment.affiliate_id === null ? 0 : Math.floor((net * AFFILIATE_PERCENT) / 100),
  };
}
