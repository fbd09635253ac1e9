// A settings card that offers one action: a titled region, a line on what the action does, and its
// button (Settings > Demo's export and reset, Settings > Backup's download and restore).
import type { ReactNode } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card'

export function ActionCard({
  id,
  title,
  description,
  children,
}: {
  /** Names the region by its title's element id (`${id}-title`). */
  id: string
  title: string
  description: ReactNode
  children: ReactNode
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto flex flex-col gap-3">{children}</CardContent>
    </Card>
  )
}
