// How many items a responsive grid puts on one row at the current window width, following
// Tailwind's breakpoints (sm 40rem, md 48rem, lg 64rem, xl 80rem), so a virtualized grid can lay its
// items out in rows.
import { useCallback, useSyncExternalStore } from 'react'

export type Columns = { base: number; sm?: number; md?: number; lg?: number; xl?: number }

const breakpoints = [
  ['sm', '(min-width: 40rem)'],
  ['md', '(min-width: 48rem)'],
  ['lg', '(min-width: 64rem)'],
  ['xl', '(min-width: 80rem)'],
] as const

export function columnsAt(columns: Columns, matches: (query: string) => boolean): number {
  let count = columns.base
  for (const [name, query] of breakpoints) {
    const atBreakpoint = columns[name]
    if (atBreakpoint !== undefined && matches(query)) count = atBreakpoint
  }
  return count
}

export function useColumns(columns: Columns): number {
  const { base, sm, md, lg, xl } = columns
  const subscribe = useCallback((onChange: () => void) => {
    const lists = breakpoints.map(([, query]) => window.matchMedia(query))
    for (const list of lists) list.addEventListener('change', onChange)
    return () => {
      for (const list of lists) list.removeEventListener('change', onChange)
    }
  }, [])
  const snapshot = useCallback(
    () =>
      columnsAt(
        { base, ...(sm && { sm }), ...(md && { md }), ...(lg && { lg }), ...(xl && { xl }) },
        (query) => window.matchMedia(query).matches,
      ),
    [base, sm, md, lg, xl],
  )
  return useSyncExternalStore(subscribe, snapshot, () => base)
}
