// Types of page-preloads.mjs.
export type PagePreloads = { modules: readonly string[] }
export declare const PAGE_PRELOADS_FILE: string
export declare function preloadTags(page: PagePreloads): string[]
