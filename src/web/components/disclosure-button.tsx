import { ChevronDown } from 'lucide-react'
import { cn } from '../lib/cn'
import { Button } from './ui/button'

export type DisclosureButtonProps = {
  isOpen: boolean
  onToggle: () => void
  /** The id of the part it shows and hides. */
  controls: string
  /** What it says: closed, and open ("Work order", "Hide work order"). */
  text: { closed: string; open: string }
  /** Its accessible name, closed and open, naming what it belongs to on a page of several. */
  name: { closed: string; open: string }
}

/** A full-width button, 44 px high, that shows and hides a part of a card below it. */
export function DisclosureButton({
  isOpen,
  onToggle,
  controls,
  text,
  name,
}: DisclosureButtonProps) {
  return (
    <Button
      variant="outline"
      className="min-h-11 justify-between"
      aria-expanded={isOpen}
      aria-controls={controls}
      aria-label={isOpen ? name.open : name.closed}
      onClick={onToggle}
    >
      {isOpen ? text.open : text.closed}
      <ChevronDown
        aria-hidden="true"
        className={cn('size-4 transition-transform', isOpen && 'rotate-180')}
      />
    </Button>
  )
}
