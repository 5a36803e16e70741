import { useState } from 'react';
import { MY_GAMES_PAGE_SIZE, inventoryItemId, MESSAGES, publisherRedeemableKey, type ActivationKey, type InventoryItem } from '@d2d/contract';
import { fileDownload, toMinor } from '@d2d/core';
import { DownloadFilesDialog, KeyDialog, MyGamesList, PublisherLoginDialog, RentalList, TradeInDialog, purchaseOffer, useRequest, useStore, type MyGamesSort } from '@d2d/react';

/** My games: owned games with keys, downloads and trade-in, sorted by title or date, 10 a page, and the rentals with their time left (spec §2, §4). */
export function MyGamesTab() {
  const store = useStore();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<MyGamesSort>('date-desc');
  const [keys, setKeys] = useState<{ item: InventoryItem; keys: readonly ActivationKey[] | null; error: string | null } | null>(null);
  const [files, setFiles] = useState<InventoryItem | null>(null);
  const [tradeIn, setTradeIn] = useState<{ item: InventoryItem; creditMinor: number | null } | null>(null);
  const [publisher, setPublisher] = useState<{ title: string; transactionId: string } | null>(null);
  const [sorting, direction] = sort.split('-') as ['date' | 'title', 'asc' | 'desc'];
  const { data, loading, reload } = useRequest(
    (s, signal) => s.api.account.inventories({ purchase_type: 'purchase', page, per_page: MY_GAMES_PAGE_SIZE, sorting, direction }, { signal }),
    [page, sorting, direction],
  );
  // rentals are a library of their own on the server: a purchases listing never holds them
  const rentals = useRequest((s, signal) => s.api.account.inventories({ purchase_type: 'rental', page: 1, per_page: MY_GAMES_PAGE_SIZE, sorting: 'date', direction: 'desc' }, { signal }), []);
  const [now] = useState(() => Date.now());

  const startTradeIn = (item: InventoryItem) => {
    setTradeIn({ item, creditMinor: null });
    const productId = item.product_item.id;
    if (productId === undefined) return;
    // the library does not carry the price: the product's offer does
    store.api.catalogue.product(productId).then(
      (product) => {
        const price = purchaseOffer(product)?.trade_in_price ?? null;
        setTradeIn((open) => (open?.item === item ? { item, creditMinor: price === null ? null : toMinor(price) } : open));
      },
      () => undefined,
    );
  };

  const showKeys = (item: InventoryItem) => {
    if ((item.game_keys ?? []).length > 0 || item.product_item.drm !== 'SecuRom') {
      setKeys({ item, keys: item.game_keys ?? [], error: null });
      return;
    }
    // the store's own DRM issues its key on request
    setKeys({ item, keys: null, error: null });
    store.api.account.securomKey(inventoryItemId(item)).then(
      (key) => setKeys({ item, keys: [key], error: null }),
      () => setKeys({ item, keys: [], error: MESSAGES.activationKeyProblem }),
    );
  };

  return (
    <>
      <MyGamesList
        items={data?.items}
        paging={data ? { totalItems: data.totalItems, currentPageIndex: data.currentPageIndex, pageSize: data.pageSize } : undefined}
        loading={loading}
        siteId={store.site}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        onPageChange={setPage}
        onShowKeys={showKeys}
        onDownload={setFiles}
        onTradeIn={startTradeIn}
        onRedeemToPublisher={(item) => {
          const key = publisherRedeemableKey(item);
          if (key) setPublisher({ title: item.product_item.title, transactionId: String(key.payment_id) });
        }}
      />
      <section className="d2d-section" aria-labelledby="my-rentals-heading">
        <h2 id="my-rentals-heading" className="d2d-section__title">
          Rentals
        </h2>
        <RentalList items={rentals.data?.items} siteId={store.site} now={now} onShowKeys={showKeys} onDownload={setFiles} />
      </section>
      {tradeIn && (
        <TradeInDialog
          key={inventoryItemId(tradeIn.item)}
          open
          title={tradeIn.item.product_item.title}
          creditMinor={tradeIn.creditMinor}
          siteId={store.site}
          onTradeIn={() => store.api.account.tradeIn(inventoryItemId(tradeIn.item))}
          onClose={(result) => {
            setTradeIn(null);
            // the traded-in game has left the library
            if (!result) return;
            reload();
            // and its Trade in button, which had the focus, with it: the focus goes to the tab's
            // panel rather than down to <body> (after the dialog gave it back to that button)
            setTimeout(() => {
              const main = document.getElementById('main');
              (main?.querySelector<HTMLElement>('[role="tabpanel"]') ?? main)?.focus();
            }, 0);
          }}
        />
      )}
      {publisher && (
        <PublisherLoginDialog
          open
          title={publisher.title}
          transactionId={publisher.transactionId}
          onClose={() => setPublisher(null)}
          // the key now reads redeemed
          onRedeemed={reload}
        />
      )}
      {keys && <KeyDialog open title={keys.item.product_item.title} keys={keys.keys} error={keys.error} onClose={() => setKeys(null)} />}
      {files && (
        <DownloadFilesDialog
          open
          title={files.product_item.title}
          files={files.game_files ?? []}
          onClose={() => setFiles(null)}
          resolve={(file) => fileDownload(store, file)}
        />
      )}
    </>
  );
}
