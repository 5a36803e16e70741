import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('countries')
    .addColumn('country_code_id', 'integer', (c) => c.primaryKey())
    .addColumn('country_full_name', 'text', (c) => c.notNull())
    .addColumn('code2', 'text', (c) => c.notNull().unique())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('countries').execute();
}
