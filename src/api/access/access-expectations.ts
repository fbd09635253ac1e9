// Who issue #20's role list lets call each route of the route table, written out route by route
// (not derived from the role table, so the two check each other). A route with no line here has no
// expected roles: the tests that read this fail until it is given them.
import { ROLES, type Role } from '../../domain/access/roles'
import type { CollectionName } from '../../domain/resources'

const EVERYONE: Role[] = [...ROLES]
const STAFF: Role[] = ['Owner', 'Office', 'Estimator', 'Foreman']
const OFFICE: Role[] = ['Owner', 'Office']
const SALES: Role[] = ['Owner', 'Office', 'Estimator']
const FIELD: Role[] = ['Owner', 'Office', 'Foreman']
const FIELD_AND_CREW: Role[] = ['Owner', 'Office', 'Foreman', 'Crew']
const OWNER: Role[] = ['Owner']

/**
 * Who may read (list, get) and who may change (create, edit, delete) each collection; `create` where
 * adding a record is open to more roles than changing one.
 */
const collections: Record<CollectionName, { read: Role[]; write: Role[]; create?: Role[] }> = {
  persons: { read: EVERYONE, write: SALES },
  companies: { read: EVERYONE, write: SALES },
  'person-notes': { read: EVERYONE, write: SALES },
  'person-calls': { read: EVERYONE, write: SALES },
  leads: { read: SALES, write: SALES },
  'lead-activities': { read: SALES, write: SALES },
  'lead-notes': { read: SALES, write: SALES },
  'lead-documents': { read: SALES, write: SALES },
  estimates: { read: SALES, write: SALES },
  jobs: { read: EVERYONE, write: FIELD },
  'job-series': { read: EVERYONE, write: FIELD },
  'work-orders': { read: EVERYONE, write: FIELD_AND_CREW },
  crews: { read: EVERYONE, write: FIELD },
  employees: { read: FIELD, write: OFFICE },
  contractors: { read: FIELD, write: OFFICE },
  shifts: { read: FIELD, write: OFFICE },
  invoices: { read: OFFICE, write: OFFICE },
  payments: { read: OFFICE, write: OFFICE },
  media: { read: EVERYONE, write: FIELD_AND_CREW },
  notes: { read: STAFF, write: STAFF },
  templates: { read: STAFF, write: OFFICE },
  forms: { read: STAFF, write: OFFICE },
  submissions: { read: STAFF, write: OFFICE },
  messages: { read: FIELD, write: FIELD },
  'team-chats': { read: FIELD, write: FIELD },
  'team-chat-messages': { read: FIELD, write: FIELD },
  'sms-threads': { read: FIELD, write: FIELD },
  'sms-messages': { read: FIELD, write: FIELD },
  // Everyone submits tickets and reads their own; the Owner and the Office manage them all.
  tickets: { read: EVERYONE, create: EVERYONE, write: OFFICE },
  users: { read: OWNER, write: OWNER },
}

