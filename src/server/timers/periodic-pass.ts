// A pass that runs at start and then every `intervalMs` on one server (the follow-up scheduler, the
// hub's pruning): one pass at a time (a slow pass is not overtaken by the next tick), errors go to
// `onError` and the next tick still comes, and `stop()` ends the timer and waits for a pass under
// way. A pass may ask `isStopped()` between steps to end early.

export type PeriodicPassOptions = {
  intervalMs: number
  /** Tests: no timer; only runPass() passes. */
  manual?: boolean
  onError?: (error: unknown) => void
}

export type PeriodicPass<T> = {
  runPass(): Promise<T>
  /** Stops the timer and waits for a pass under way. */
  stop(): Promise<void>
}

export function startPeriodicPass<T>(
  pass: (isStopped: () => boolean) => Promise<T>,
  options: PeriodicPassOptions,
): PeriodicPass<T> {
  let stopped = false
  let running: Promise<T> | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  const isStopped = () => stopped

  function runPass(): Promise<T> {
    running ??= pass(isStopped).finally(() => (running = null))
    return running
  }

  const tick = () => {
    if (stopped) return
    runPass()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs)
      })
  }
  if (!options.manual) tick()

  return {
    runPass,
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await running?.catch(() => {})
    },
  }
}
