// The database schema: one table per collection of src/domain/resources.ts, column names equal to the
// API field names so rows cross the storage port unchanged. Migrations are generated from this file.
import { sql, type SQL } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { searchIndex } from './search-document'
import type { LinkPurpose } from '../../domain/access/set-password-link'

/** Epoch milliseconds: JavaScript numbers are exact up to 2^53, far beyond any date we store. */
const epochMs = (name: string) => bigint(name, { mode: 'number' })
/** Dollars with cents, read back as a JavaScript number. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' })
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`)
const version = () => integer('version').notNull().default(1)
const id = () => uuid('id').primaryKey()

/** The key of a case-insensitive text sort: code-point order of the lower-cased text (list-query.ts). */
export const textSortKey = (column: AnyPgColumn): SQL => sql`lower(${column}) COLLATE "C"`

export const persons = pgTable(
  'persons',
  {
    id: id(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull(),
    tags: textList('tags'),
    last_activity_at: epochMs('last_activity_at').notNull(),
    location: text('location').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    created_at: epochMs('created_at').notNull(),
    version: version(),
  },
  (t) => [
    index('persons_name_idx').on(textSortKey(t.name), t.id),
    index('persons_last_activity_idx').on(t.last_activity_at, t.id),
    index('persons_created_idx').on(t.created_at, t.id),
    searchIndex('persons_search_idx', [t.name, t.email, t.phone]),
  ],
)

/** Text that compares byte by byte (code point order), as a sort key must (textSortKey). */
const sortKeyText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' })

/**
 * What a search of persons sorted by name reads instead of persons itself (decision 020): per person
 * its sort key and its search document, kept by a trigger (migration 0007). Narrow rows, a trigram
 * index on the stored document and a btree holding key, id and document, so a search tests stored
 * text instead of lower-casing three fields of every row it looks at.
 */
export const personsSearch = pgTable(
  'persons_search',
  {
    id: uuid('id').primaryKey(),
    key: sortKeyText('key').notNull(),
    doc: text('doc').notNull(),
  },
  (t) => [
    index('persons_search_walk_idx').on(t.key, t.id, t.doc),
    index('persons_search_doc_idx')
      .using('gin', t.doc.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
)

export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    primary_contact: uuid('primary_contact').references(() => persons.id, { onDelete: 'set null' }),
    // Person ids; an array cannot carry a foreign key, the domain pulls deleted persons out.
    contacts: textList('contacts'),
    sites: textList('sites'),
    notes: text('notes').notNull().default(''),
    website: text('website').notNull().default(''),
    version: version(),
  },
  (t) => [
    index('companies_name_idx').on(textSortKey(t.name), t.id),
    index('companies_primary_contact_idx').on(t.primary_contact),
    searchIndex('companies_search_idx', [t.name, t.notes, t.sites]),
  ],
)

export const employees = pgTable(
  'employees',
  {
    id: id(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    hourly_rate: money('hourly_rate').notNull(),
    availability: text('availability').notNull(),
    version: version(),
  },
  (t) => [
    index('employees_name_idx').on(textSortKey(t.name), t.id),
    index('employees_rate_idx').on(t.hourly_rate, t.id),
    index('employees_role_idx').on(t.role),
    index('employees_availability_idx').on(t.availability),
  ],
)

export const contractors = pgTable(
  'contractors',
  {
    id: id(),
    company: text('company').notNull(),
    contact: text('contact').notNull().default(''),
    insurance_on_file: boolean('insurance_on_file').notNull().default(false),
    version: version(),
  },
  (t) => [
    index('contractors_company_idx').on(textSortKey(t.company), t.id),
    index('contractors_insurance_idx').on(t.insurance_on_file),
  ],
)

export const crews = pgTable(
  'crews',
  {
    id: id(),
    name: text('name').notNull(),
    // Employee ids; an array cannot carry a foreign key, the domain pulls deleted employees out.
    members: textList('members'),
    on_site_now: boolean('on_site_now').notNull().default(false),
    // One of the members (the domain keeps it so); the domain clears it first when they go.
    lead_employee_id: uuid('lead_employee_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    version: version(),
  },
  (t) => [
    index('crews_name_idx').on(textSortKey(t.name), t.id),
    index('crews_on_site_idx').on(t.on_site_now),
    index('crews_lead_idx').on(t.lead_employee_id),
  ],
)

/**
 * A recurring job's rule and template (issue #34 section 2, decision 057); each visit is a row of
 * jobs with its series_id.
 */
export const jobSeries = pgTable(
  'job_series',
  {
    id: id(),
    kind: text('kind').notNull(),
    rule: text('rule').notNull(),
    time_zone: text('time_zone').notNull(),
    starts_at: epochMs('starts_at').notNull(),
    ends_before: epochMs('ends_before'),
    skipped: jsonb('skipped')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    made_until: epochMs('made_until').notNull(),
    visits_made: integer('visits_made').notNull().default(0),
    first_job_id: uuid('first_job_id'),
    title: text('title').notNull(),
    client_person_id: uuid('client_person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'restrict' }),
    address: text('address').notNull(),
    duration_minutes: integer('duration_minutes').notNull().default(60),
    notes: text('notes').notNull().default(''),
    crew_instructions: text('crew_instructions').notNull().default(''),
    assigned_crew_id: uuid('assigned_crew_id').references(() => crews.id, {
      onDelete: 'set null',
    }),
    ended_at: epochMs('ended_at'),
    created_at: epochMs('created_at').notNull(),
    version: version(),
  },
  (t) => [
    index('job_series_created_idx').on(t.created_at, t.id),
    index('job_series_title_idx').on(textSortKey(t.title), t.id),
    index('job_series_client_idx').on(t.client_person_id),
    // The daily pass: open series whose visits are made less far ahead than the horizon.
    index('job_series_made_until_idx')
      .on(t.made_until)
      .where(sql`${t.ended_at} IS NULL`),
  ],
)

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    title: text('title').notNull(),
    client_person_id: uuid('client_person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'restrict' }),
    address: text('address').notNull(),
    date: epochMs('date').notNull(),
    status: text('status').notNull(),
    assigned_crew_id: uuid('assigned_crew_id').references(() => crews.id, { onDelete: 'set null' }),
    photos: textList('photos'),
    notes: text('notes').notNull().default(''),
    crew_instructions: text('crew_instructions').notNull().default(''),
    // The office's order among the day's jobs at one start time (Today); null: not placed.
    route_order: integer('route_order'),
    duration_minutes: integer('duration_minutes').notNull().default(60),
    // A recurring series' visit (issue #34): the series and the occurrence it was made for.
    series_id: uuid('series_id').references(() => jobSeries.id, { onDelete: 'set null' }),
    series_occurrence: epochMs('series_occurrence'),
    created_at: epochMs('created_at').notNull(),
    version: version(),
  },
  (t) => [
    index('jobs_date_idx').on(t.date, t.id),
    // One visit per occurrence of a series: making visits twice (a restart, two servers) adds none.
    uniqueIndex('jobs_series_occurrence_idx').on(t.series_id, t.series_occurrence),
    index('jobs_created_idx').on(t.created_at, t.id),
    index('jobs_title_idx').on(textSortKey(t.title), t.id),
    index('jobs_client_idx').on(t.client_person_id),
    index('jobs_crew_idx').on(t.assigned_crew_id),
    index('jobs_status_idx').on(t.status),
    searchIndex('jobs_search_idx', [t.title, t.address]),
  ],
)

export const workOrders = pgTable(
  'work_orders',
  {
    id: id(),
    job_id: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    materials: textList('materials'),
    checklist: jsonb('checklist')
      .$type<{ label: string; done: boolean }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    version: version(),
  },
  (t) => [
    index('work_orders_job_idx').on(t.job_id),
    // The list's default sort: the id's text, in code-point order (list-sql.ts sortKeySql).
    index('work_orders_id_sort_idx').on(sql`(${t.id}::text) COLLATE "C"`, t.id),
    searchIndex('work_orders_search_idx', [t.materials]),
  ],
)

/** An employee's planned work time (the employee detail's Schedule tab). */
export const shifts = pgTable(
  'shifts',
  {
    id: id(),
    employee_id: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    starts_at: epochMs('starts_at').notNull(),
    ends_at: epochMs('ends_at').notNull(),
    job_id: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    created_at: epochMs('created_at').notNull(),
    version: version(),
  },
  (t) => [
    // An employee's shifts in time order: the Schedule tab, the week's hours, the overlap check.
    index('shifts_employee_start_idx').on(t.employee_id, t.starts_at, t.id),
    index('shifts_starts_idx').on(t.starts_at, t.id),
    index('shifts_job_idx').on(t.job_id),
    check('shifts_ends_after_start', sql`${t.ends_at} > ${t.starts_at}`),
  ],
)

export const leads = pgTable(
  'leads',
  {
    id: id(),
    name: text('name').notNull(),
    source: text('source').notNull(),
    stage: text('stage').notNull(),
    person_id: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'restrict' }),
    value: money('value').notNull().default(0),
    job_id: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    created_at: epochMs('created_at').notNull(),
    version: version(),
  },
  (t) => [
    index('leads_created_idx').on(t.created_at, t.id),
    index('leads_value_idx').on(t.value, t.id),
    index('leads_job_idx').on(t.job_id),
    index('leads_name_idx').on(textSortKey(t.name), t.id),
    index('leads_person_idx').on(t.person_id),
    index('leads_stage_idx').on(t.stage),
    index('leads_source_idx').on(t.source),
    searchIndex('leads_search_idx', [t.name, t.source]),
  ],
)

export const estimates = pgTable(
  'estimates',
  {
    id: id(),
    client_person_id: uuid('client_person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'restrict' }),
    line_items: jsonb('line_items')
      .$type<{ desc: string; qty: number; price: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    subtotal: money('subtotal').notNull(),
    // A rate, not money: 0.08.
    tax: numeric('tax', { precision: 6, scale: 4, mode: 'number' }).notNull(),
    total: money('total').notNull(),
    status: text('status').notNull(),
    job_id: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    // Issue #34 (decisions 058, 059): rows made before were made with SPEC section 9's rules.
    tax_name: text('tax_name').notNull().default('Sales tax'),
    round_totals: boolean('round_totals').notNull().default(true),
    deposit: jsonb('deposit').$type<{ type: 'percent' | 'amount'; value: number }>(),
    created_at: epochMs('created_at').notNull(),
    version: version(),
  },
  (t) => [
    index('estimates_created_idx').on(t.created_at, t.id),
    index('estimates_total_idx').on(t.total, t.id),
    index('estimates_client_idx').on(t.client_person_id),
    // The total too: the dashboard adds up the open ones from the index alone (index-only scan).
    index('estimates_status_idx').on(t.status, t.total),
    index('estimates_job_idx').on(t.job_id),
  ],
)

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    number: text('number').notNull().unique('invoices_number_unique'),
    job_id: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    client_person_id: uuid('client_person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    status: text('status').notNull(),
    due_date: epochMs('due_date').notNull(),
    created_at: epochMs('created_at').notNull(),
    // Issue #34 (decisions 058, 059): rows made before have no items and SPEC section 9's rules.
    line_items: jsonb('line_items')
      .$type<
        { desc: string; qty: number; price: number; taxable: boolean; job_id: string | null }[]
      >()
      .notNull()
      .default(sql`'[]'::jsonb`),
    tax: numeric('tax', { precision: 6, scale: 4, mode: 'number' }).notNull().default(0.08),
    tax_name: text('tax_name').notNull().default('Sales tax'),
    round_totals: boolean('round_totals').notNull().default(true),
    job_ids: textList('job_ids'),
    deposit_estimate_id: uuid('deposit_estimate_id').references(() => estimates.id, {
      onDelete: 'set null',
    }),
    deposit_invoice_id: uuid('deposit_invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'set null',
    }),
    deposit_credit: money('deposit_credit').notNull().default(0),
    estimate_id: uuid('estimate_id').references(() => estimates.id, { onDelete: 'set null' }),
    version: version(),
  },
  (t) => [
    index('invoices_created_idx').on(t.created_at, t.id),
    index('invoices_due_idx').on(t.due_date, t.id),
    index('invoices_number_sort_idx').on(textSortKey(t.number), t.id),
    index('invoices_amount_idx').on(t.amount, t.id),
    index('invoices_client_idx').on(t.client_person_id),
    index('invoices_job_idx').on(t.job_id),
    // Is this job invoiced (on a line)? A job is billed once (decision 059).
    index('invoices_job_ids_idx').using('gin', t.job_ids).with({ fastupdate: false }),
    // One deposit invoice per estimate, even with two acceptances racing.
    uniqueIndex('invoices_deposit_estimate_unique').on(t.deposit_estimate_id),
    // An estimate is billed whole once (Create Invoice from it), even with two people at once.
    uniqueIndex('invoices_estimate_unique').on(t.estimate_id),
    index('invoices_status_idx').on(t.status),
    // Overdue (the filter, the dashboard's figure and its longest-overdue list) looks only at unpaid
    // ones; with the amount and status the dashboard's figure reads the index alone.
    index('invoices_unpaid_due_idx')
      .on(t.due_date, t.id, t.amount, t.status)
      .where(sql`${t.status} <> 'Paid'`),
    searchIndex('invoices_search_idx', [t.number]),
  ],
)

export const payments = pgTable(
  'payments',
  {
    id: id(),
    invoice_id: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    date: epochMs('date').notNull(),
    method: text('method').notNull(),
    // A cheque's number (method Check; issue #34 section 5), '' otherwise.
    check_number: text('check_number').notNull().default(''),
    amount: money('amount').notNull(),
    version: version(),
  },
  (t) => [
    // The amount too: the dashboard's revenue of a period reads the index alone.
    index('payments_date_idx').on(t.date, t.id, t.amount),
    index('payments_amount_idx').on(t.amount, t.id),
    index('payments_invoice_idx').on(t.invoice_id),
    index('payments_method_idx').on(t.method),
  ],
)

export const media = pgTable(
  'media',
  {
    id: id(),
    job_id: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    taken_at: epochMs('taken_at').notNull(),
    type: text('type').notNull(),
    notes: text('notes').notNull().default(''),
    thumb_url: text('thumb_url').notNull().default(''),
    file_name: text('file_name').notNull().default(''),
    version: version(),
  },
  (t) => [
    index('media_taken_idx').on(t.taken_at, t.id),
    index('media_job_idx').on(t.job_id),
    index('media_type_idx').on(t.type),
    // A file is served to whoever may read a media row naming it (api/access/file-access.ts).
    // Hash indexes: a URL may be a whole data URL (megabytes), past a btree entry's size limit.
    index('media_url_idx').using('hash', t.url),
    index('media_thumb_url_idx').using('hash', t.thumb_url),
    searchIndex('media_search_idx', [t.notes]),
  ],
)

export const templates = pgTable(
  'templates',
  {
    id: id(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    // The spec's field name is camelCase; the column keeps it so rows need no renaming.
    createdAt: epochMs('createdAt').notNull(),
    submissions: integer('submissions').notNull().default(0),
    settings: jsonb('settings')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    version: version(),
  },
  (t) => [
    index('templates_name_idx').on(textSortKey(t.name), t.id),
    index('templates_type_idx').on(t.type),
  ],
)

export const forms = pgTable(
  'forms',
  {
    id: id(),
    name: text('name').notNull(),
    fields: integer('fields').notNull().default(0),
    version: version(),
  },
  (t) => [index('forms_name_idx').on(textSortKey(t.name), t.id)],
)

export const submissions = pgTable(
  'submissions',
  {
    id: id(),
    form_id: uuid('form_id').references(() => forms.id, { onDelete: 'cascade' }),
    // An ISO date-time string (SPEC section 3), kept as text so it round-trips byte for byte and
    // sorts as the domain sorts it (text kind).
    submittedAt: text('submittedAt').notNull(),
    payload: jsonb('payload')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status').notNull(),
    source: text('source').notNull(),
    version: version(),
  },
  (t) => [
    index('submissions_submitted_idx').on(textSortKey(t.submittedAt), t.id),
    index('submissions_form_idx').on(t.form_id),
    index('submissions_status_idx').on(t.status),
    index('submissions_source_idx').on(t.source),
  ],
)

export const messages = pgTable(
  'messages',
  {
    id: id(),
    person_id: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    unread: boolean('unread').notNull().default(true),
    last_text: text('last_text').notNull().default(''),
    updated_at: epochMs('updated_at').notNull(),
    version: version(),
  },
  (t) => [
    index('messages_updated_idx').on(t.updated_at, t.id),
    index('messages_person_idx').on(t.person_id),
    index('messages_unread_idx').on(t.unread),
    searchIndex('messages_search_idx', [t.subject, t.last_text]),
  ],
)

export const teamChats = pgTable(
  'team_chats',
  {
    id: id(),
    title: text('title').notNull(),
    last_text: text('last_text').notNull().default(''),
    updated_at: epochMs('updated_at').notNull(),
    version: version(),
  },
  (t) => [index('team_chats_updated_idx').on(t.updated_at, t.id)],
)

export const notes = pgTable(
  'notes',
  {
    id: id(),
    folder: text('folder').notNull(),
    text: text('text').notNull(),
    timestamp: epochMs('timestamp').notNull(),
    version: version(),
  },
  (t) => [
    index('notes_timestamp_idx').on(t.timestamp, t.id),
    index('notes_folder_idx').on(t.folder),
    searchIndex('notes_search_idx', [t.text]),
  ],
)

export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    priority: text('priority').notNull(),
    status: text('status').notNull(),
    created_at: epochMs('created_at').notNull(),
    version: version(),
  },
  (t) => [
    index('tickets_created_idx').on(t.created_at, t.id),
    index('tickets_status_idx').on(t.status),
    index('tickets_priority_idx').on(t.priority),
    searchIndex('tickets_search_idx', [t.subject, t.description]),
  ],
)

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role').notNull(),
    employee_id: uuid('employee_id').references(() => employees.id, { onDelete: 'restrict' }),
    active: boolean('active').notNull().default(true),
    last_sign_in_at: epochMs('last_sign_in_at'),
    created_at: epochMs('created_at').notNull(),
    version: version(),
  },
  (t) => [
    // One account per e-mail (stored in lower case): sign-in finds the user by it.
    uniqueIndex('users_email_unique').on(t.email),
    index('users_employee_idx').on(t.employee_id),
    index('users_name_idx').on(textSortKey(t.name), t.id),
    index('users_created_idx').on(t.created_at, t.id),
    index('users_role_idx').on(t.role),
  ],
)

