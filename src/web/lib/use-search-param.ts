import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/** One query-string parameter as state: setting '' or null removes it; history is replaced. */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const set = useCallback(
    (value: string | null) =>
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          if (value) next.set(name, value)
          else next.delete(name)
          return next
        },
        { replace: true, preventScrollReset: true },
      ),
    [name, setSearchParams],
  )
  return [searchParams.get(name), set]
}
