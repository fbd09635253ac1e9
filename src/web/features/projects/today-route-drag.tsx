// Dragging Today's cards into the office's route order (issue #32 section 1): a grip on each card
// that shares its start time with another; a card dropped on another card of the same time takes
// its place (routeDrop in domain/projects/today.ts). Move up / Move down stay beside the grip, and
// the keyboard sensor drags too (Space to pick up, arrows, Space to drop).
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
} from '@dnd-kit/core'
import { GripVertical } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn'

export type RouteDragAreaProps = {
  titleOf: (id: string) => string
  onDrop: (id: string, overId: string) => void
  children: ReactNode
}

export function RouteDragArea({ titleOf, onDrop, children }: RouteDragAreaProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  )
  const title = (id: string | number) => titleOf(String(id))
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${title(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id ? `${title(active.id)} is over ${title(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? `${title(active.id)} now comes where ${title(over.id)} was.`
        : `${title(active.id)} was not moved.`,
    onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled.`,
  }
  return (
    <DndContext
      sensors={sensors}
      accessibility={{ announcements }}
      onDragEnd={({ active, over }) => {
        if (over && over.id !== active.id) onDrop(String(active.id), String(over.id))
      }}
    >
      {children}
    </DndContext>
  )
}

export type RouteDragItemProps = {
  id: string
  title: string
  /** False for a card with no other card at its time (nothing to reorder) or a read-only role. */
  canDrag: boolean
  /** The card, given the grip to place among its controls (null when it cannot be dragged). */
  children: (handle: ReactNode) => ReactNode
}

export function RouteDragItem({ id, title, canDrag, children }: RouteDragItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging, transform } =
    useDraggable({ id, disabled: !canDrag })
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id, disabled: !canDrag })
  const handle = canDrag ? (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Drag ${title} to another place in the route`}
      className="inline-flex size-11 cursor-grab touch-none items-center justify-center rounded-md border bg-background text-muted-foreground shadow-xs hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none active:cursor-grabbing"
    >
      <GripVertical aria-hidden="true" className="size-4" />
    </button>
  ) : null
  return (
    <li
      ref={(node) => {
        setNodeRef(node)
        setDropRef(node)
      }}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : {}}
      className={cn(
        'rounded-xl',
        isDragging && 'relative z-10 opacity-80 shadow-lg',
        isOver && !isDragging && 'ring-2 ring-primary',
      )}
    >
      {children(handle)}
    </li>
  )
}
