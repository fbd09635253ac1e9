// The sizes of a list page (list-query.ts), apart from its zod schemas so that the browser code which
// only needs a number does not load zod with it.
export const DEFAULT_LIMIT = 50
export const MAX_LIMIT = 200
/**
 * A search (`q`) counts its matches up to this many; past it, `total` is this number and
 * `total_capped` is true. An exact count of a one-letter search would test every row of a large list.
 */
export const SEARCH_TOTAL_CAP = 200
