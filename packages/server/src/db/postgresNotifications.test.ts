import { describe, expect, it } from 'vitest';
import { PostgresSide } from './postgresNotifications.js';

describe('PostgresSide.statementWrites', () => {
  const side = new PostgresSide('postgres://unused@127.0.0.1/none');
  const committed = () => undefined;
  side.watchWrites(['products', 'offer_prices'], committed);
  const watched = (text: string) => side.statementWrites(text)?.length ?? 0;

  it('should tell the writes to a watched table, as Kysely and raw SQL spell them', () => {
    for (const text of [
      'insert into "products" ("id", "title") values ($1, $2)',
      'update "products" set "is_published" = $1 where "id" = $2',
      'delete from "offer_prices" where "offer_id" = $1',
      'UPDATE offer_prices SET sale_price = NULL WHERE offer_id IN (SELECT id FROM offers)',
      '  TRUNCATE TABLE products CASCADE',
      'UPDATE ONLY products SET title = title',
      'COPY products FROM STDIN',
    ]) expect(watched(text), text).toBe(1);
  });

  it('should ignore reads, other tables and tables whose name only starts alike', () => {
    for (const text of [
      'select "p"."id" from "products" as "p" where "p"."id" in ($1)',
      'insert into "orders" ("id") values ($1)',
      'update "products_archive" set "x" = 1',
      'delete from "offer_prices_log"',
      'insert into "product_prices2" values (1)',
    ]) expect(watched(text), text).toBe(0);
  });
});
