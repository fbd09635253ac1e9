// The description of one collection that both transports serve: schemas, construction, patch rules,
// list semantics and what happens to rows that point at a deleted record.
import type { z } from 'zod'
import type { RuleContext } from './context'
import type { ListSpec } from './list-query'

/** What happens to a row of `collection` whose `field` points at a record being deleted. */
export type Reference = {
  collection: string
  field: string
  /** restrict: refuse the delete; setNull: clear the field; cascade: delete the row; pull: remove the id from an array field. */
  onDelete: 'restrict' | 'setNull' | 'cascade' | 'pull'
}

export type Entity = { id: string; version: number }

export type ResourceDef<
  E extends Entity = Entity,
  C = unknown,
  U = unknown,
  N extends string = string,
> = {
  /** Collection name, also the URL segment under /api and the export key. */
  name: N
  /** Singular label used in messages: 'Person' gives 'Person not found'. */
  label: string
  schema: z.ZodType<E>
  createInput: z.ZodType<C>
  patchInput: z.ZodType<U>
  build: (input: C, ctx: RuleContext) => Omit<E, 'version'>
  /** Applies a validated patch; may throw AppError INVALID_STATE for a disallowed change. */
  applyPatch: (entity: E, patch: U, ctx: RuleContext) => Omit<E, 'version'>
  list: ListSpec
  /** A field given a unique, sequential value on create (invoice numbers). */
  numbering?: { field: string; format: (sequence: number) => string }
  /** Rows elsewhere that point at this collection's records. */
  referencedBy: readonly Reference[]
}

/** Generic patch: the given fields replace the stored ones. */
export function mergePatch<E extends Entity, U>(entity: E, patch: U): Omit<E, 'version'> {
  const { version: _version, ...rest } = entity
  const clean = Object.fromEntries(
    Object.entries(patch as Record<string, unknown>).filter(
      ([key, value]) => value !== undefined && key !== 'version' && key !== 'id',
    ),
  )
  return { ...rest, ...clean } as Omit<E, 'version'>
}

/** Keeps the literal name, so the registry can name each collection's entity type. */
export function defineResource<E extends Entity, C, U, const N extends string>(
  def: ResourceDef<E, C, U, N>,
): ResourceDef<E, C, U, N> {
  return def
}

export const STALE_EDIT_MESSAGE = 'This record was changed by someone else: reload and try again'
