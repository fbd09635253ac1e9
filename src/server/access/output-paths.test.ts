// Issue #28's "Done when": every route the server registers (the route table and the routes Fastify
// holds beside it: files, the OpenAPI document, /api/auth/*) has an expectation here, or this test
// fails; and each role asks every GET output path (list, get, ?ids=, q= search, CSV, figures,
// counts, dashboard, reports, files, authors...) and the answer is checked for what it holds: no
// field the role may not see and no record outside its scope, both derived from the domain's tables
// (FIELD_PERMISSIONS, OWN_WORK_FIELDS, the role table), so a rule changed there is checked here.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { routeKeyOf } from '../../api/shared/route-table'
import { apiRoutes } from '../../api/routes'
import { hubClientRoutes } from '../../api/hub/client/hub-client-routes'
import { FIELD_PERMISSIONS, OWN_WORK_FIELDS } from '../../domain/access/field-access'
import {
  can,
  COLLECTION_PERMISSIONS,
  scopeOf,
  type Permission,
  type Scope,
} from '../../domain/access/permissions'
import { ROLES, type Role } from '../../domain/access/roles'
import { CSV_EXPORTS } from '../../domain/csv/csv-columns'
import { DASHBOARD_SECTIONS } from '../../domain/dashboard/dashboard-sections'
import { getResource, type CollectionName } from '../../domain/resources'
import { HISTORY_COLLECTIONS } from '../../domain/history/record-event'
import { NOW, useTestApp } from '../testing/test-app'
import { crewWorkIn } from '../testing/crew-work'
import { testBackends } from '../testing/test-databases'

const mediaDir = mkdtempSync(join(tmpdir(), 'groundwork-output-paths-'))
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

