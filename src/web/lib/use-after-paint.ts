// For a part a page can show a moment later than its main content: false until `enabled` (the main
// content is rendered) and the browser has painted a frame since, then true. What it then loads
// (a module, a request) no longer shares the network and the main thread with the page's first
// content, nor counts towards its Largest Contentful Paint.
import { useEffect, useState } from 'react'

/** A task after the next frame is painted (a frame callback runs just before the paint). */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0)
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

export function useAfterPaint(enabled: boolean): boolean {
  const [isPainted, setPainted] = useState(false)
  useEffect(() => {
    if (!enabled || isPainted) return
    return afterNextPaint(() => setPainted(true))
  }, [enabled, isPainted])
  return isPainted
}
