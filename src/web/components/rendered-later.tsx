import type { ReactNode } from 'react'
import { useRenderedLater } from '../lib/use-rendered-later'

/** Its children after the first render (lib/use-rendered-later.ts), `fallback` until then. */
export function RenderedLater({
  children,
  fallback = null,
}: {
  children: ReactNode
  fallback?: ReactNode
}) {
  return useRenderedLater() ? children : fallback
}
