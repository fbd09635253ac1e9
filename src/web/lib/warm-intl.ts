// The first Intl formatter a page makes costs 50-100 ms of its main thread while ICU loads its locale
// data (measured on Today: its largest task after the code's own evaluation, four times that on
// Lighthouse's phone). ICU keeps that data for the whole process, so a worker that makes the same
// formatters first, on its own thread, leaves the page's own nearly free (under 1 ms). Imported
// first by an entry, so the worker starts while the rest of the code is evaluated; the page's first
// formatter can wait for it (intlWarmedUp), since the worker's own file still has to arrive.
let warmedUp: Promise<void> = Promise.resolve()

export function warmIntl(): void {
  if (typeof Worker !== 'function') return
  try {
    const worker = new Worker(new URL('./warm-intl.worker.ts', import.meta.url))
    warmedUp = new Promise((resolve) => {
      const stop = () => {
        worker.terminate()
        resolve()
      }
      worker.addEventListener('message', stop)
      worker.addEventListener('error', stop)
    })
  } catch {
    // No worker (a policy, an old browser): the page loads the data itself, as it always did.
  }
}

/** Resolves once the worker has loaded ICU's data (or failed), or after `atMostMs`. */
export function intlWarmedUp(atMostMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, atMostMs)))
  return Promise.race([warmedUp, late]).finally(() => clearTimeout(timer))
}

warmIntl()
