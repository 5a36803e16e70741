/**
 * When a catalogue answer stops being true by the clock alone, with no write to the catalogue:
 * the anonymous response cache (`responseCache.ts`) serves an answer no later than that.
 *
 * A product's offers change with time in three ways (`services/catalogue/offerActions.ts`):
 * - a sale ends at its `sale_ends_at`, which the answer shows as `purchasePrice.endTime` while the
 *   offer is on sale (a sale has no start; an ended one never comes back);
 * - an Instant Play window opens at `start_at` and closes just after `end_at` (both inclusive);
 * - a pre-order stops being one on its release day, judged by the UTC date.
 * Each card of the answer (the product, its bundles, recommendations) carries its own offers, so
 * the whole answer is walked.
 * @module
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of the UTC day after `nowMs`: release dates are days, compared with today's UTC date. */
export function nextUtcMidnight(nowMs: number): number {
  return Math.floor(nowMs / DAY_MS) * DAY_MS + DAY_MS;
}

function instantOf(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The earliest time boundary after `nowMs` among one card's offers. */
function offersBoundary(offers: readonly unknown[], nowMs: number, earliest: number): number {
  let soonest = earliest;
  const consider = (at: number | undefined): void => {
    if (at !== undefined && at > nowMs && at < soonest) soonest = at;
  };
  for (const offer of offers) {
    if (typeof offer !== 'object' || offer === null) continue;
    const { purchasePrice, instant_play: instantPlay } = offer as { purchasePrice?: { endTime?: unknown }; instant_play?: { start_at?: unknown; end_at?: unknown } | null };
    consider(instantOf(purchasePrice?.endTime));
    if (instantPlay) {
      consider(instantOf(instantPlay.start_at));
      const end = instantOf(instantPlay.end_at);
      // the window includes its end instant, so the answer changes one millisecond later
      consider(end === undefined ? undefined : end + 1);
    }
  }
  return soonest;
}

/**
 * The first instant after `nowMs` at which an answer holding product cards may read differently:
 * the next UTC midnight, or sooner when one of its offers' sale or Instant Play window ends or
 * starts before that.
 * @param answer - the answer as the handler returned it (before serialisation)
 * @param nowMs - the instant the answer was read at (epoch ms, the app's clock)
 * @returns epoch ms
 * @example
 * offerTimeBoundary(product, Date.parse('2030-01-01T10:00:00Z')); // the sale's end, if today
 */
export function offerTimeBoundary(answer: unknown, nowMs: number): number {
  let soonest = nextUtcMidnight(nowMs);
  const seen = new Set<object>();
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const record = value as Record<string, unknown>;
    if (Array.isArray(record.offerActions)) soonest = offersBoundary(record.offerActions, nowMs, soonest);
    for (const [name, child] of Object.entries(record)) {
      if (name !== 'offerActions') visit(child);
    }
  };
  visit(answer);
  return soonest;
}
