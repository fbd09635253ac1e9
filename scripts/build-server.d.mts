export const root: string
export const serverBundle: string
/** V8 flags of the server process (package.json's `start` passes the same). */
export const SERVER_NODE_FLAGS: readonly string[]
/** Whether the bundle is missing, built from other sources than today's (or unstamped), or current. */
export function serverBundleState(
  outfile?: string,
  projectRoot?: string,
): 'missing' | 'changed' | 'current'
/** Bundles the server into `outfile` (dist/server/main.js; the bench and the crash test use others). */
export function buildServer(outfile?: string): Promise<void>
