import type { InventoryItem } from './inventory.js';

// apart from inventory.ts so that a page listing owned games needs no zod (the schemas may load later)

/**
 * The inventory id of an owned game, whichever alternate the wire used.
 * @param item - an inventory item
 * @returns its id
 * @example
 * inventoryItemId({ account_inventory_id: 5, … }); // 5
 */
export function inventoryItemId(item: InventoryItem): number {
  // the schema guarantees one of the two
  return (item.id ?? item.account_inventory_id) as number;
}
