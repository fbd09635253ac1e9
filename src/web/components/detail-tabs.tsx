// The tabs of a detail page, each with its panel, the selection kept in the URL (?tab=).
import type { ReactNode } from 'react'
import { useTabParam } from '../lib/use-tab-param'
import { TabBar } from './tab-bar'
import { Tabs, TabsContent } from './ui/tabs'

export type DetailTab = { value: string; label: string; content: ReactNode }

export type DetailTabsProps = {
  tabs: readonly DetailTab[]
  /** The tab list's accessible name, as in 'Person details'. */
  label: string
  /** Tabs per row on phones, so every tab stays visible and easy to tap. */
  phoneColumns?: 2 | 3 | 4
}

export function DetailTabs({ tabs, label, phoneColumns = 3 }: DetailTabsProps) {
  const [tab, selectTab] = useTabParam(tabs.map((t) => t.value))
  return (
    <Tabs value={tab} onValueChange={selectTab}>
      <TabBar tabs={tabs} label={label} phoneLayout={phoneColumns} />
      {tabs.map(({ value, content }) => (
        <TabsContent key={value} value={value}>
          {content}
        </TabsContent>
      ))}
    </Tabs>
  )
}
