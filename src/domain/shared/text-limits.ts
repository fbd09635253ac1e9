// The longest texts a field takes. Apart from the field schemas (fields.ts), so that a rule which
// only needs the number does not bring zod along (a page's code loads zod only when it validates).
export const MAX_TEXT = 200
export const MAX_LONG_TEXT = 10_000
