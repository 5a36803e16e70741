import type { InventoryItem, SiteId } from '@d2d/contract';
import { formatSiteDate } from '@d2d/core';
import { cx } from '../../utils/cx.js';

/** Props of {@link RentalList}. */
export interface RentalListProps {
  /** Rented games (`purchase_type: 'rental'`); `undefined` while loading. */
  items: readonly InventoryItem[] | undefined;
  siteId: SiteId;
  /** The clock (epoch ms) the time left is counted from. */
  now: number;
  onShowKeys: (item: InventoryItem) => void;
  onDownload: (item: InventoryItem) => void;
  className?: string;
}

const HOUR_MS = 3_600_000;

/**
 * The time left of a rental, in whole days and hours (minutes in its last hour).
 * @param expiresAt - The rental's `expired_at`.
 * @param now - The clock (epoch ms).
 * @returns For example `2 days 5 hours left`, or `null` once it has expired.
 * @example
 * rentalTimeLeft('2030-05-10T09:00:00Z', Date.parse('2030-05-08T04:00:00Z')); // '2 days 5 hours left'
 */
export function rentalTimeLeft(expiresAt: string, now: number): string | null {
  const left = Date.parse(expiresAt) - now;
  if (!(left > 0)) return null;
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (left < HOUR_MS) return `${plural(Math.max(1, Math.floor(left / 60_000)), 'minute')} left`;
  const days = Math.floor(left / (24 * HOUR_MS));
  const hours = Math.floor((left % (24 * HOUR_MS)) / HOUR_MS);
  const parts = [days > 0 ? plural(days, 'day') : null, hours > 0 ? plural(hours, 'hour') : null].filter(Boolean);
  return `${parts.join(' ')} left`;
}

/**
 * Rented games in My games (spec §3 Inventory item, §4 "Rental items show an expiry"): each with
 * its expiry and time left, or an expired state; a running rental keeps its keys and downloads.
 * @example
 * <RentalList items={rentals?.items} siteId={1} now={Date.now()} onShowKeys={showKeys} onDownload={download} />
 */
export function RentalList({ items, siteId, now, onShowKeys, onDownload, className }: RentalListProps) {
  if (!items) return <p role="status">Loading your rentals…</p>;
  if (items.length === 0) return <p className="d2d-empty">You are not renting any games.</p>;
  return (
    <ul className={cx('d2d-my-games__list', 'd2d-rentals', className)}>
      {items.map((item) => {
        const id = item.id ?? item.account_inventory_id;
        const expiresAt = item.rental?.expired_at ?? null;
        const left = expiresAt ? rentalTimeLeft(expiresAt, now) : null;
        const expired = expiresAt !== null && left === null;
        let expiry: string | null = null;
        try {
          expiry = expiresAt ? formatSiteDate(expiresAt, siteId) : null;
        } catch {
          expiry = null;
        }
        const title = item.product_item.title;
        return (
          <li key={id} className={cx('d2d-my-game', expired && 'd2d-my-game--expired')}>
            {item.product_item.thumbnail_image ? (
              <img className="d2d-my-game__art" src={item.product_item.thumbnail_image} alt="" width={60} height={80} />
            ) : (
              <span className="d2d-my-game__art" aria-hidden="true" />
            )}
            <div className="d2d-my-game__info">
              <h3 className="d2d-my-game__title">{title}</h3>
              <p className="d2d-field__hint">
                {expired ? `Rental expired${expiry ? ` on ${expiry}` : ''}` : `Rental${expiry ? ` · expires ${expiry}` : ''}${left ? ` · ${left}` : ''}`}
              </p>
            </div>
            {!expired && (
              <div className="d2d-my-game__actions">
                {(item.game_keys ?? []).length > 0 && (
                  <button type="button" className="d2d-button d2d-button--small" aria-label={`Show key for ${title}`} onClick={() => onShowKeys(item)}>
                    Key
                  </button>
                )}
                {(item.game_files ?? []).length > 0 && (
                  <button type="button" className="d2d-button d2d-button--small d2d-button--primary" aria-label={`Download ${title}`} onClick={() => onDownload(item)}>
                    Download
                  </button>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
