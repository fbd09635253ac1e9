export const CLIENT_MANIFEST: string
export const CLIENT_PAGE: string
