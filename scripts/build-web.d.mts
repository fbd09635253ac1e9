export type WebBuildState = 'missing' | 'changed' | 'current'
/** Builds the web app with Vite when it is missing or its sources changed since the last build. */
export function ensureWebBuild(options: {
  root: string
  configFile: string
  /** The config's build.outDir, absolute. */
  outDir: string
  /** How the log names outDir (outDir itself by default). */
  label?: string
  log?: (line: string) => void
  /** Further `vite build --mode <mode>` passes into the same outDir, after the first. */
  extraModes?: string[]
  /** Files those passes write (in outDir): a build without them is missing. */
  extraPages?: string[]
}): Promise<WebBuildState>
