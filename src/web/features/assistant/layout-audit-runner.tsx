// Development builds only: audits the layout in the background after each page change or resize
// and keeps the last 10 results on window.__layoutAudit (see lib/layout-audit.ts).
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { auditTargets, keepLast, type AuditResult, type TapTarget } from '../../lib/layout-audit'

declare global {
  interface Window {
    __layoutAudit?: AuditResult[]
  }
}

const INTERACTIVE =
  'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab]'

function visibleTargets(): TapTarget[] {
  const targets: TapTarget[] = []
  for (const element of document.querySelectorAll<HTMLElement>(INTERACTIVE)) {
    const rect = element.getBoundingClientRect()
    if (rect.width === 0 || rect.height === 0 || element.closest('[inert], [hidden], .sr-only'))
      continue
    const label =
      element.getAttribute('aria-label') ??
      element.textContent?.trim().slice(0, 40) ??
      element.tagName
    targets.push({
      label: label || element.tagName.toLowerCase(),
      width: Math.round(rect.width),
      height: Math.round(rect.height),
    })
  }
  return targets
}

export function LayoutAuditRunner() {
  const { pathname } = useLocation()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    const run = () => {
      clearTimeout(timer.current)
      // After the page settles (lazy routes, data), without getting in the way.
      timer.current = setTimeout(() => {
        const result = auditTargets(pathname, Date.now(), window.innerWidth, visibleTargets())
        window.__layoutAudit = keepLast(window.__layoutAudit ?? [], result)
        if (result.smallTargets.length > 0) {
          console.info(
            `[layout audit] ${pathname} (${result.viewport}): ${result.smallTargets.length} tap targets under 44 px`,
            result.smallTargets,
          )
        }
      }, 1500)
    }
    run()
    window.addEventListener('resize', run)
    return () => {
      clearTimeout(timer.current)
      window.removeEventListener('resize', run)
    }
  }, [pathname])

  return null
}
