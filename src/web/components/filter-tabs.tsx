// The filter tabs of a list screen (all, by status, by stage): the selected one kept in the URL, and
// the list as the selected tab's panel, so each tab names what it controls (aria-controls).
import type { ReactNode } from 'react'
import { useTabParam } from '../lib/use-tab-param'
import { TabBar, type TabBarLayout } from './tab-bar'
import { Tabs, TabsContent } from './ui/tabs'

export type FilterTab<T extends string> = { value: T; label: ReactNode }

export type FilterTabsState<T extends string> = {
  tabs: readonly FilterTab<T>[]
  value: T
  onValueChange: (value: string) => void
}

/** The selected tab, from the URL parameter the spec names (?status=, ?filter=); the first is the default. */
export function useFilterTabs<T extends string>(
  tabs: readonly FilterTab<T>[],
  param: string,
): FilterTabsState<T> {
  const [value, onValueChange] = useTabParam(
    tabs.map((t) => t.value),
    param,
  )
  return { tabs, value, onValueChange }
}

export type FilterTabsProps<T extends string> = FilterTabsState<T> & {
  /** The tab list's accessible name, as in 'Job status'. */
  label: string
  phoneLayout: TabBarLayout
  /** The list. */
  children: ReactNode
}

export function FilterTabs<T extends string>({
  tabs,
  value,
  onValueChange,
  label,
  phoneLayout,
  children,
}: FilterTabsProps<T>) {
  return (
    <Tabs value={value} onValueChange={onValueChange}>
      <TabBar tabs={tabs} label={label} phoneLayout={phoneLayout} />
      <TabsContent value={value}>{children}</TabsContent>
    </Tabs>
  )
}
