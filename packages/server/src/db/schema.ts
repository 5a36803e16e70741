import type { AccountTables } from './tables/accounts.js';
import type { CartTables } from './tables/cart.js';
import type { CatalogueTables } from './tables/catalogue.js';
import type { OrderTables } from './tables/orders.js';
import type { PremiumTables } from './tables/premium.js';
import type { PublisherTables } from './tables/publisher.js';
import type { RateLimitTables } from './tables/rateLimits.js';
import type { ReferenceTables } from './tables/reference.js';
import type { ReviewTables } from './tables/reviews.js';
import type { StreamingTables } from './tables/streaming.js';
import type { WebhookTables } from './tables/webhooks.js';

/**
 * The database's tables as Kysely sees them. Each area keeps its table interfaces in
 * `tables/<area>.ts` and its migrations under `migrations/`. Money columns are integer minor units.
 */
export interface Database extends ReferenceTables, CatalogueTables, AccountTables, CartTables, OrderTables, PremiumTables, StreamingTables, ReviewTables, PublisherTables, RateLimitTables, WebhookTables {}
