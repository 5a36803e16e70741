import { useState } from 'react';
import type { ProductSummary } from '@d2d/contract';
import { formatPrice, toMinor } from '@d2d/core';
import { RentalDialog, purchaseOffer, useDialogs, useIsLoggedIn, useStore } from '@d2d/react';

/**
 * The rental offer of a product page and of the rental list (spec §2 Modals: rental and rental
 * checkout message): a "Rent" button for a game with a rental price that the shopper does not
 * own; visitors get the login dialog (spec §6).
 */
export function RentalOffer({ product, small = false }: { product: Pick<ProductSummary, 'id' | 'title' | 'offerActions'>; small?: boolean }) {
  const store = useStore();
  const dialogs = useDialogs();
  const signedIn = useIsLoggedIn();
  const [open, setOpen] = useState(false);
  const offer = purchaseOffer(product);
  const dayPrice = offer?.rentalPrice ?? 0;
  if (!offer || dayPrice <= 0 || offer.hasBeenPurchased) return null;
  const dayPriceMinor = toMinor(dayPrice);
  return (
    <>
      <button
        type="button"
        className={small ? 'd2d-button d2d-button--small' : 'd2d-button'}
        aria-label={`Rent ${product.title} from ${formatPrice(dayPriceMinor, store.site)} a day`}
        onClick={() => (signedIn ? setOpen(true) : dialogs.openLogin('login'))}
      >
        Rent from {formatPrice(dayPriceMinor, store.site)} a day
      </button>
      {open && (
        <RentalDialog
          open
          title={product.title}
          dayPriceMinor={dayPriceMinor}
          siteId={store.site}
          onRent={async (days, again) => (await store.api.premium.rent({ days, product_id: product.id, again })).call_url}
          onFailure={(dialog) => dialogs.show(dialog)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
