// The selected tab of a page lives in the URL (?tab=jobs), so it survives a reload and can be linked
// to; the first tab is the default and leaves the URL clean. Pages whose spec names another
// parameter (?view=, ?folder=) pass its name.
import { useSearchParams } from 'react-router'

export function useTabParam<T extends string>(
  tabs: readonly T[],
  param = 'tab',
): [T, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const fallback = tabs[0] as T
  const value = searchParams.get(param)
  const tab =
    value !== null && (tabs as readonly string[]).includes(value) ? (value as T) : fallback

  function selectTab(next: string) {
    setSearchParams(
      (prev) => {
        const params = new URLSearchParams(prev)
        if (next === fallback) params.delete(param)
        else params.set(param, next)
        return params
      },
      { replace: true, preventScrollReset: true },
    )
  }
  return [tab, selectTab]
}
