// One change to a work order's checklist or materials, applied to the latest stored version. The
// editor sends changes one at a time, so two quick ticks never undo each other.
import { AppError } from '../shared/app-error'
import { MAX_TEXT } from '../shared/text-limits'
import type { WorkOrder } from './work-order'

export type WorkOrderEdit =
  | { kind: 'check'; index: number; done: boolean }
  | { kind: 'add-item'; label: string }
  | { kind: 'remove-item'; index: number }
  | { kind: 'add-material'; name: string }
  | { kind: 'remove-material'; index: number }

type Editable = Pick<WorkOrder, 'materials' | 'checklist'>

function cleanText(text: string, label: string): string {
  const clean = text.trim()
  if (!clean) throw new AppError('VALIDATION', `${label} is required`)
  if (clean.length > MAX_TEXT) {
    throw new AppError('VALIDATION', `${label} is too long (max ${MAX_TEXT})`)
  }
  return clean
}

function checkIndex(index: number, length: number, what: string): void {
  if (!Number.isInteger(index) || index < 0 || index >= length) {
    throw new AppError(
      'CONFLICT',
      `That ${what} is no longer on this work order: reload and try again`,
    )
  }
}

export function applyWorkOrderEdit(order: Editable, edit: WorkOrderEdit): Editable {
  const { materials, checklist } = order
  switch (edit.kind) {
    case 'check':
      checkIndex(edit.index, checklist.length, 'checklist item')
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
      checkIndex(edit.index, checklist.length, 'checklist item')
      return { materials, checklist: checklist.filter((_, i) => i !== edit.index) }
    case 'add-material':
      return { materials: [...materials, cleanText(edit.name, 'Material')], checklist }
    case 'remove-material':
      checkIndex(edit.index, materials.length, 'material')
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
