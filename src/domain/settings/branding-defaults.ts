// The branding the app shows until the workspace's own loads, and the limits both the schema
// (branding.ts) and the zod-free reader (read-branding.ts) keep: free of zod so the app shell (the
// first page) does not pull the schema library in.
export const DEFAULT_BRANDING = { business_name: 'Groundwork', brand_color: '#2f6b3a' } as const

/** The longest business name, in characters (code points, as zod counts), after trimming. */
export const BUSINESS_NAME_MAX = 80

/** '#rrggbb' in either case (stored lower case). */
export const BRAND_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/
