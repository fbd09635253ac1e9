export const FIELD_MANIFEST: string
export const FIELD_PAGE: string
