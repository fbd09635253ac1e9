// One change to a work order's checklist or materials, applied to the latest stored version. The
// editor sends changes one at a time, so two quick ticks never undo each other. An edit by index may
// name what it expects there (`label`, `name`): one replayed from the phone after the office moved
// the list is refused rather than applied to another item (issue #33).
import { AppError } from '../shared/app-error'
import { isLongerThan } from '../shared/text-length'
import { MAX_TEXT } from '../shared/text-limits'
import type { WorkOrder } from './work-order'

export type WorkOrderEdit =
  | { kind: 'check'; index: number; done: boolean; label?: string | undefined }
  | { kind: 'add-item'; label: string }
  | { kind: 'remove-item'; index: number; label?: string | undefined }
  | { kind: 'add-material'; name: string }
  | { kind: 'remove-material'; index: number; name?: string | undefined }

type Editable = Pick<WorkOrder, 'materials' | 'checklist'>

function cleanText(text: string, label: string): string {
  const clean = text.trim()
  if (!clean) throw new AppError('VALIDATION', `${label} is required`)
  if (isLongerThan(clean, MAX_TEXT)) {
    throw new AppError('VALIDATION', `${label} is too long (max ${MAX_TEXT})`)
  }
  return clean
}

function checkIndex(
  index: number,
  entries: readonly string[],
  what: string,
  expected?: string | undefined,
): void {
  const gone = !Number.isInteger(index) || index < 0 || index >= entries.length
  if (gone || (expected !== undefined && entries[index] !== expected)) {
    throw new AppError(
      'CONFLICT',
      `That ${what} is no longer on this work order: reload and try again`,
    )
  }
}

export function applyWorkOrderEdit(order: Editable, edit: WorkOrderEdit): Editable {
  const { materials, checklist } = order
  const labels = checklist.map((item) => item.label)
  switch (edit.kind) {
    case 'check':
      checkIndex(edit.index, labels, 'checklist item', edit.label)
      return {
        materials,
        checklist: checklist.map((item, i) =>
          i === edit.index ? { ...item, done: edit.done } : item,
        ),
      }
    case 'add-item':
      return {
        materials,
        checklist: [...checklist, { label: cleanText(edit.label, 'Checklist item'), done: false }],
      }
    case 'remove-item':
      checkIndex(edit.index, labels, 'checklist item', edit.label)
      return { materials, checklist: checklist.filter((_, i) => i !== edit.index) }
    case 'add-material':
      return { materials: [...materials, cleanText(edit.name, 'Material')], checklist }
    case 'remove-material':
      checkIndex(edit.index, materials, 'material', edit.name)
      return { materials: materials.filter((_, i) => i !== edit.index), checklist }
  }
}

/** Text with one entry per line, trimmed, blanks dropped: the new work order form. */
export function splitEntries(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((entry) => entry.trim())
    .filter(Boolean)
}

/**
 * The edit naming the item or material it meant at its index in `order` (the list the user saw), so
 * the server refuses it (409) when the list has moved meanwhile instead of changing another entry.
 */
export function withExpectedEntry(order: Editable, edit: WorkOrderEdit): WorkOrderEdit {
  switch (edit.kind) {
    case 'check':
    case 'remove-item':
      return { ...edit, label: edit.label ?? order.checklist[edit.index]?.label }
    case 'remove-material':
      return { ...edit, name: edit.name ?? order.materials[edit.index] }
    default:
      return edit
  }
}
