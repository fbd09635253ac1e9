// The background layout audit of development builds (SPEC section 9): after each page change it
// classifies the viewport and flags tap targets smaller than 44 px, keeping the last 10 results.
export const AUDIT_HISTORY = 10
export const MIN_TAP_TARGET = 44
export const VIEWPORT_LIMITS = { mobile: 480, tablet: 991 } as const

export type ViewportClass = 'mobile' | 'tablet' | 'desktop'

export type TapTarget = { label: string; width: number; height: number }

export type AuditResult = {
  path: string
  at: number
  viewport: ViewportClass
  width: number
  /** Interactive elements under 44 px in width or height. */
  smallTargets: TapTarget[]
}

export function viewportClass(width: number): ViewportClass {
  if (width <= VIEWPORT_LIMITS.mobile) return 'mobile'
  if (width <= VIEWPORT_LIMITS.tablet) return 'tablet'
  return 'desktop'
}

export function isSmallTarget(target: Pick<TapTarget, 'width' | 'height'>): boolean {
  return target.width < MIN_TAP_TARGET || target.height < MIN_TAP_TARGET
}

export function auditTargets(
  path: string,
  at: number,
  width: number,
  targets: readonly TapTarget[],
): AuditResult {
  return {
    path,
    at,
    width,
    viewport: viewportClass(width),
    smallTargets: targets.filter(isSmallTarget),
  }
}

/** Appends and keeps the newest `AUDIT_HISTORY` results. */
export function keepLast<T>(results: readonly T[], next: T, max = AUDIT_HISTORY): T[] {
  return [...results, next].slice(-max)
}
