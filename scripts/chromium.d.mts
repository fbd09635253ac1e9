/** Debian's Chromium (CHROMIUM_PATH overrides it). */
export const CHROMIUM_PATH: string
/** The flags every launch here uses (root, no GPU, no background traffic). */
export const CHROMIUM_ARGS: readonly string[]
