export const root: string
export const serverBundle: string
export function serverBundleIsStale(): boolean
/** Bundles the server into `outfile` (dist/server/main.js; the bench and the crash test use others). */
export function buildServer(outfile?: string): Promise<void>
