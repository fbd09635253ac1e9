// What deleting a record would do to the rows that point at it, counted before the user confirms:
// which references block the delete (restrict) and which rows change with it (cleared, removed from
// a list, or deleted too). The same words on every confirm dialog.
import { z } from 'zod'
import { getResource } from './resources'
import type { Reference } from './shared/resource'

export const referenceCountSchema = z.object({
  collection: z.string(),
  field: z.string(),
  on_delete: z.enum(['restrict', 'setNull', 'cascade', 'pull']),
  count: z.number().int().min(0),
  /**
   * The caller may not read every row of `collection` (issue #28): `count` then only says whether
   * there are any (0 or 1), never how many.
   */
  hidden: z.boolean().optional(),
})
export type ReferenceCount = z.infer<typeof referenceCountSchema>

export const deleteImpactSchema = z.object({
  can_delete: z.boolean(),
  references: z.array(referenceCountSchema),
})
export type DeleteImpact = z.infer<typeof deleteImpactSchema>

export function buildDeleteImpact(
  counts: readonly (Reference & { count: number; hidden?: boolean })[],
): DeleteImpact {
  return {
    can_delete: counts.every((r) => r.onDelete !== 'restrict' || r.count === 0),
    references: counts.map((r) => ({
      collection: r.collection,
      field: r.field,
      on_delete: r.onDelete,
      ...(r.hidden ? { count: Math.min(r.count, 1), hidden: true } : { count: r.count }),
    })),
  }
}

function plural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`
  if (/(s|sh|ch|x)$/.test(word) || word.endsWith('media')) return word
  return `${word}s`
}

const collectionNoun = (collection: string) =>
  (getResource(collection)?.label ?? collection.replaceAll('-', ' ')).toLowerCase()

/** '1 job', '3 jobs', '2 companies', '1 lead activity': the collection's label, counted. */
export function countOf(collection: string, count: number): string {
  const singular = collectionNoun(collection)
  return `${count} ${count === 1 ? singular : plural(singular)}`
}

/** 'client_person_id' -> 'client person', 'primary_contact' -> 'primary contact'. */
function fieldNoun(field: string): string {
  return field.replace(/_id$/, '').replaceAll('_', ' ')
}

export type ImpactLine = { kind: 'blocks' | 'changes'; text: string }

/** One line per reference that has rows, blocking ones first: '3 jobs — delete or reassign them first'. */
export function describeDeleteImpact(label: string, impact: DeleteImpact): ImpactLine[] {
  const what = label.toLowerCase()
  const lines: ImpactLine[] = []
  for (const ref of impact.references) {
    if (ref.count === 0) continue
    const n = ref.hidden
      ? `${plural(collectionNoun(ref.collection))} you may not see`
      : countOf(ref.collection, ref.count)
    const them = ref.count === 1 && !ref.hidden ? 'it' : 'them'
    switch (ref.on_delete) {
      case 'restrict':
        lines.push({ kind: 'blocks', text: `${n} — delete or reassign ${them} first` })
        break
      case 'setNull':
        lines.push({ kind: 'changes', text: `${n} — kept, ${fieldNoun(ref.field)} cleared` })
        break
      case 'pull':
        lines.push({
          kind: 'changes',
          text: `${n} — kept, this ${what} removed from ${fieldNoun(ref.field)}`,
        })
        break
      case 'cascade':
        lines.push({ kind: 'changes', text: `${n} — deleted with this ${what}` })
        break
    }
  }
  return lines.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'blocks' ? -1 : 1))
}
