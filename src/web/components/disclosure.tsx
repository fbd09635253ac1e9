// A part of a card shown and hidden by a full-width button (DisclosureButton), rendered only once
// opened: its content may load its code then (a lazy component under the Suspense given here).
import { Suspense, useId, useState, type ReactNode } from 'react'
import { DisclosureButton, type DisclosureButtonProps } from './disclosure-button'

export function Disclosure({
  text,
  name,
  fallback,
  children,
}: Pick<DisclosureButtonProps, 'text' | 'name'> & { fallback: ReactNode; children: ReactNode }) {
  const [isOpen, setOpen] = useState(false)
  const panelId = useId()
  return (
    <div className="flex flex-col gap-3">
      <DisclosureButton
        isOpen={isOpen}
        onToggle={() => setOpen((open) => !open)}
        controls={panelId}
        text={text}
        name={name}
      />
      <div id={panelId} hidden={!isOpen}>
        {isOpen ? <Suspense fallback={fallback}>{children}</Suspense> : null}
      </div>
    </div>
  )
}
