// The tab list of a detail or list screen. On phones every tab stays visible and easy to tap: in a
// grid of even columns or, for many tabs, in one row that scrolls sideways.
import type { ReactNode } from 'react'
import { cn } from '../lib/cn'
import { TabsList, TabsTrigger } from './ui/tabs'

export type TabBarItem = { value: string; label: ReactNode }

/** Tabs per row on phones, or one row that scrolls. */
export type TabBarLayout = 2 | 3 | 4 | 'scroll'

const columnClass = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' } as const

export type TabBarProps = {
  tabs: readonly TabBarItem[]
  /** The tab list's accessible name, as in 'Person details'. */
  label: string
  phoneLayout: TabBarLayout
}

export function TabBar({ tabs, label, phoneLayout }: TabBarProps) {
  const isScroll = phoneLayout === 'scroll'
  return (
    <TabsList
      aria-label={label}
      className={
        isScroll
          ? 'w-full justify-start sm:w-fit'
          : cn('grid h-auto w-full sm:inline-flex sm:h-10 sm:w-fit', columnClass[phoneLayout])
      }
    >
      {tabs.map(({ value, label: name }) => (
        <TabsTrigger
          key={value}
          value={value}
          className={
            isScroll
              ? 'min-h-9 flex-none px-3'
              : cn('min-h-11 sm:min-h-0', phoneLayout === 4 && 'px-1 sm:px-3')
          }
        >
          {name}
        </TabsTrigger>
      ))}
    </TabsList>
  )
}
