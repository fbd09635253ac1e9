// The localStorage keys of the browser-only demo: one per collection under a versioned prefix.

export const DEMO_PREFIX = 'groundwork.demo.v1.'

/** Set once the sample data has been written; while it is missing the store seeds. */
export const SEEDED_KEY = `${DEMO_PREFIX}seeded`

export const PLAN_SLOT = 'plan'
export const ACTIVITY_SLOT = 'activity'
/** Workspace settings (Business / Branding). */
export const SETTINGS_SLOT = 'settings'
/** CSV imports kept for their undo. */
export const IMPORTS_SLOT = 'imports'

/** The key holding a collection (`persons`, `work-orders`, ...) or the plan / activity data. */
export function slotKey(slot: string): string {
  return `${DEMO_PREFIX}${slot}`
}

/** Where the text of a corrupt value is kept, so a repair never silently destroys data. */
export function backupKey(slot: string): string {
  return `${DEMO_PREFIX}backup.${slot}`
}

export function isDemoKey(key: string | null): boolean {
  return key === null || key.startsWith(DEMO_PREFIX)
}
