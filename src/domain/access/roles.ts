// The five roles of a Groundwork business (issue #20), from the widest to the narrowest.
export const ROLES = ['Owner', 'Office', 'Estimator', 'Foreman', 'Crew'] as const
export type Role = (typeof ROLES)[number]

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value)
