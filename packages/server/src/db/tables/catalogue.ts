/** Tables of the catalogue and merchandising area (products, offers, media, promotions, …). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CatalogueTables {}
