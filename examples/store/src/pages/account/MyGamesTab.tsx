import { useState } from 'react';
import { MY_GAMES_PAGE_SIZE, downloadOutcome, inventoryItemId, MESSAGES, type ActivationKey, type InventoryItem } from '@d2d/contract';
import { DownloadFilesDialog, KeyDialog, MyGamesList, useRequest, useStore, type MyGamesSort } from '@d2d/react';

/** My games: owned games with keys and downloads, sorted by title or date, 10 a page (spec §2). */
export function MyGamesTab() {
  const store = useStore();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<MyGamesSort>('date-desc');
  const [keys, setKeys] = useState<{ item: InventoryItem; keys: readonly ActivationKey[] | null; error: string | null } | null>(null);
  const [files, setFiles] = useState<InventoryItem | null>(null);
  const [sorting, direction] = sort.split('-') as ['date' | 'title', 'asc' | 'desc'];
  const { data, loading } = useRequest(
    (s, signal) => s.api.account.inventories({ purchase_type: 'purchase', page, per_page: MY_GAMES_PAGE_SIZE, sorting, direction }, { signal }),
    [page, sorting, direction],
  );

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
      />
      {keys && <KeyDialog open title={keys.item.product_item.title} keys={keys.keys} error={keys.error} onClose={() => setKeys(null)} />}
      {files && (
        <DownloadFilesDialog
          open
          title={files.product_item.title}
          files={files.game_files ?? []}
          onClose={() => setFiles(null)}
          resolve={async (file) => {
            try {
              const answer = await store.api.catalogue.downloadLocations({ skuIds: [file.skuId], forhttp: true });
              return downloadOutcome(answer.locations.find((l) => l.skuId === file.skuId) ?? answer.locations[0]);
            } catch {
              return { kind: 'error', message: MESSAGES.downloadLocationUnavailable };
            }
          }}
        />
      )}
    </>
  );
}
