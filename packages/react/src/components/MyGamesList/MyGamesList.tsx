import { publisherRedeemableKey, type InventoryItem, type SiteId } from '@d2d/contract';
import { formatSiteDate } from '@d2d/core';
import { cx } from '../../utils/cx.js';
import { Pager, type PagerPaging } from '../Pager/Pager.js';

/** How My games is sorted (spec §2: by title or date). */
export type MyGamesSort = 'date-desc' | 'date-asc' | 'title-asc' | 'title-desc';

/** Props of {@link MyGamesList}. */
export interface MyGamesListProps {
  items: readonly InventoryItem[] | undefined;
  paging: PagerPaging | undefined;
  loading?: boolean;
  siteId: SiteId;
  sort: MyGamesSort;
  onSortChange: (sort: MyGamesSort) => void;
  onPageChange: (page: number) => void;
  onShowKeys: (item: InventoryItem) => void;
  onDownload: (item: InventoryItem) => void;
  /** Trades a game in (shown for items with a `trade_in_pid`); no button without it. */
  onTradeIn?: (item: InventoryItem) => void;
  /**
   * Redeems a publisher-account game into the shopper's publisher account (spec §2 My games):
   * shown for items whose key can still be redeemed (`publisherRedeemableKey`); no button without it.
   */
  onRedeemToPublisher?: (item: InventoryItem) => void;
  className?: string;
}

const date = (value: string | null | undefined, siteId: SiteId) => {
  if (!value) return null;
  try {
    return formatSiteDate(value, siteId);
  } catch {
    return null;
  }
};

/**
 * My games (spec §2): the owned games, sorted by title or date and paged 10 at a time, each with
 * its keys and downloads; rentals show their expiry and gifts the sender's e-mail.
 * @example
 * <MyGamesList items={page?.items} paging={page} siteId={1} sort={sort} … />
 */
export function MyGamesList({ items, paging, loading = false, siteId, sort, onSortChange, onPageChange, onShowKeys, onDownload, onTradeIn, onRedeemToPublisher, className }: MyGamesListProps) {
  return (
    <section className={cx('d2d-my-games', className)} aria-busy={loading || undefined}>
      <div className="d2d-my-games__toolbar">
        <label className="d2d-field__label" htmlFor="d2d-my-games-sort">
          Sort by
        </label>
        <select id="d2d-my-games-sort" className="d2d-select" value={sort} onChange={(e) => onSortChange(e.target.value as MyGamesSort)}>
          <option value="date-desc">Newest first</option>
          <option value="date-asc">Oldest first</option>
          <option value="title-asc">Title A–Z</option>
          <option value="title-desc">Title Z–A</option>
        </select>
      </div>
      {loading && !items ? (
        <p role="status">Loading your games…</p>
      ) : !items || items.length === 0 ? (
        <p className="d2d-empty">You have no games yet.</p>
      ) : (
        <ul className="d2d-my-games__list">
          {items.map((item) => {
            const id = item.id ?? item.account_inventory_id;
            const bought = date(item.purchased_at ?? item.payment_date, siteId);
            const expires = item.rental ? date(item.rental.expired_at, siteId) : null;
            const hasKeys = (item.game_keys ?? []).length > 0 || item.product_item.drm === 'SecuRom';
            const hasFiles = (item.game_files ?? []).length > 0;
            return (
              <li key={id} className="d2d-my-game">
                {item.product_item.thumbnail_image ? (
                  <img className="d2d-my-game__art" src={item.product_item.thumbnail_image} alt="" width={60} height={80} />
                ) : (
                  <span className="d2d-my-game__art" aria-hidden="true" />
                )}
                <div className="d2d-my-game__info">
                  <h3 className="d2d-my-game__title">{item.product_item.title}</h3>
                  <p className="d2d-field__hint">
                    {item.purchase_type === 'rental' ? 'Rental' : item.is_preorder ? 'Pre-order' : 'Purchased'}
                    {bought ? ` on ${bought}` : ''}
                    {expires ? ` · expires ${expires}` : ''}
                    {item.gift_from_email ? ` · gift from ${item.gift_from_email}` : ''}
                  </p>
                </div>
                <div className="d2d-my-game__actions">
                  {hasKeys && (
                    <button type="button" className="d2d-button d2d-button--small" aria-label={`Show key for ${item.product_item.title}`} onClick={() => onShowKeys(item)}>
                      Key
                    </button>
                  )}
                  {onRedeemToPublisher && publisherRedeemableKey(item) && (
                    <button type="button" className="d2d-button d2d-button--small" aria-label={`Redeem ${item.product_item.title} to your publisher account`} onClick={() => onRedeemToPublisher(item)}>
                      Redeem to publisher account
                    </button>
                  )}
                  {hasFiles && (
                    <button type="button" className="d2d-button d2d-button--small d2d-button--primary" aria-label={`Download ${item.product_item.title}`} onClick={() => onDownload(item)}>
                      Download
                    </button>
                  )}
                  {onTradeIn && item.trade_in_pid != null && (
                    <button type="button" className="d2d-button d2d-button--small" aria-label={`Trade in ${item.product_item.title}`} onClick={() => onTradeIn(item)}>
                      Trade in
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {paging && paging.totalItems > paging.pageSize && <Pager paging={paging} onPageChange={onPageChange} label="My games pages" disabled={loading} />}
    </section>
  );
}
