export const root: string
export const serverBundle: string
/** V8 flags of the server process (package.json's `start` passes the same). */
export const SERVER_NODE_FLAGS: readonly string[]
export function serverBundleIsStale(): boolean
/** Bundles the server into `outfile` (dist/server/main.js; the bench and the crash test use others). */
export function buildServer(outfile?: string): Promise<void>
