// The API paths every page of server mode asks for first: named once for the modules that ask
// (session.ts, branding.ts) and for the table of first pages (app/first-pages.ts), whose HTML
// preloads them. No imports: the build reads this file.

/** Who is signed in: every page of server mode waits for it. */
export const SESSION_PATH = '/api/auth/get-session'

/** Business / Branding: every page's shell shows it. */
export const BRANDING_PATH = '/api/settings/branding'
