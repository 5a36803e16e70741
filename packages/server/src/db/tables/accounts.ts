import type { Generated, Selectable } from 'kysely';

/** Tables of the accounts area: accounts, their tokens, login throttling, mail outbox, captcha. */
export interface AccountTables {
  accounts: AccountTable;
  account_tokens: AccountTokenTable;
  account_mail_tokens: AccountMailTokenTable;
  account_connections: AccountConnectionTable;
  login_failures: LoginFailureTable;
  login_known_clients: LoginKnownClientTable;
  outbox: OutboxTable;
  captcha_uses: CaptchaUseTable;
  mail_caps: MailCapTable;
}

/** 0 or 1: SQLite has no boolean type. */
export type SqlBool = 0 | 1;

export interface AccountTable {
  id: Generated<number>;
  /** Trimmed and lower-cased; unique. */
  email: string;
  /** Epoch ms when `email` was confirmed; null while it never was. */
  email_confirmed_at: number | null;
  /** A requested new address waiting for its reconfirmation link. */
  unconfirmed_email: string | null;
  user_name: string;
  last_name: string | null;
  /** `$argon2id$…` hash (`$scrypt$…` for accounts older than Argon2id, redone at their next login); null for an account made by social login that never set a password. */
  password_hash: string | null;
  subscribe: Generated<SqlBool>;
  /** null: the shopper was not asked yet (spec §3). */
  allow_tracking: SqlBool | null;
  gdpr_opt_in: SqlBool | null;
  address_user_name: string | null;
  address_street_1: string | null;
  address_street_2: string | null;
  address_city: string | null;
  address_state: string | null;
  address_zipcode: string | null;
  address_country_code_id: number | null;
  /** Lifetime purchases in minor units (drives the VIP tier). */
  purchase_amount: Generated<number>;
  /** VIP tier number; 0 = not a member. */
  vip_tier: Generated<number>;
  loyalty_welcome: Generated<SqlBool>;
  bonus20hrs: Generated<SqlBool>;
  free_trial_event: Generated<SqlBool>;
  created_at: number;
  updated_at: number;
}
export type AccountRow = Selectable<AccountTable>;

export type AccountTokenKind = 'session' | 'remember';

export interface AccountTokenTable {
  id: Generated<number>;
  account_id: number;
  kind: AccountTokenKind;
  /** sha256 hex of the token; the token itself is never stored. */
  token_hash: string;
  family: string;
  created_at: number;
  expires_at: number;
}

export type MailTokenPurpose = 'confirmation' | 'reconfirmation' | 'reset_password';

export interface AccountMailTokenTable {
  id: Generated<number>;
  account_id: number;
  purpose: MailTokenPurpose;
  token_hash: string;
  email: string;
  created_at: number;
  expires_at: number;
}

export interface AccountConnectionTable {
  provider: string;
  subject: string;
  account_id: number;
  created_at: number;
}

export interface LoginFailureTable {
  id: Generated<number>;
  account_id: number;
  client: string;
  created_at: number;
}

export interface LoginKnownClientTable {
  account_id: number;
  client: string;
  last_success_at: number;
}

export interface OutboxTable {
  id: Generated<number>;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: number;
  sent_at: number | null;
  attempts: Generated<number>;
  last_error: string | null;
}
export type OutboxRow = Selectable<OutboxTable>;

export interface CaptchaUseTable {
  signature: string;
  expires_at: number;
}

/**
 * How many mails of one kind went to one address in the current window (migration
 * `0007_hardening`). The window starts with the first mail after the previous one ended; see
 * `mail/mailCap.ts`.
 */
export interface MailCapTable {
  /** Trimmed and lower-cased. */
  email: string;
  /** What the mails were: `confirmation`, `reconfirmation`, `reset_password`, `newsletter`. */
  kind: string;
  window_started_at: number;
  sent: number;
}
