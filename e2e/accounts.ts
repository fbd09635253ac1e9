// The accounts the end-to-end runs sign in with. The server project's server creates the Owner on its
// first start from OWNER_EMAIL / OWNER_PASSWORD (playwright.config.ts); auth.setup.ts signs in
// once and every server-mode spec reuses that session (storageState).
export const OWNER = {
  email: 'owner@groundwork.test',
  password: 'e2e-owner-password',
  name: 'Olivia Owner',
} as const

export const BUSINESS_NAME = 'Groundwork E2E Landscaping'

/** The server project's environment for a first start that sets up this Owner with sample data. */
export const OWNER_ENV = {
  OWNER_EMAIL: OWNER.email,
  OWNER_PASSWORD: OWNER.password,
  OWNER_NAME: OWNER.name,
  BUSINESS_NAME,
  SAMPLE_DATA: '1',
} as const

/** Where auth.setup.ts keeps the Owner's signed-in cookie for the server project (per port). */
export const ownerStatePath = (port: number) => `.e2e-data/auth/owner-${port}.json`