const DAY_MS = 24 * 60 * 60 * 1000
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 8, 9]).toString('base64')}`

type Row = Record<string, unknown> & { id: string }
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

/** What a route's answer is, and so how it is checked. */
type Output =
  /** A collection's records: `list` (also ?ids= and q=), `get`, `csv`, `authors`, `history`. */
  | {
      kind: 'list' | 'get' | 'csv' | 'authors' | 'history' | 'delete-impact'
      collection: CollectionName
    }
  /** Named answers, each checked by its own rule below. */
  | {
      kind:
        | 'calendar'
        | 'today'
        | 'employee-summary'
        | 'crew-members'
        | 'lead-documents'
        | 'company-stats'
        | 'counts'
        | 'dashboard'
        | 'reports'
        | 'media-file'
        | 'session'
    }
  /** The whole workspace, to the holder of one permission only (export, backup, the audit log). */
  | { kind: 'whole'; permission: Permission }
  /** No business records in the answer (or none beyond what is said), so nothing to cut. */
  | { kind: 'no-records'; why: string }
  /** A change: its answer is the caller's own change; who may call it is access-http.test.ts's. */
  | { kind: 'write' }
  /** Not checked here yet, and why: a known gap, said out loud rather than skipped. */
  | { kind: 'unchecked'; why: string }

const AREA_OUTPUTS: Record<string, Output> = {
  'GET /api/health': { kind: 'no-records', why: 'liveness and the store kind' },
  'GET /api/plan': { kind: 'no-records', why: 'the workspace plan' },
  'GET /api/activity': { kind: 'no-records', why: 'daily activity counts of the workspace' },
  'GET /api/settings/branding': {
    kind: 'no-records',
    why: 'business name, colour and the contact details its documents print (to a caller without a session: the name and colour only, settings-http.test.ts)',
  },
  'GET /api/settings/branding/logo': { kind: 'no-records', why: 'the business logo' },
  'GET /api/invoice-draft': {
    kind: 'unchecked',
    why: 'billing:write only (Owner, Office: every field of jobs, estimates and invoices); the draft of a new invoice',
  },
  'POST /api/invoice-batches/preview': {
    kind: 'unchecked',
    why: 'billing:write only (Owner, Office: every field of jobs, persons and invoices); a preview of invoices',
  },
  'GET /api/settings/billing': {
    kind: 'no-records',
    why: 'the tax rate, rounding and payment terms new documents are made with',
  },
  // A PDF's text is not parsed here: each role's answer is checked in documents/document-pdf.test.ts.
  'GET /api/estimates/:id/pdf': {
    kind: 'unchecked',
    why: 'a PDF; per role in src/server/documents/document-pdf.test.ts',
  },
  'GET /api/invoices/:id/pdf': {
    kind: 'unchecked',
    why: 'a PDF; per role in src/server/documents/document-pdf.test.ts',
  },
  // The send dialog's texts: the document's own figures and the client's name and address, read
  // through the field-and-scope step as the PDF is (api/mail/send-document.ts).
  ...Object.fromEntries(
    [
      'GET /api/estimates/:id/send-preview',
      'GET /api/invoices/:id/send-preview',
      'GET /api/invoices/:id/reminder-preview',
    ].map((key) => [
      key,
      {
        kind: 'unchecked',
        why: 'an e-mail preview from the document read as the PDF is; per role in src/server/use-cases/send-documents.test.ts',
      } as const,
    ]),
  ),
  'GET /api/openapi.json': { kind: 'no-records', why: "the API's description" },
  'GET /api/auth/setup': { kind: 'no-records', why: 'whether first-run setup is needed' },
  'GET /api/imports': { kind: 'no-records', why: 'import runs: file names and row counts' },
  'GET /api/auth/get-session': { kind: 'session' },
  'GET /api/export': { kind: 'whole', permission: 'data:export' },
  'GET /api/backup': { kind: 'whole', permission: 'data:export' },
  'GET /api/audit-log': { kind: 'whole', permission: 'users:manage' },
  // Texts of the business, no records; refused to every role without mail:read.
  'GET /api/mail-templates': { kind: 'whole', permission: 'mail:read' },
  // What a message is about is named only to a reader of that collection (mail-routes.ts).
  'GET /api/outbox': { kind: 'whole', permission: 'mail:read' },
  'GET /api/mail/status': { kind: 'no-records', why: 'mail server host:port, sender, public URL' },
  'GET /api/settings/follow-ups': {
    kind: 'no-records',
    why: "the automatic follow-ups' days, counts, switches and hour",
  },
  'GET /api/settings/client-hub': {
    kind: 'no-records',
    why: 'one switch: whether the public request form is on',
  },
  'GET /api/public/request-form': {
    kind: 'no-records',
    why: 'whether the public request form is on, to anyone',
  },
  'GET /api/persons/:id/mail-settings': {
    kind: 'no-records',
    why: "one flag (no automatic reminders) of a person, to billing's readers",
  },
  'GET /api/persons/:id/hub': {
    kind: 'no-records',
    why: "a client's hub access: a count, two times and a flag, to the office (hub:read)",
  },
  // The client hub's own: the hub cookie's client only (src/server/hub/hub-http.test.ts).
  'GET /api/hub/me': {
    kind: 'no-records',
    why: "the hub cookie's client's name and the business's name and colour; staff sessions get 401",
  },
  'GET /api/estimates/:id/client-responses': {
    kind: 'no-records',
    why: "a client's typed name, times, IP address, browser and messages from the hub, to the estimate's readers (sales:read)",
  },
  // The hub cookie's client's own invoices and visits, built from forClient(...) records and the
  // invoice document; staff sessions get 401 (src/server/hub/hub-billing-http.test.ts).
  ...Object.fromEntries(
    [
      'GET /api/hub/invoices',
      'GET /api/hub/invoices/:id',
      'GET /api/hub/invoices/:id/pdf',
      'GET /api/hub/visits',
    ].map((key) => [
      key,
      {
        kind: 'unchecked',
        why: "the hub cookie's client's own records through forClient and the document builder; src/server/hub/hub-billing-http.test.ts",
      } as const,
    ]),
  ),
  'GET /api/jobs/:id/client-confirmation': {
    kind: 'no-records',
    why: "when the job's client confirmed the visit in the hub (a time or null), to the job's readers (a Crew user: their crews' jobs)",
  },
  'GET /api/jobs/:id/field-state': {
    kind: 'no-records',
    why: "the job's timer and its field actions (kind, time, the acting user's and employee's ids, a pause's reason, a finish's note), to the job's readers (a Crew user: their crews' jobs)",
  },
  'GET /api/time/clock': {
    kind: 'no-records',
    why: "the clock states and today's hours of the caller and of a crew's members (names only; a Crew user: crews they lead), checked in time-clock-http.test.ts",
  },
  'GET /api/time-entries': {
    kind: 'no-records',
    why: 'time entries of the employees the caller reaches (a Crew user: themself and the members of crews they lead; location stamps to time:manage only), checked in time-clock-http.test.ts',
  },
  'GET /api/timesheets/:employeeId/:week': {
    kind: 'no-records',
    why: "an employee's week (hours per day and job, the jobs' titles, the entries; rate and amount to pay:read only) of the employees the caller reaches (a Crew user: themself and the members of crews they lead), checked in timesheets-http.test.ts",
  },
  'GET /api/timesheets': {
    kind: 'no-records',
    why: 'names, week states and hours of the employees the caller reaches (a Crew user: themself and the members of crews they lead), checked in timesheets-http.test.ts',
  },
  'GET /api/payroll.csv': {
    kind: 'unchecked',
    why: "a CSV of every employee's hours, rate and amount, to pay:read holders who also hold time:manage (Owner, Office); checked in timesheets-http.test.ts",
  },
  'GET /api/jobs/:id/costing': {
    kind: 'no-records',
    why: "a job's hours, labour cost per crew member (names, rates), invoiced total and margin, to pay:read holders (Owner, Office)",
  },
  'GET /api/integrations/stripe': {
    kind: 'no-records',
    why: 'whether the Stripe keys are set (never them), the webhook address and its last event',
  },
  'GET /api/calendar': { kind: 'calendar' },
  'GET /api/today': { kind: 'today' },
  'GET /api/employees/:id/summary': { kind: 'employee-summary' },
  'GET /api/crew-members': { kind: 'crew-members' },
  'GET /api/leads/:id/documents': { kind: 'lead-documents' },
  'GET /api/companies/:id/stats': { kind: 'company-stats' },
  'GET /api/counts': { kind: 'counts' },
  'GET /api/dashboard': { kind: 'dashboard' },
  'GET /api/reports/overview': { kind: 'reports' },
  'GET /api/reports/revenue-30': { kind: 'reports' },
  'GET /api/media/files/:name': { kind: 'media-file' },
  'GET /api/notifications': {
    kind: 'no-records',
    why: "the caller's own notifications: a title, a line and a link (notifications.test.ts)",
  },
  'GET /api/account/notification-preferences': {
    kind: 'no-records',
    why: "the caller's own on/off per notification kind",
  },
}

/** Changes outside the generic create / patch / delete: commands, sign-in, setup, uploads. */
const AREA_WRITES = [
  /^POST \/api\/auth\/(setup|sign-in\/email|sign-out|set-password|set-password\/check|forgot-password|change-password)$/,
  /^PATCH \/api\/auth\/me$/,
  /^POST \/api\/(invoices|estimates|jobs|leads|imports|users|work-orders)\/:id\/[a-z-]+$/,
  // Recurring jobs (issue #34): end a series, and the pass that makes visits a year ahead.
  /^POST \/api\/job-series\/(:id\/end|extend)$/,
  /^POST \/api\/(demo\/reset|backup\/restore|imports\/persons|imports\/companies)$/,
  /^PATCH \/api\/settings\/(branding|billing)$/,
  /^POST \/api\/invoice-batches$/,
  /^(PATCH|DELETE) \/api\/mail-templates\/:kind$/,
  /^POST \/api\/mail-templates\/:kind\/preview$/,
  /^POST \/api\/(mail\/test|outbox\/:id\/resend)$/,
  /^POST \/api\/notifications\/(:id\/read|read-all)$/,
  /^PUT \/api\/account\/notification-preferences$/,
  /^PUT \/api\/(settings\/follow-ups|persons\/:id\/mail-settings)$/,
  /^POST \/api\/persons\/:id\/(hub-link|hub-revoke)$/,
  /^POST \/api\/hub\/new-link$/,
  /^POST \/api\/hub\/(invoices\/:id\/pay|visits\/:id\/confirm|work-requests)$/,
  /^POST \/api\/stripe\/webhook$/,
  /^PUT \/api\/settings\/client-hub$/,
  /^POST \/api\/public\/work-requests$/,
  /^POST \/api\/time\/(clock-in|clock-out|break-start|break-end)$/,
  /^(POST|PATCH|DELETE) \/api\/time-entries(\/:id)?$/,
  /^POST \/api\/timesheets\/:employeeId\/:week\/(submit|approve|send-back)$/,
]

/** The expectation of a registered route, or undefined when it has none (the test fails). */
function outputOf(method: string, path: string): Output | undefined {
  const key = `${method} ${path}`
  if (key in AREA_OUTPUTS) return AREA_OUTPUTS[key]
  // The client hub's own routes answer the hub cookie's client only, never a staff role: checked
  // route by route in src/server/hub/hub-output-paths.test.ts (which fails on one it does not know).
  if (hubClientRoutes.some((route) => `${route.method} ${route.path}` === key))
    return method === 'GET'
      ? { kind: 'unchecked', why: 'the client hub: src/server/hub/hub-output-paths.test.ts' }
      : { kind: 'write' }
  if (AREA_WRITES.some((pattern) => pattern.test(key))) return { kind: 'write' }
  const match =
    /^\/api\/([a-z-]+)(\/export\.csv|\/:id(\/authors|\/history|\/delete-impact)?)?$/.exec(path)
  const collection = match?.[1] as CollectionName | undefined
  if (!match || !collection || !getResource(collection)) return undefined
  const [, , tail, sub] = match
  if (method !== 'GET') return tail === '/export.csv' || sub ? undefined : { kind: 'write' }
  if (tail === undefined) return { kind: 'list', collection }
  if (tail === '/export.csv') return { kind: 'csv', collection }
  if (sub === '/authors') return { kind: 'authors', collection }
  if (sub === '/history') return { kind: 'history', collection }
  if (sub === '/delete-impact') return { kind: 'delete-impact', collection }
  return { kind: 'get', collection }
}

/** Every route Fastify holds, as "METHOD /path" (HEAD left out: it answers as GET, without a body). */
function registeredRoutes(app: FastifyInstance): string[] {
  const found: string[] = []
  const stack: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (!m) continue
    const depth = (m[1] ?? '').length / 4
    stack.length = depth
    stack.push(m[2] ?? '')
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') found.push(`${method} ${stack.join('')}`)
    }
  }
  return found
}

/** The scope `role` reads the records of `collection` with, or null when it may not. */
const readScope = (role: Role, collection: string): Scope | null => {
  const read = COLLECTION_PERMISSIONS[collection as CollectionName]?.read
  return read === undefined ? 'all' : scopeOf(role, read)
}

/** The fields of `record` that the domain's tables say `role` (reading with `scope`) may not see. */
function forbiddenFields(collection: string, role: Role, scope: Scope, record: object): string[] {
  const own = scope === 'own' ? OWN_WORK_FIELDS[collection as CollectionName] : undefined
  const needs = (FIELD_PERMISSIONS as Record<string, Record<string, Permission> | undefined>)[
    collection
  ]
  return Object.keys(record).filter((field) => {
    if (own && !own.includes(field)) return true
    const permission = needs?.[field]
    return permission !== undefined && !can(role, permission)
  })
}

const backends = testBackends()

/** The field of its record each History event kind tells about (domain/history/change-events.ts). */
const HISTORY_FIELDS: Record<string, string> = {
  created: 'created_at',
  'status-changed': 'status',
  converted: 'job_id',
  'crew-assigned': 'assigned_crew_id',
  'crew-removed': 'assigned_crew_id',
}

describe.each(backends)('every output path, per role, on $name', (backend) => {
  const t = useTestApp(backend, { mediaDir })

  /** A Crew user's own work, worked out here from the sample data (not by the server's code). */
  function crewWork() {
    const { employeeId, crewIds, own: jobs, other } = crewWorkIn(t.seed)
    const jobIds = jobs.map((j) => j.id)
    const clientIds = jobs.map((j) => j.client_person_id)
    const onJob = (row: Row) => typeof row.job_id === 'string' && jobIds.includes(row.job_id)
    const owns: Partial<Record<CollectionName, (row: Row) => boolean>> = {
      jobs: (row) =>
        typeof row.assigned_crew_id === 'string' && crewIds.includes(row.assigned_crew_id),
      'work-orders': onJob,
      media: onJob,
      crews: (row) => crewIds.includes(row.id),
      persons: (row) => clientIds.includes(row.id),
    }
    return { employeeId, jobs, owns, other }
  }

  const rowsOf = (collection: string): Row[] =>
    ((t.seed as unknown as Record<string, Row[] | undefined>)[collection] ?? []).slice()

  it('has an expectation for every route the server registers', async () => {
    const registered = registeredRoutes(t.app)
    // The route list is read from Fastify: it holds the whole route table, and more.
    for (const route of apiRoutes) expect(registered).toContain(routeKeyOf(route))
    for (const key of [
      'GET /api/media/files/:name',
      'GET /api/openapi.json',
      'GET /api/auth/get-session',
    ])
      expect(registered).toContain(key)
    const missing = registered
      .filter((key) => key.split(' ')[1]?.startsWith('/api'))
      .filter((key) => {
        const [method = '', path = ''] = key.split(' ')
        return outputOf(method, path) === undefined
      })
    expect(missing, 'routes without an expectation in output-paths.test.ts').toEqual([])
  })

  it.each(ROLES)(
    'gives an %s no field it may not see and no record outside its scope',
    async (role) => {
      const work = crewWork()
      // Files: of a job of theirs (a Crew user's), of another crew's job, and of no job.
      const files: { url: string; row: Row }[] = []
      for (const jobId of [work.jobs[0]!.id, work.other.id, null]) {
        const res = await t.call({
          method: 'POST',
          url: '/api/media',
          payload: { data_url: PNG, ...(jobId === null ? {} : { job_id: jobId }) },
        })
        expect(res.status).toBe(201)
        files.push({ url: res.body.url, row: res.body })
      }
      // A History for every record that keeps one: one event of each kind the change path writes.
      await t.store.transaction(async (tx) => {
        for (const collection of HISTORY_COLLECTIONS) {
          for (const row of rowsOf(collection)) {
            for (const [kind, field] of Object.entries(HISTORY_FIELDS))
              await tx.events!.add({ collection, record_id: row.id, kind, text: kind, field })
          }
        }
      })
      const cookies = await t.signInAs(role, role === 'Crew' ? work.employeeId : null)
      const get = (url: string) => t.call({ method: 'GET', url, cookies })
      // A support ticket of their own (the sample's are nobody's): what an own ticket scope reaches.
      const ticket = await t.call({
        method: 'POST',
        url: '/api/tickets',
        cookies,
        payload: { subject: `${role}'s question`, description: 'How do I export?' },
      })
      const ownTickets = ticket.status === 201 ? [ticket.body.id as string] : []
      const owns: typeof work.owns = {
        ...work.owns,
        tickets: (row) => ownTickets.includes(row.id),
      }

      const wrong: string[] = []
      /**
       * Whether the role may be answered `row`: every row of a collection it reads in full; of one
       * it reads for its own work, the rows of its own work (none, where the server has no such
       * narrowing: those routes refuse it).
       */
      const inScope = (collection: string, row: Row): boolean => {
        const scope = readScope(role, collection)
        if (scope === 'all') return true
        const rule = scope === 'own' ? owns[collection as CollectionName] : undefined
        return rule !== undefined && rule(row)
      }
      /** Checks records of `collection` in an answer. */
      const checkRows = (where: string, collection: string, rows: Row[]) => {
        const scope = readScope(role, collection) ?? 'all'
        for (const row of rows) {
          const bad = forbiddenFields(collection, role, scope, row)
          if (bad.length > 0)
            wrong.push(`${where}: ${collection} ${row.id} holds ${bad.join(', ')}`)
          if (!inScope(collection, row))
            wrong.push(`${where}: ${collection} ${row.id} is out of scope`)
        }
      }
      /**
       * A History holds events only (what, when, who), and none about a field the role may not see
       * of the record: a Crew user's clients have none of their History (their `created_at`).
       */
      const checkHistory = (where: string, collection: string, body: Json) => {
        if (Object.keys(body).sort().join() !== 'items,next_cursor')
          wrong.push(`${where}: holds ${Object.keys(body).join(', ')}`)
        if (readScope(role, collection) === 'all' && body.items.length === 0)
          wrong.push(`${where}: no History to a reader of every record`)
        for (const event of body.items as Json[]) {
          if (Object.keys(event).sort().join() !== 'actor,at,id,kind,text')
            wrong.push(`${where}: an event holds ${Object.keys(event).join(', ')}`)
          const field = HISTORY_FIELDS[event.kind as string]
          const scope = readScope(role, collection) ?? 'all'
          if (field && forbiddenFields(collection, role, scope, { [field]: null }).length > 0)
            wrong.push(`${where}: ${event.kind} tells ${field} to ${role}`)
        }
      }
      /** A refusal holds the error only. */
      const checkRefusal = (where: string, status: number, body: Json) => {
        if (![401, 403, 404].includes(status)) wrong.push(`${where}: ${status}`)
        else if (Object.keys(body ?? {}).join() !== 'error')
          wrong.push(`${where}: a ${status} holds more than the error`)
      }

      for (const key of registeredRoutes(t.app)) {
        const [method, path = ''] = key.split(' ')
        const output = outputOf(method ?? '', path)
        if (method !== 'GET' || !output) continue
        switch (output.kind) {
          case 'list': {
            const c = output.collection
            const seed = rowsOf(c)
            const list = await get(`/api/${c}?limit=100`)
            if (list.status !== 200) {
              checkRefusal(key, list.status, list.body)
              if (readScope(role, c) === 'all') wrong.push(`${key}: ${list.status} to a reader`)
              break
            }
            checkRows(key, c, list.body.items)
            const ids = seed.slice(0, 5).map((r) => r.id)
            const mine = seed.filter((r) => inScope(c, r)).slice(0, 2)
            for (const r of mine) if (!ids.includes(r.id)) ids.push(r.id)
            if (ids.length > 0) {
              const byIds = await get(`/api/${c}?ids=${ids.join(',')}`)
              if (byIds.status === 200) checkRows(`${key}?ids=`, c, byIds.body.items)
              else checkRefusal(`${key}?ids=`, byIds.status, byIds.body)
            }
            // A search finds a record by a field the role sees, never by one it does not.
            const spec = getResource(c)!.list
            const scope = readScope(role, c) ?? 'all'
            const hidden = spec.search.filter(
              (f) => forbiddenFields(c, role, scope, { [f]: null }).length > 0,
            )
            for (const row of (mine.length > 0 ? mine : seed.slice(0, 2)).slice(0, 2)) {
              for (const field of hidden) {
                const q = row[field]
                if (typeof q !== 'string' || q.trim() === '' || q.length > 200) continue
                const seen = spec.search
                  .filter((f) => !hidden.includes(f))
                  .some((f) =>
                    String(row[f] ?? '')
                      .toLowerCase()
                      .includes(q.trim().toLowerCase()),
                  )
                const found = await get(`/api/${c}?q=${encodeURIComponent(q)}&limit=100`)
                if (found.status !== 200) continue
                checkRows(`${key}?q=`, c, found.body.items)
                if (!seen && found.body.items.some((item: Row) => item.id === row.id))
                  wrong.push(
                    `${key}?q=: ${role} found ${c} ${row.id} by ${field}, which it may not see`,
                  )
                const csvPath = `/api/${c}/export.csv`
                if (c in CSV_EXPORTS) {
                  const csv = await get(`${csvPath}?q=${encodeURIComponent(q)}`)
                  if (!seen && csv.status === 200 && csv.response.body.includes(row.id))
                    wrong.push(`GET ${csvPath}?q=: ${role} found ${c} ${row.id} by ${field}`)
                }
              }
            }
            const any = await get(`/api/${c}?q=a&limit=100`)
            if (any.status === 200) checkRows(`${key}?q=a`, c, any.body.items)
            break
          }
          case 'get':
          case 'authors':
          case 'history': {
            const c = output.collection
            const seed = rowsOf(c)
            const sample = [
              ...seed.slice(0, 3),
              ...seed.filter((r) => inScope(c, r)).slice(0, 1),
              ...seed.filter((r) => !inScope(c, r)).slice(0, 1),
            ]
            for (const row of sample) {
              const url = path.replace(':id', row.id)
              const res = await get(url)
              if (res.status !== 200) {
                checkRefusal(`GET ${url}`, res.status, res.body)
                if (inScope(c, row)) wrong.push(`GET ${url}: ${res.status} to a reader of it`)
                continue
              }
              if (!inScope(c, row)) wrong.push(`GET ${url}: answered out of ${role}'s scope`)
              if (output.kind === 'get') checkRows(`GET ${url}`, c, [res.body])
              else if (output.kind === 'history') checkHistory(`GET ${url}`, c, res.body)
              else if (Object.keys(res.body).sort().join() !== 'created_by,updated_by')
                wrong.push(`GET ${url}: holds ${Object.keys(res.body).join(', ')}`)
            }
            break
          }
          case 'delete-impact': {
            // Counts of the rows that point at a record: only for collections the role reads in
            // full; of the others, whether there are any (count 0 or 1, hidden), never how many.
            const c = output.collection
            for (const row of rowsOf(c).slice(0, 3)) {
              const url = path.replace(':id', row.id)
              const res = await get(url)
              if (res.status !== 200) {
                checkRefusal(`GET ${url}`, res.status, res.body)
                continue
              }
              for (const ref of res.body.references as {
                collection: string
                count: number
                hidden?: boolean
              }[]) {
                if (readScope(role, ref.collection) === 'all') continue
                if (ref.hidden !== true || ref.count > 1)
                  wrong.push(`GET ${url}: counts ${ref.count} ${ref.collection} for ${role}`)
              }
            }
            break
          }
          case 'csv': {
            const c = output.collection
            const res = await get(path)
            if (res.status !== 200) {
              checkRefusal(key, res.status, res.body)
              break
            }
            const lines = String(res.response.body)
              .replace(/^\uFEFF/, '')
              .trim()
              .split('\r\n')
            const header = (lines[0] ?? '').split(',')
            const scope = readScope(role, c) ?? 'all'
            const asRecord = Object.fromEntries(header.map((h) => [h, null]))
            const bad = forbiddenFields(c, role, scope, asRecord)
            if (bad.length > 0) wrong.push(`${key}: columns ${bad.join(', ')}`)
            const byId = new Map(rowsOf(c).map((r) => [r.id, r]))
            for (const line of lines.slice(1)) {
              const row = byId.get(line.split(',')[0] ?? '')
              if (row && !inScope(c, row)) wrong.push(`${key}: ${c} ${row.id} is out of scope`)
            }
            break
          }
          case 'calendar': {
            const res = await get(`/api/calendar?from=${NOW - 20 * DAY_MS}&to=${NOW + 20 * DAY_MS}`)
            if (res.status === 200) checkRows(key, 'jobs', res.body.items)
            else checkRefusal(key, res.status, res.body)
            break
          }
          case 'today': {
            // The day's cards: jobs, their clients (name and phone) and crews (name), each in scope.
            const res = await get('/api/today')
            if (res.status !== 200) {
              checkRefusal(key, res.status, res.body)
              break
            }
            const cards = [...res.body.day.items, ...res.body.next_day.items] as Json[]
            checkRows(
              key,
              'jobs',
              cards.map((c) => c.job),
            )
            checkRows(
              key,
              'persons',
              cards.flatMap((c) => (c.client ? [c.client] : [])),
            )
            checkRows(
              key,
              'crews',
              cards.flatMap((c) => (c.crew ? [c.crew] : [])),
            )
            if (readScope(role, 'jobs') === 'all' && cards.length === 0)
              wrong.push(`${key}: no jobs today to a reader of every job`)
            break
          }
          case 'employee-summary': {
            for (const employee of rowsOf('employees').slice(0, 2)) {
              const res = await get(`/api/employees/${employee.id}/summary?tz=0`)
              if (res.status !== 200) {
                checkRefusal(key, res.status, res.body)
                continue
              }
              checkRows(key, 'crews', res.body.crews)
              checkRows(key, 'jobs', res.body.active_jobs)
              // The week's earnings tell the hourly rate.
              const rate = forbiddenFields('employees', role, 'all', { hourly_rate: 0 })
              if (rate.length > 0 && 'earnings' in res.body.week)
                wrong.push(`${key}: earnings to ${role}`)
            }
            break
          }
          case 'crew-members': {
            // Names only, of the members of the crews the role reads (its scope).
            const res = await get('/api/crew-members')
            if (res.status !== 200) {
              checkRefusal(key, res.status, res.body)
              break
            }
            const members = new Set(
              rowsOf('crews')
                .filter((crew) => inScope('crews', crew))
                .flatMap((crew) => crew.members as string[]),
            )
            for (const item of res.body.items as { id: string }[]) {
              if (Object.keys(item).sort().join() !== 'id,name')
                wrong.push(`${key}: fields ${Object.keys(item).join(', ')}`)
              if (!members.has(item.id)) wrong.push(`${key}: ${item.id} is no member in scope`)
            }
            break
          }
          case 'lead-documents': {
            const lead = rowsOf('leads')[0]
            if (!lead) break
            const res = await get(`/api/leads/${lead.id}/documents`)
            if (res.status === 200) checkRows(key, 'lead-documents', res.body.items)
            else checkRefusal(key, res.status, res.body)
            break
          }
          case 'company-stats': {
            for (const company of rowsOf('companies').slice(0, 2)) {
              const res = await get(`/api/companies/${company.id}/stats`)
              if (res.status !== 200) {
                checkRefusal(key, res.status, res.body)
                continue
              }
              const bad = forbiddenFields('company-stats', role, 'all', res.body)
              if (bad.length > 0) wrong.push(`${key}: holds ${bad.join(', ')}`)
            }
            break
          }
          case 'counts': {
            const res = await get(path)
            if (res.status !== 200) {
              checkRefusal(key, res.status, res.body)
              break
            }
            const unread = Object.keys(res.body).filter((c) => readScope(role, c) !== 'all')
            if (unread.length > 0) wrong.push(`${key}: counts ${unread.join(', ')}`)
            break
          }
          case 'dashboard': {
            const res = await get('/api/dashboard?tz=0')
            if (res.status !== 200) {
              checkRefusal(key, res.status, res.body)
              break
            }
            const sections = DASHBOARD_SECTIONS as Record<string, Permission>
            const unread = Object.keys(res.body).filter(
              (s) => sections[s] === undefined || !can(role, sections[s]),
            )
            if (unread.length > 0) wrong.push(`${key}: sections ${unread.join(', ')}`)
            break
          }
          case 'reports': {
            // Revenue: money, for the roles that read billing only.
            const res = await get(`${path}?tz=0`)
            if (res.status === 200 && !can(role, 'billing:read')) wrong.push(`${key}: to ${role}`)
            if (res.status !== 200) checkRefusal(key, res.status, res.body)
            break
          }
          case 'media-file': {
            for (const file of files) {
              const res = await t.app.inject({ method: 'GET', url: file.url, cookies })
              const readable = readScope(role, 'media') !== null && inScope('media', file.row)
              if ((res.statusCode === 200) !== readable)
                wrong.push(`GET ${file.url} (job ${String(file.row.job_id)}): ${res.statusCode}`)
              if (res.statusCode !== 200 && res.statusCode !== 404)
                wrong.push(`GET ${file.url}: ${res.statusCode}, not the 404 of a missing file`)
            }
            break
          }
          case 'session': {
            const res = await get(path)
            const fields = Object.keys(res.body?.user ?? {})
            const secret = fields.filter((f) => /pass|hash|token|secret/i.test(f))
            if (secret.length > 0) wrong.push(`${key}: holds ${secret.join(', ')}`)
            break
          }
          case 'whole': {
            if (can(role, output.permission)) break
            const res = await get(path)
            checkRefusal(key, res.status, res.body)
            break
          }
          case 'no-records':
          case 'write':
          case 'unchecked':
            break
        }
      }
      expect(wrong).toEqual([])
    },
    300_000,
  )
})
