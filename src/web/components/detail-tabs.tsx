// The tabs of a detail page, each with its panel, the selection kept in the URL (?tab=).
import type { ReactNode } from 'react'
import { cn } from '../lib/cn'
import { useTabParam } from '../lib/use-tab-param'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs'

export type DetailTab = { value: string; label: string; content: ReactNode }

export type DetailTabsProps = {
  tabs: readonly DetailTab[]
  /** The tab list's accessible name, as in 'Person details'. */
  label: string
  /** Tabs per row on phones, so every tab stays visible and easy to tap. */
  phoneColumns?: 2 | 3 | 4
}

const columnClass = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' } as const

export function DetailTabs({ tabs, label, phoneColumns = 3 }: DetailTabsProps) {
  const [tab, selectTab] = useTabParam(tabs.map((t) => t.value))
  return (
    <Tabs value={tab} onValueChange={selectTab}>
      <TabsList
        aria-label={label}
        className={cn(
          'grid h-auto w-full sm:inline-flex sm:h-10 sm:w-fit',
          columnClass[phoneColumns],
        )}
      >
        {tabs.map(({ value, label: name }) => (
          <TabsTrigger
            key={value}
            value={value}
            className={cn('min-h-11 sm:min-h-0', phoneColumns === 4 && 'px-1 sm:px-3')}
          >
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map(({ value, content }) => (
        <TabsContent key={value} value={value}>
          {content}
        </TabsContent>
      ))}
    </Tabs>
  )
}