const areaRoutes: Record<string, Role[] | 'public'> = {
  'GET /api/health': 'public',
  'GET /api/plan': EVERYONE,
  'GET /api/activity': STAFF,
  'GET /api/export': OWNER,
  'POST /api/demo/reset': OWNER,
  'GET /api/backup': OWNER,
  'POST /api/backup/restore': OWNER,
  'POST /api/invoices/:id/mark-paid': OFFICE,
  // Issue #34: Create Invoice from work, batch invoicing (billing:write).
  'GET /api/invoice-draft': OFFICE,
  'POST /api/invoice-batches/preview': OFFICE,
  'POST /api/invoice-batches': OFFICE,
  'POST /api/estimates/:id/convert': SALES,
  // Send to Client / Send Invoice / Send Reminder and the previews their dialogs open with (#30).
  'POST /api/estimates/:id/send': SALES,
  'GET /api/estimates/:id/send-preview': SALES,
  'POST /api/invoices/:id/send': OFFICE,
  'GET /api/invoices/:id/send-preview': OFFICE,
  'POST /api/invoices/:id/send-reminder': OFFICE,
  'GET /api/invoices/:id/reminder-preview': OFFICE,
  'POST /api/estimates/:id/accept': SALES,
  'POST /api/estimates/:id/decline': SALES,
  'POST /api/jobs/:id/assign-crew': FIELD,
  'POST /api/jobs/:id/reassign-crew': FIELD,
  'POST /api/jobs/:id/unassign-crew': FIELD,
  // Recurring jobs (issue #34): the roles that write jobs.
  'POST /api/jobs/:id/edit-following': FIELD,
  'POST /api/jobs/:id/push-back': FIELD,
  'POST /api/jobs/:id/skip': FIELD,
  'POST /api/job-series/:id/end': FIELD,
  'POST /api/job-series/extend': FIELD,
  'GET /api/calendar': EVERYONE,
  // Today (issue #32): the day's jobs of every crew; a Crew user's own crews' only.
  'GET /api/today': EVERYONE,
  'GET /api/employees/:id/summary': FIELD,
  'GET /api/crew-members': EVERYONE,
  'GET /api/dashboard': STAFF,
  'GET /api/counts': STAFF,
  'GET /api/reports/overview': OFFICE,
  'GET /api/reports/revenue-30': OFFICE,
  'GET /api/settings/branding': 'public',
  'PATCH /api/settings/branding': OWNER,
  'GET /api/settings/branding/logo': EVERYONE,
  // The tax rate every estimate form shows; the Owner changes it (decision 058).
  'GET /api/settings/billing': EVERYONE,
  'PATCH /api/settings/billing': OWNER,
  'GET /api/estimates/:id/pdf': SALES,
  // The client's approval and change requests from the client hub (issue #31 section 2).
  'GET /api/estimates/:id/client-responses': SALES,
  'GET /api/invoices/:id/pdf': OFFICE,
  'POST /api/users/:id/set-password-link': OWNER,
  'POST /api/users/:id/invite': OWNER,
  'GET /api/audit-log': OWNER,
  // E-mail templates (issue #30): the Office reads and previews them, the Owner changes them.
  'GET /api/mail-templates': OFFICE,
  'POST /api/mail-templates/:kind/preview': OFFICE,
  'PATCH /api/mail-templates/:kind': OWNER,
  'DELETE /api/mail-templates/:kind': OWNER,
  // The mail server and the outbox (issue #30): the Office reads them, the Owner tests and resends.
  'GET /api/mail/status': OFFICE,
  // Automatic follow-ups (issue #30 section 4): the Office reads them, the Owner changes them; a
  // client's "no automatic reminders" goes with billing (Owner, Office).
  'GET /api/settings/follow-ups': OFFICE,
  'PUT /api/settings/follow-ups': OWNER,
  'POST /api/stripe/webhook': 'public',
  'GET /api/integrations/stripe': OWNER,
  // The client hub (issue #31): its settings, and the public request form anyone may send.
  'GET /api/settings/client-hub': OFFICE,
  'PUT /api/settings/client-hub': OWNER,
  'GET /api/public/request-form': 'public',
  'POST /api/public/work-requests': 'public',
  'GET /api/persons/:id/mail-settings': OFFICE,
  'PUT /api/persons/:id/mail-settings': OFFICE,
  // The client hub's way in (issue #31 section 1): the office sees, sends and revokes it.
  'GET /api/persons/:id/hub': OFFICE,
  'POST /api/persons/:id/hub-link': OFFICE,
  'POST /api/persons/:id/hub-revoke': OFFICE,
  // A client's "Confirm" of a visit in the hub: whoever reads the job (a Crew user: their own).
  'GET /api/jobs/:id/client-confirmation': EVERYONE,
  // A job's field actions (issue #32 section 2): whoever reads the job sees its timer; the field
  // roles act (a Crew user: on their crews' jobs only).
  'GET /api/jobs/:id/field-state': EVERYONE,
  'POST /api/jobs/:id/on-my-way': FIELD_AND_CREW,
  'POST /api/jobs/:id/start': FIELD_AND_CREW,
  'POST /api/jobs/:id/pause': FIELD_AND_CREW,
  'POST /api/jobs/:id/resume': FIELD_AND_CREW,
  'POST /api/jobs/:id/finish': FIELD_AND_CREW,
  // One checklist or material change (issue #33): whoever changes work orders (Crew: their own).
  'POST /api/work-orders/:id/edit': FIELD_AND_CREW,
  // Time (issue #32 section 3): the field roles clock (a Crew user: themself and the members of the
  // crews they lead) and submit weeks; the Owner and the Office correct entries and decide weeks.
  'GET /api/time/clock': FIELD_AND_CREW,
  'POST /api/time/clock-in': FIELD_AND_CREW,
  'POST /api/time/clock-out': FIELD_AND_CREW,
  'POST /api/time/break-start': FIELD_AND_CREW,
  'POST /api/time/break-end': FIELD_AND_CREW,
  'GET /api/time-entries': FIELD_AND_CREW,
  'POST /api/time-entries': OFFICE,
  'PATCH /api/time-entries/:id': OFFICE,
  'DELETE /api/time-entries/:id': OFFICE,
  'POST /api/timesheets/:employeeId/:week/submit': FIELD_AND_CREW,
  'POST /api/timesheets/:employeeId/:week/approve': OFFICE,
  'POST /api/timesheets/:employeeId/:week/send-back': OFFICE,
  // Timesheets (issue #32 section 3): whoever keeps time reads them (a Crew user: themself and the
  // crews they lead); the payroll and a job's costing tell pay (Owner, Office).
  'GET /api/timesheets/:employeeId/:week': FIELD_AND_CREW,
  'GET /api/timesheets': FIELD_AND_CREW,
  'GET /api/payroll.csv': OFFICE,
  'GET /api/jobs/:id/costing': OFFICE,
  'POST /api/mail/test': OWNER,
  'GET /api/outbox': OFFICE,
  'POST /api/outbox/:id/resend': OWNER,
  'GET /api/companies/:id/stats': EVERYONE,
  'POST /api/leads/:id/convert': SALES,
  'GET /api/leads/:id/documents': SALES,
  'POST /api/imports/persons': SALES,
  'POST /api/imports/companies': SALES,
  'GET /api/imports': SALES,
  'POST /api/imports/:id/undo': SALES,
  // Every signed-in user's own notifications and preferences (only the office gets notices).
  'GET /api/notifications': EVERYONE,
  'POST /api/notifications/:id/read': EVERYONE,
  'POST /api/notifications/read-all': EVERYONE,
  'GET /api/account/notification-preferences': EVERYONE,
  'PUT /api/account/notification-preferences': EVERYONE,
}

export function expectedRoles(method: string, path: string): Role[] | 'public' | undefined {
  const key = `${method} ${path}`
  if (key in areaRoutes) return areaRoutes[key]
  const csv = /^\/api\/([a-z-]+)\/export\.csv$/.exec(path)
  // A list's CSV export: whoever may read the list.
  if (method === 'GET' && csv) return collections[csv[1] as CollectionName]?.read
  // A record's History: whoever may read the record.
  const match = /^\/api\/([a-z-]+)(\/:id)?(\/delete-impact|\/authors|\/history)?$/.exec(path)
  const rules = match ? collections[match[1] as CollectionName] : undefined
  if (!rules) return undefined
  if (method === 'GET' && match?.[3] !== '/delete-impact') return rules.read
  const isCreate = method === 'POST' && match?.[2] === undefined && match?.[3] === undefined
  return isCreate ? (rules.create ?? rules.write) : rules.write
}