/** Workspace settings (Business / Branding): exactly one row (id 1). */
export const workspaceSettings = pgTable(
  'workspace_settings',
  {
    id: integer('id').primaryKey().default(1),
    business_name: text('business_name').notNull(),
    brand_color: text('brand_color').notNull(),
    // Added for the PDF documents (issue #30): rows stored before take the defaults.
    business_email: text('business_email').notNull().default(''),
    business_phone: text('business_phone').notNull().default(''),
    business_address: text('business_address').notNull().default(''),
    payment_instructions: text('payment_instructions').notNull().default(''),
    paper_size: text('paper_size').notNull().default('Letter'),
    /** '' = not chosen: the server's own zone is answered. */
    time_zone: text('time_zone').notNull().default(''),
    /** A data URL (PNG, JPEG or sanitised SVG, at most 1 MB), or null. */
    logo: text('logo'),
    // Billing settings (issue #34, decision 058): the defaults reproduce SPEC section 9.
    tax_name: text('tax_name').notNull().default('Sales tax'),
    tax_percent: numeric('tax_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(8),
    round_totals: boolean('round_totals').notNull().default(true),
    payment_terms_days: integer('payment_terms_days').notNull().default(30),
  },
  (t) => [check('workspace_settings_single_row', sql`${t.id} = 1`)],
)

export const teamChatMessages = pgTable(
  'team_chat_messages',
  {
    id: id(),
    chat_id: uuid('chat_id')
      .notNull()
      .references(() => teamChats.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    text: text('text').notNull(),
    sent_at: epochMs('sent_at').notNull(),
    version: version(),
  },
  (t) => [
    index('team_chat_messages_chat_sent_idx').on(t.chat_id, t.sent_at, t.id),
    index('team_chat_messages_sent_idx').on(t.sent_at, t.id),
    searchIndex('team_chat_messages_search_idx', [t.text, t.author]),
  ],
)

export const smsThreads = pgTable(
  'sms_threads',
  {
    id: id(),
    person_id: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    last_text: text('last_text').notNull().default(''),
    updated_at: epochMs('updated_at').notNull(),
    version: version(),
  },
  (t) => [
    index('sms_threads_updated_idx').on(t.updated_at, t.id),
    index('sms_threads_person_idx').on(t.person_id),
    searchIndex('sms_threads_search_idx', [t.last_text]),
  ],
)

export const smsMessages = pgTable(
  'sms_messages',
  {
    id: id(),
    thread_id: uuid('thread_id')
      .notNull()
      .references(() => smsThreads.id, { onDelete: 'cascade' }),
    // The spec's field name; a reserved word in SQL, quoted by Drizzle.
    from: text('from').notNull(),
    text: text('text').notNull(),
    ts: epochMs('ts').notNull(),
    version: version(),
  },
  (t) => [
    index('sms_messages_thread_ts_idx').on(t.thread_id, t.ts, t.id),
    index('sms_messages_ts_idx').on(t.ts, t.id),
    searchIndex('sms_messages_search_idx', [t.text]),
  ],
)

export const personNotes = pgTable(
  'person_notes',
  {
    id: id(),
    person_id: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    created_at: epochMs('created_at').notNull(),
    version: version(),
  },
  (t) => [
    index('person_notes_created_idx').on(t.created_at, t.id),
    index('person_notes_person_idx').on(t.person_id),
    searchIndex('person_notes_search_idx', [t.text]),
  ],
)

export const personCalls = pgTable(
  'person_calls',
  {
    id: id(),
    person_id: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    direction: text('direction').notNull(),
    outcome: text('outcome').notNull(),
    summary: text('summary').notNull().default(''),
    occurred_at: epochMs('occurred_at').notNull(),
    created_at: epochMs('created_at').notNull(),
    version: version(),
  },
  (t) => [
    index('person_calls_occurred_idx').on(t.occurred_at, t.id),
    index('person_calls_person_idx').on(t.person_id),
    index('person_calls_direction_idx').on(t.direction),
    index('person_calls_outcome_idx').on(t.outcome),
    searchIndex('person_calls_search_idx', [t.summary]),
  ],
)

export const leadActivities = pgTable(
  'lead_activities',
  {
    id: id(),
    lead_id: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    summary: text('summary').notNull(),
    occurred_at: epochMs('occurred_at').notNull(),
    created_at: epochMs('created_at').notNull(),
    version: version(),
  },
  (t) => [
    index('lead_activities_occurred_idx').on(t.occurred_at, t.id),
    index('lead_activities_lead_idx').on(t.lead_id),
    index('lead_activities_type_idx').on(t.type),
    searchIndex('lead_activities_search_idx', [t.summary]),
  ],
)

export const leadNotes = pgTable(
  'lead_notes',
  {
    id: id(),
    lead_id: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    created_at: epochMs('created_at').notNull(),
    version: version(),
  },
  (t) => [
    index('lead_notes_created_idx').on(t.created_at, t.id),
    index('lead_notes_lead_idx').on(t.lead_id),
    searchIndex('lead_notes_search_idx', [t.text]),
  ],
)

/** Files attached to leads, kept inline as base64 data URLs (at most 1 MiB each, sales/lead-document.ts). */
export const leadDocuments = pgTable(
  'lead_documents',
  {
    id: id(),
    lead_id: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    data_url: text('data_url').notNull(),
    created_at: epochMs('created_at').notNull(),
    version: version(),
  },
  (t) => [
    index('lead_documents_created_idx').on(t.created_at, t.id),
    index('lead_documents_name_idx').on(textSortKey(t.name), t.id),
    index('lead_documents_lead_idx').on(t.lead_id),
    searchIndex('lead_documents_search_idx', [t.name]),
  ],
)

/** The workspace plan: exactly one row (id 1). Its presence also marks a seeded database. */
export const plan = pgTable(
  'plan',
  {
    id: integer('id').primaryKey().default(1),
    tier: text('tier').notNull(),
    used: integer('used').notNull().default(0),
    limit: integer('limit').notNull(),
  },
  (t) => [check('plan_single_row', sql`${t.id} = 1`)],
)

export const activity = pgTable('activity', {
  date_iso: text('date_iso').primaryKey(),
  count: integer('count').notNull(),
})

/**
 * The first answer of a payment-creating command per Idempotency-Key, so a retried request gets
 * that answer instead of recording a second payment. Keys older than a day are replaced.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').primaryKey(),
    /** Method, path and body of the first request: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    body: jsonb('body'),
    created_at: epochMs('created_at').notNull(),
  },
  (t) => [index('idempotency_keys_created_idx').on(t.created_at)],
)

// Accounts (issue #20, decision 028). Never served by the generic collection routes: a user's
// password hash, sessions and links are read and written only by the auth use cases (api/auth/).

/** A user's password, as a scrypt hash (`scrypt$N$r$p$salt$hash`). */
export const userCredentials = pgTable('user_credentials', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  password_hash: text('password_hash').notNull(),
  updated_at: epochMs('updated_at').notNull(),
})

/** Signed-in sessions: `id` is the SHA-256 (hex) of the token in the browser's cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: epochMs('created_at').notNull(),
    last_used_at: epochMs('last_used_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
)

/** Failed sign-ins per account (`account:<email>`) and per address (`address:<ip>`). */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  window_started_at: epochMs('window_started_at').notNull(),
  locked_until: epochMs('locked_until'),
})

