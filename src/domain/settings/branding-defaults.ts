// The branding the app shows until the workspace's own loads: kept free of zod so the app shell
// (the first page) does not pull the schema library in.
export const DEFAULT_BRANDING = { business_name: 'Groundwork', brand_color: '#2f6b3a' } as const
