// The keys the demo keeps in localStorage and how each stored value is read back: a value that does
// not pass its schema is corrupt (SPEC section 6) and falls back to its default from the sample data;
// a list with some unusable rows keeps the rest.
import {
  billingSettingsOrDefault,
  DEFAULT_BILLING_SETTINGS,
} from '../../../domain/settings/billing-settings'
import type { z } from 'zod'
import { resources } from '../../../domain/resources'
import type { SeedData } from '../../../domain/seed/seed'
import { DEFAULT_BRANDING } from '../../../domain/settings/branding-defaults'
import { brandingOrDefault } from '../../../domain/settings/read-branding'
import { activityEntrySchema } from '../../../domain/tools/activity'
import { planSchema } from '../../../domain/tools/plan'
import { importRecordSchema } from '../../../domain/imports/import-record'
import { ACTIVITY_SLOT, IMPORTS_SLOT, PLAN_SLOT, SETTINGS_SLOT } from './storage-keys'

export type SlotValue = unknown
export type ParseOutcome =
  | { kind: 'ok'; value: SlotValue }
  /** Some rows were unusable and dropped; the rest is kept. */
  | { kind: 'partial'; value: SlotValue; problem: string }
  | { kind: 'corrupt'; problem: string }

/** How one key is read: its validation and its default (from the sample data). */
export type Slot = {
  name: string
  parse: (json: unknown) => ParseOutcome
  fromSeed: (seed: SeedData) => SlotValue
}

/**
 * A list of rows: each row must pass `schema` and have an id not seen before. Unusable rows are
 * dropped; a value that is not an array, or a non-empty array without one usable row, is corrupt.
 */
function rowListParser(schema: z.ZodType, idOf: (row: unknown) => string | null) {
  return (json: unknown): ParseOutcome => {
    if (!Array.isArray(json)) return { kind: 'corrupt', problem: 'not a list' }
    const kept: unknown[] = []
    const seen = new Set<string>()
    let dropped = 0
    for (const item of json) {
      const result = schema.safeParse(item)
      const id = result.success ? idOf(result.data) : null
      if (!result.success || (id !== null && seen.has(id))) {
        dropped++
        continue
      }
      if (id !== null) seen.add(id)
      kept.push(result.data)
    }
    if (json.length > 0 && kept.length === 0) {
      return { kind: 'corrupt', problem: `none of its ${json.length} rows is valid` }
    }
    if (dropped > 0) {
      return { kind: 'partial', value: kept, problem: `${dropped} of ${json.length} rows were invalid and dropped` }
    }
    return { kind: 'ok', value: kept }
  }
}

const idOfRow = (row: unknown) => (row as { id: string }).id

const collectionSlots: Slot[] = resources.map((r) => ({
  name: r.name,
  parse: rowListParser(r.schema as z.ZodType, idOfRow),
  fromSeed: (seed: SeedData) => seed[r.name as keyof SeedData],
}))

export const slots: Slot[] = [
  ...collectionSlots,
  {
    name: PLAN_SLOT,
    parse: (json) => {
      const result = planSchema.safeParse(json)
      return result.success ? { kind: 'ok', value: result.data } : { kind: 'corrupt', problem: 'not a plan' }
    },
    fromSeed: (seed) => seed.plan,
  },
  {
    name: ACTIVITY_SLOT,
    parse: rowListParser(activityEntrySchema, () => null),
    fromSeed: (seed) => seed.activity,
  },
  {
    name: SETTINGS_SLOT,
    // Each setting falls back to its default on its own, so one bad value does not lose the rest;
    // a value that needed a default counts as a repair (the text is kept under the backup key).
    parse: (json) => {
      if (typeof json !== 'object' || json === null || Array.isArray(json)) {
        return { kind: 'corrupt', problem: 'not a settings object' }
      }
      const stored = (json as { branding?: unknown }).branding
      // Settings kept before a field existed lack it: its default is no repair.
      const whole =
        typeof stored === 'object' && stored !== null ? { ...DEFAULT_BRANDING, ...stored } : stored
      // The billing settings came later (decision 058): stored settings without them take the defaults.
      const billingStored = (json as { billing?: unknown }).billing
      const billingWhole =
        typeof billingStored === 'object' && billingStored !== null
          ? { ...DEFAULT_BILLING_SETTINGS, ...billingStored }
          : (billingStored ?? DEFAULT_BILLING_SETTINGS)
      const value = {
        branding: brandingOrDefault(whole),
        billing: billingSettingsOrDefault(billingWhole),
      }
      return JSON.stringify(value) ===
        JSON.stringify({ ...json, branding: whole, billing: billingWhole })
        ? { kind: 'ok', value }
        : { kind: 'partial', value, problem: 'some settings were invalid and replaced by their defaults' }
    },
    fromSeed: (seed) => ({
      ...seed.settings,
      billing: seed.settings.billing ?? DEFAULT_BILLING_SETTINGS,
    }),
  },
  {
    name: IMPORTS_SLOT,
    parse: rowListParser(importRecordSchema, idOfRow),
    // The sample data has no imports (and a reset forgets them: their records are gone).
    fromSeed: () => [],
  },
]

export const slotByName = new Map(slots.map((s) => [s.name, s]))
const collectionNames = new Set(collectionSlots.map((s) => s.name))

export function collectionSlot(collection: string): Slot {
  const slot = collectionNames.has(collection) ? slotByName.get(collection) : undefined
  if (!slot) throw new Error(`Unknown collection ${collection}`)
  return slot
}
