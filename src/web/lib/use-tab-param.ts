// The selected tab of a detail page lives in the URL (?tab=jobs), so it survives a reload and can be
// linked to; the first tab is the default and leaves the URL clean.
import { useSearchParams } from 'react-router'

export function useTabParam<T extends string>(tabs: readonly T[]): [T, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams()
  const fallback = tabs[0] as T
  const param = searchParams.get('tab')
  const tab =
    param !== null && (tabs as readonly string[]).includes(param) ? (param as T) : fallback

  function selectTab(value: string) {
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (value === fallback) next.delete('tab')
        else next.set('tab', value)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }
  return [tab, selectTab]
}
