// The label/value rows of a detail page's Info or Overview tab: a card holding one description list.
import type { ReactNode } from 'react'
import { Card, CardContent, CardHeader, CardTitle } from './ui/card'

export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  )
}

/** A card of InfoRows, with an optional heading ('Contact information'). */
export function InfoCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Card>
      {title ? (
        <CardHeader>
          <CardTitle>{title}</CardTitle>
        </CardHeader>
      ) : null}
      <CardContent>
        <dl className="divide-y">{children}</dl>
      </CardContent>
    </Card>
  )
}

/** The muted text of an empty value ('Not provided', 'No notes'). */
export function NoValue({ children }: { children: ReactNode }) {
  return <span className="text-muted-foreground">{children}</span>
}
