// For what a page shows below its first screen, or beside what it must show first: false on the
// first render, true in a later task. The browser paints the top of the page and can answer input
// before the rest renders, instead of facing one long task for the whole page (decision 019). The
// later render is a transition, so React renders it in slices between which the browser answers.
import { startTransition, useEffect, useState } from 'react'

export function useRenderedLater(): boolean {
  const [isReady, setReady] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0)
    return () => clearTimeout(timer)
  }, [])
  return isReady
}
