/** Answers of the store's API as the reference server gives them, for element tests. */

/** A product of `GET /api/product/get/{id}` with a purchase offer. */
export function productJson(id: number, title: string, offer: Record<string, unknown> = {}) {
  return {
    id,
    uriSafeTitle: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    title,
    productType: 'Game',
    platform: 'PC',
    platformId: 1100,
    frontImage: `/art/product/${id}/front.svg`,
    thumbnailImage: `/art/product/${id}/thumbnail.svg`,
    contentRating: { code: 500, name: 'Teen', system: 'ESRB', image: '/art/rating/500.svg', descriptors: [] },
    offerActions: [
      {
        offerActionType: 'Purchase',
        skuId: id * 10,
        listPrice: 19.99,
        hasBeenPurchased: false,
        isPreorderOffer: false,
        isFreePurchase: false,
        isOnSale: false,
        suggestedPrice: 19.99,
        purchasePrice: { amount: 19.99, currency: { isoCode: 'USD', symbol: '$' }, endTime: null },
        totalPercentOff: 0,
        rentalPrice: null,
        trade_in_price: null,
        buyableFromCountry: 'Y',
        instant_play: null,
        ...offer,
      },
    ],
  };
}

/** A cart of `GET /api/account/shopping_carts` holding the given products. */
export function cartJson(products: Array<{ id: number; title: string }>) {
  const net = Math.round(products.length * 1999) / 100;
  return {
    id: 5,
    cart_details: products.map((p) => ({
      id: p.id * 100,
      originPrice: 19.99,
      discountedPrice: 19.99,
      product: { id: p.id, title: p.title, thumbnail_image: `/art/product/${p.id}/thumbnail.svg` },
      offer_items: { atgames_price: 19.99, discounted_price: 19.99, vip_price: 0, trade_in_price: 0 },
    })),
    coupon_details: null,
    currency_symbol: '$',
    gross_price: net,
    net_price: net,
  };
}
