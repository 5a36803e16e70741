/** Tables of the accounts area (accounts, tokens, mail outbox, captcha, …). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AccountTables {}
