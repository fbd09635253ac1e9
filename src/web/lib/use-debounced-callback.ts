import { useCallback, useEffect, useLayoutEffect, useRef } from 'react'

/** Calls `fn` once the calls have paused for `delayMs`; a pending call is dropped on unmount. */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  delayMs: number,
): (...args: A) => void {
  const fnRef = useRef(fn)
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useLayoutEffect(() => {
    fnRef.current = fn
  })
  useEffect(() => () => clearTimeout(timerRef.current), [])

  return useCallback(
    (...args: A) => {
      clearTimeout(timerRef.current)
      timerRef.current = setTimeout(() => fnRef.current(...args), delayMs)
    },
    [delayMs],
  )
}
