/** The table of the per-address rate limits, shared by every instance on the database. */
export interface RateLimitTables {
  rate_limit_counters: RateLimitCounterTable;
}

export interface RateLimitCounterTable {
  /** The limited call (`login`, `signUp`, ...). */
  limit_name: string;
  /** The address as the limit counts it (IPv6 per /64). */
  client: string;
  /** Epoch ms when the current window ends and the count starts again. */
  window_ends_at: number;
  /** Calls counted in the current window, this one included. */
  hits: number;
}