/** One-time set-password links: `id` is the SHA-256 (hex) of the link's token. */
export const setPasswordLinks = pgTable(
  'set_password_links',
  {
    id: text('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: epochMs('created_at').notNull(),
    /** 'set-password' (an invite, 72 hours) or 'reset' (Forgot password?, 1 hour). */
    purpose: text('purpose').$type<LinkPurpose>().notNull().default('set-password'),
    expires_at: epochMs('expires_at').notNull(),
    used_at: epochMs('used_at'),
  },
  (t) => [index('set_password_links_user_idx').on(t.user_id)],
)

/** The audit log (issue #20): no foreign key, so an entry outlives the user it names. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey(),
    at: epochMs('at').notNull(),
    user_id: uuid('user_id'),
    actor: text('actor').notNull(),
    kind: text('kind').notNull(),
    summary: text('summary').notNull(),
    address: text('address'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_user_idx').on(t.user_id, t.at, t.id),
    index('audit_log_kind_idx').on(t.kind, t.at, t.id),
  ],
)

/**
 * Who created and who last changed each record (issue #20), by user id: beside the records rather
 * than in them, so a record's API shape is the same in both modes. A record no signed-in user has
 * written (sample data) has no row. No reference to users: a removed user's stamps stay.
 */
export const recordStamps = pgTable(
  'record_stamps',
  {
    collection: text('collection').notNull(),
    record_id: uuid('record_id').notNull(),
    created_by: uuid('created_by'),
    updated_by: uuid('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.collection, t.record_id] })],
)

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

/**
 * Uploaded files kept in the database (issue #21) when several app servers share one PostgreSQL:
 * every server serves every file. By the name the store gave it (file-blob-store.ts STORED_NAME).
 */
export const mediaBlobs = pgTable('media_blobs', {
  name: text('name').primaryKey(),
  bytes: bytea('bytes').notNull(),
})

/**
 * CSV imports of persons and companies, kept so one can be undone as a whole: the records it made
 * and the rows it changed as they were before. No foreign keys: an import outlives its user.
 */
export const imports = pgTable(
  'imports',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    file_name: text('file_name').notNull(),
    at: epochMs('at').notNull(),
    actor: text('actor').notNull(),
    created: integer('created').notNull(),
    updated: integer('updated').notNull(),
    skipped: integer('skipped').notNull(),
    created_rows: jsonb('created_rows').notNull(),
    previous_rows: jsonb('previous_rows').notNull(),
    undone_at: epochMs('undone_at'),
  },
  (t) => [index('imports_at_idx').on(t.at, t.id)],
)

/**
 * The e-mail templates the Owner edited (issue #30 section 5), one row per kind: a kind without a
 * row uses its default texts (domain/mail/mail-template.ts). `updated_by` has no reference, as in
 * the audit log, so an edit outlives the user who made it.
 */
export const mailTemplates = pgTable('mail_templates', {
  kind: text('kind').primaryKey(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  updated_at: epochMs('updated_at').notNull(),
  updated_by: uuid('updated_by'),
})

/**
 * Outgoing e-mail (issue #30, decision 039): written in the transaction of the change that sends
 * it; the worker (server/mail/outbox-worker.ts) claims due rows with FOR UPDATE SKIP LOCKED, so
 * several servers on one PostgreSQL deliver each message once. Attachments as jsonb (filename,
 * content_type, size, base64 content), at most 10 MB a message. No foreign keys: the history
 * outlives the records and users it names.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    /** 'email' or 'sms' (a text: `to` is a phone number, `text` its body). */
    channel: text('channel').notNull().default('email'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments')
      .notNull()
      .default(sql`'[]'::jsonb`),
    about_collection: text('about_collection'),
    about_id: text('about_id'),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: epochMs('next_attempt_at'),
    claimed_until: epochMs('claimed_until'),
    last_error: text('last_error'),
    provider_message_id: text('provider_message_id'),
    created_at: epochMs('created_at').notNull(),
    sent_at: epochMs('sent_at'),
    created_by: uuid('created_by'),
    dedupe_key: text('dedupe_key'),
    secret: boolean('secret').notNull().default(false),
  },
  (t) => [
    index('outbox_messages_created_idx').on(t.created_at, t.id),
    index('outbox_messages_status_created_idx').on(t.status, t.created_at, t.id),
    // The worker's look for due work: only rows still waiting are in it.
    index('outbox_messages_due_idx')
      .on(t.next_attempt_at)
      .where(sql`status IN ('queued', 'sending')`),
    uniqueIndex('outbox_messages_dedupe_key_unique').on(t.dedupe_key),
  ],
)

/**
 * A record's History (issue #30): what happened to an estimate, invoice, job or person, written in
 * the transaction of the change. `seq` orders the events of one moment (one transaction) as they
 * were written. No reference to the record or the user: events of a deleted record go with it
 * (sql-tx.ts `remove`), a removed user's events stay.
 */
export const recordEvents = pgTable(
  'record_events',
  {
    id: uuid('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    collection: text('collection').notNull(),
    record_id: uuid('record_id').notNull(),
    at: epochMs('at').notNull(),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    field: text('field'),
    data: jsonb('data').notNull(),
    actor_id: uuid('actor_id'),
  },
  (t) => [index('record_events_record_idx').on(t.collection, t.record_id, t.at, t.seq)],
)

/** The office's in-app notifications (issue #30), one row per user told. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    created_at: epochMs('created_at').notNull(),
    read_at: epochMs('read_at'),
  },
  (t) => [
    index('notifications_user_idx').on(t.user_id, t.created_at, t.id),
    index('notifications_unread_idx')
      .on(t.user_id)
      .where(sql`${t.read_at} IS NULL`),
  ],
)

/** Each user's choice per notification kind (issue #30); a kind without a row is on for both. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    in_app: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.kind] })],
)

/**
 * The automatic follow-ups' settings (issue #30 section 4, decision 044): one row, like
 * workspace_settings; no row means the defaults (domain/mail/follow-up-settings.ts).
 */
export const followUpSettings = pgTable(
  'follow_up_settings',
  {
    id: integer('id').primaryKey().default(1),
    invoice_reminders_enabled: boolean('invoice_reminders_enabled').notNull().default(true),
    reminder_first_days: integer('reminder_first_days').notNull().default(3),
    reminder_every_days: integer('reminder_every_days').notNull().default(7),
    reminder_max: integer('reminder_max').notNull().default(3),
    estimate_follow_up_enabled: boolean('estimate_follow_up_enabled').notNull().default(true),
    estimate_follow_up_days: integer('estimate_follow_up_days').notNull().default(3),
    visit_reminders_enabled: boolean('visit_reminders_enabled').notNull().default(false),
    /** Tell clients when the crew is on the way (issue #32 section 2): off unless turned on. */
    on_my_way_enabled: boolean('on_my_way_enabled').notNull().default(false),
    send_hour: integer('send_hour').notNull().default(9),
  },
  (t) => [check('follow_up_settings_single_row', sql`${t.id} = 1`)],
)

/** A client's own mail choice (issue #30): marked, they get no automatic e-mail of any kind. */
export const clientMailSettings = pgTable('client_mail_settings', {
  person_id: uuid('person_id')
    .primaryKey()
    .references(() => persons.id, { onDelete: 'cascade' }),
  no_automatic_reminders: boolean('no_automatic_reminders').notNull().default(false),
  /** No text messages (issue #32 section 2: On my way's SMS). */
  no_texts: boolean('no_texts').notNull().default(false),
})

/**
 * What the scheduler sent on its own (decision 044): one row per follow-up, so an invoice's count
 * and last reminder are read from here, and the unique key lets one server only record each. No
 * foreign key: the record may be deleted, and a row of a kind names invoices, estimates or jobs.
 */
export const followUps = pgTable(
  'follow_ups',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    record_id: uuid('record_id').notNull(),
    /** 1, 2, 3 ...: the invoice's reminder number; the count of the record's follow-ups of a kind. */
    seq: integer('seq').notNull(),
    /** What it was due for: the visit's date for a visit reminder (a rescheduled job gets another). */
    due_key: text('due_key').notNull(),
    sent_at: epochMs('sent_at').notNull(),
    outbox_id: uuid('outbox_id'),
  },
  (t) => [uniqueIndex('follow_ups_record_seq_idx').on(t.kind, t.record_id, t.seq)],
)

// The client hub's way in (issue #31 section 1, decision 045). Links and hub sessions hold token
// hashes only and never travel in a backup (like staff sessions and set-password links); a client's
// revoke and last visit do.

/** A hub link e-mailed to a client: usable many times until it expires or is revoked. */
export const hubLinks = pgTable(
  'hub_links',
  {
    id: uuid('id').primaryKey(),
    person_id: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the link's token. */
    token_hash: text('token_hash').notNull().unique(),
    created_at: epochMs('created_at').notNull(),
    expires_at: epochMs('expires_at').notNull(),
    /** The user who sent it; null when the client asked for it or a follow-up sent it. */
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    revoked_at: epochMs('revoked_at'),
  },
  (t) => [index('hub_links_person_idx').on(t.person_id)],
)

/** A client's hub session: `id` is the SHA-256 (hex) of the token in the hub cookie. */
export const hubSessions = pgTable(
  'hub_sessions',
  {
    id: text('id').primaryKey(),
    person_id: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    created_at: epochMs('created_at').notNull(),
    last_seen_at: epochMs('last_seen_at').notNull(),
  },
  (t) => [index('hub_sessions_person_idx').on(t.person_id)],
)

/** A client's hub state: revoked (no link is made until the office sends one) and last visit. */
export const hubAccess = pgTable('hub_access', {
  person_id: uuid('person_id')
    .primaryKey()
    .references(() => persons.id, { onDelete: 'cascade' }),
  revoked_at: epochMs('revoked_at'),
  last_visit_at: epochMs('last_visit_at'),
})

/**
 * A client's "Confirm" of an upcoming visit in the hub (issue #31 section 2): one row per job, the
 * first confirmation kept. `job_date` is the job's date when confirmed: a job moved since shows as
 * not confirmed (and a new confirmation replaces the row). Travels in backups.
 */
export const visitConfirmations = pgTable('visit_confirmations', {
  job_id: uuid('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  person_id: uuid('person_id')
    .notNull()
    .references(() => persons.id, { onDelete: 'cascade' }),
  confirmed_at: epochMs('confirmed_at').notNull(),
  job_date: epochMs('job_date').notNull(),
})

/**
 * Money a payment provider reported (decision 046): one row per provider payment or refund, unique on
 * the provider's own id, so a retried or replayed webhook, or the same one at two servers, records
 * it once (INSERT ... ON CONFLICT DO NOTHING). `payment_id` is the ordinary payments row it made (a
 * refund's is of the negative amount); `amount` is positive either way, `kind` says which.
 */
export const providerPayments = pgTable(
  'provider_payments',
  {
    id: uuid('id').primaryKey(),
    provider: text('provider').notNull(),
    /** Stripe: the PaymentIntent's id (pi_...) for a payment; `<charge id>:<refunded so far>` for a refund. */
    provider_payment_id: text('provider_payment_id').notNull(),
    /** The PaymentIntent a refund gives money back from (the payment's own id for a payment). */
    payment_intent_id: text('payment_intent_id').notNull(),
    payment_id: uuid('payment_id'),
    invoice_id: uuid('invoice_id'),
    kind: text('kind').notNull(),
    amount: money('amount').notNull(),
    event_id: text('event_id').notNull(),
    created_at: epochMs('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('provider_payments_provider_id_idx').on(t.provider, t.provider_payment_id),
    index('provider_payments_intent_idx').on(t.payment_intent_id),
  ],
)

/** When each provider's webhook last brought a verified event (Settings > Integrations). */
export const providerWebhooks = pgTable('provider_webhooks', {
  provider: text('provider').primaryKey(),
  last_received_at: epochMs('last_received_at').notNull(),
  last_event_type: text('last_event_type').notNull(),
})

/** Settings > Client hub (issue #31): one row; none stored means the defaults (the form is on). */
export const clientHubSettings = pgTable(
  'client_hub_settings',
  {
    id: integer('id').primaryKey().default(1),
    request_form_enabled: boolean('request_form_enabled').notNull().default(true),
  },
  (t) => [check('client_hub_settings_single_row', sql`${t.id} = 1`)],
)

/**
 * A client's answer to an estimate in the hub (issue #31 section 2, decision 049): an approval (the
 * typed name, time, IP address, browser) or a change request (a message), with the estimate version
 * it answered. Each answer moves the estimate on (Accepted, or back to Open) and so its version: one
 * answer of a kind per estimate version, which the unique index holds even if two arrive at once.
 */
export const estimateResponses = pgTable(
  'estimate_responses',
  {
    id: uuid('id').primaryKey(),
    estimate_id: uuid('estimate_id')
      .notNull()
      .references(() => estimates.id, { onDelete: 'cascade' }),
    person_id: uuid('person_id')
      .notNull()
      .references(() => persons.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name'),
    message: text('message'),
    estimate_version: integer('estimate_version').notNull(),
    at: epochMs('at').notNull(),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('estimate_responses_version_idx').on(t.estimate_id, t.estimate_version, t.kind),
  ],
)

/**
 * A job's actions in the field (issue #32 section 2, decision 051): On my way, Start, Pause (with its
 * reason), Resume and Finish (with its note), who and when to the millisecond, so each crew member's
 * time can be read from them. The user and employee stay null when deleted: the time stays.
 */
export const jobActivity = pgTable(
  'job_activity',
  {
    id: uuid('id').primaryKey(),
    job_id: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    at: epochMs('at').notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    employee_id: uuid('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    reason: text('reason'),
    note: text('note'),
    /** A Start's or Finish's location stamp ({ lat, lng, accuracy }), when the user shared it. */
    location: jsonb('location'),
    /** When the server received the action; `at` is when the person acted (acted_at, issue #33). */
    received_at: epochMs('received_at'),
  },
  (t) => [index('job_activity_job_at_idx').on(t.job_id, t.at)],
)

/**
 * Employees' clock entries (issue #32 section 3, decision 052): work while clocked in, break during
 * a break, never sharing time; at most one open (ends_at null) per employee, which the partial
 * unique index holds even against two servers. An employee's deletion takes their entries along.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: id(),
    employee_id: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    starts_at: epochMs('starts_at').notNull(),
    ends_at: epochMs('ends_at'),
    source: text('source').notNull(),
    start_location: jsonb('start_location'),
    end_location: jsonb('end_location'),
    note: text('note').notNull().default(''),
    updated_by: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: epochMs('created_at').notNull(),
    updated_at: epochMs('updated_at').notNull(),
    /** When the server received the clock action that opened the entry (its start may be earlier:
     *  acted_at, issue #33); null for the office's entries. */
    received_at: epochMs('received_at'),
    /** When the server received the clock action that closed it (its end may be earlier). */
    end_received_at: epochMs('end_received_at'),
    version: version(),
  },
  (t) => [
    uniqueIndex('time_entries_one_open_idx')
      .on(t.employee_id)
      .where(sql`${t.ends_at} IS NULL`),
    index('time_entries_employee_start_idx').on(t.employee_id, t.starts_at),
  ],
)

/** A week's timesheet state per employee (a week without a row is open); week_start is its Sunday. */
export const timesheets = pgTable(
  'timesheets',
  {
    employee_id: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    week_start: text('week_start').notNull(),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    submitted_at: epochMs('submitted_at'),
    submitted_by: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    decided_at: epochMs('decided_at'),
    decided_by: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    version: version(),
  },
  (t) => [primaryKey({ columns: [t.employee_id, t.week_start] })],
)
