/** Tables of the publisher-account redeem (migration `0010_social`). */
export interface PublisherTables {
  publisher_redemptions: PublisherRedemptionTable;
}

/** A game key redeemed into a publisher account: once per inventory item. */
export interface PublisherRedemptionTable {
  inventory_id: number;
  account_id: number;
  /** The payment the shopper named as `transaction_id`. */
  payment_id: string;
  publisher_user_id: string;
  /** The redeem path that took it: `paypal` or `stripe`. */
  via: string;
  created_at: number;
}
