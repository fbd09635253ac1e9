// Tabs: Radix's list and triggers (roving focus, arrow keys, activation), and our own panel. Radix's
// panel mounts through its Presence, which reads the panel's computed animation in the commit: a
// forced style recalculation of the whole new page, 30-50 ms on a phone when a list screen first
// renders (decision 027). The panel needs no animation, so it is a plain tabpanel here; Tabs keeps
// the selected value and the ids that tie each trigger to its panel.
import { Tabs as TabsPrimitive } from 'radix-ui'
import { createContext, use, useId, useState, type ComponentProps } from 'react'
import { cn } from '../../lib/cn'

type TabsState = { baseId: string; value: string | undefined }
const TabsContext = createContext<TabsState | null>(null)

function useTabsState(part: string): TabsState {
  const state = use(TabsContext)
  if (!state) throw new Error(`${part} must be inside <Tabs>`)
  return state
}

/** A value as part of an id: ids hold no spaces ('In Progress'), and aria-controls lists ids. */
const idPart = (value: string) =>
  value.replace(/[^\w-]/g, (c) => `_${c.codePointAt(0)!.toString(16)}`)
const triggerId = (baseId: string, value: string) => `${baseId}-tab-${idPart(value)}`
const panelId = (baseId: string, value: string) => `${baseId}-panel-${idPart(value)}`

export function Tabs({
  className,
  value,
  defaultValue,
  onValueChange,
  ...props
}: ComponentProps<typeof TabsPrimitive.Root>) {
  const baseId = useId()
  const [chosen, setChosen] = useState(defaultValue)
  const current = value ?? chosen
  return (
    <TabsContext value={{ baseId, value: current }}>
      <TabsPrimitive.Root
        data-slot="tabs"
        className={cn('flex flex-col gap-4', className)}
        value={current}
        onValueChange={(next) => {
          if (value === undefined) setChosen(next)
          onValueChange?.(next)
        }}
        {...props}
      />
    </TabsContext>
  )
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'inline-flex h-10 w-fit max-w-full items-center justify-start overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground',
        className,
      )}
      {...props}
    />
  )
}

export function TabsTrigger({
  className,
  value,
  ...props
}: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const { baseId } = useTabsState('TabsTrigger')
  return (
    <TabsPrimitive.Trigger
      value={value}
      id={triggerId(baseId, value)}
      aria-controls={panelId(baseId, value)}
      data-slot="tabs-trigger"
      className={cn(
        "inline-flex h-full flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-md border border-transparent px-3 py-1 text-sm font-medium whitespace-nowrap text-foreground/70 transition-[color,box-shadow] hover:text-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-1 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  )
}

export function TabsContent({
  className,
  value,
  ...props
}: ComponentProps<'div'> & { value: string }) {
  const { baseId, value: selected } = useTabsState('TabsContent')
  // Like Radix's panel: only the selected tab's panel is in the page.
  if (value !== selected) return null
  return (
    <div
      data-slot="tabs-content"
      data-state="active"
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={triggerId(baseId, value)}
      tabIndex={0}
      className={cn(
        'flex-1 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
      {...props}
    />
  )
}
