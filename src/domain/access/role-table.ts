// The README's role table, written from the role table itself (permissions.ts) so the two cannot
// drift: `npm run docs:roles` puts it between the markers in README.md, and a test fails when the
// README's copy differs from what this renders.
import { GRANTS, PERMISSIONS, type Permission } from './permissions'
import { ROLES } from './roles'

export const ROLE_TABLE_START =
  '<!-- role-table: generated from src/domain/access/permissions.ts by `npm run docs:roles` -->'
export const ROLE_TABLE_END = '<!-- /role-table -->'

/**
 * What each permission covers, as the README says it (`:read` reads, `:write` creates, changes and
 * deletes).
 */
export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  'dashboard:read': 'dashboard, recent activity',
  'reports:read': 'reports',
  'crm:read': 'persons, companies',
  'crm:write': 'persons, companies, CSV import',
  'sales:read': 'leads, estimates',
  'sales:write': 'leads, estimates',
  'jobs:read': 'jobs, work orders, calendar',
  'jobs:write': 'jobs',
  'work-orders:write': 'work orders',
  'job-actions:write': 'on my way, start, finish',
  'time:read': 'time clock, timesheets',
  'time:write': 'clock in and out, timesheets',
  'time:manage': 'time fixes, approval, payroll',
  'crews:read': 'crews',
  'crews:write': 'crews, crew assignment',
  'team:read': 'employees, contractors, shifts',
  'team:write': 'employees, contractors, shifts',
  'pay:read': 'pay rates and earnings',
  'billing:read': 'invoices, payments',
  'billing:write': 'invoices, payments, mark paid',
  'media:read': 'photos and videos',
  'media:write': 'photo and video uploads',
  'notes:read': 'notes (the shared notebook)',
  'notes:write': 'notes: add, move, delete',
  'tools:read': 'templates, forms, submissions',
  'tools:write': 'templates, forms, submissions',
  'messages:read': 'inbox, team chat, SMS',
  'messages:write': 'inbox, team chat, SMS',
  'support:use': 'knowledge base, new tickets',
  'support:read': 'support tickets',
  'support:manage': 'tickets: resolve, edit, delete',
  'settings:write': 'business settings',
  'mail:read': 'e-mail: outbox, templates',
  'mail:write': 'e-mail: templates, resend',
  'hub:read': 'client hub access, visits',
  'hub:write': 'hub links, revoke hub access',
  'integrations:read': 'integrations: Stripe set-up',
  'client-hub:read': 'client hub settings',
  'client-hub:write': 'client hub: form on or off',
  'users:manage': 'users and roles, audit log',
  'data:export': 'export, backup and restore',
  'data:reset': 'reset to sample data',
}

/** What `own` reaches under each permission a role holds only for its own work. */
export const OWN_REACH: Readonly<Partial<Record<Permission, string>>> = {
  'crm:read':
    "the name, phone and address of their jobs' clients: the list (phonebook) holds the clients " +
    'of their job list, and any client of any job of theirs opens by id',
  'jobs:read':
    "their crews' jobs (the list: today and the coming week; any of theirs by id), their " +
    "work orders and their crews' calendar",
  'work-orders:write': 'the checklist and materials of their work orders',
  'job-actions:write': "On my way, Start, Pause, Resume and Finish on their crews' jobs",
  'time:read': 'their own time and timesheets, and those of the members of the crews they lead',
  'time:write':
    'clocking themself in and out, and the members of the crews they lead; submitting those timesheets',
  'crews:read': 'the crews they belong to',
  'media:read': 'the photos and videos of their jobs',
  'media:write': 'adding photos and videos to their jobs',
  'support:read': 'the tickets they submitted',
}

const CELL = { all: 'all', own: 'own', none: '-' } as const

/** Breaks a list item into lines of at most 100 characters, continued two spaces in. */
function wrap(item: string): string {
  const lines: string[] = []
  let line = ''
  for (const word of item.split(' ')) {
    const next = line === '' ? word : `${line} ${word}`
    if (next.length > 100 && line !== '') {
      lines.push(line)
      line = `  ${word}`
    } else {
      line = next
    }
  }
  return [...lines, line].join('\n')
}

/** Pads `cells` to `widths`, as Prettier lays out a Markdown table. */
const row = (cells: readonly string[], widths: readonly number[]) =>
  `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`

/** The role table as Markdown: one row per permission, one column per role, and what `own` means. */
export function renderRoleTable(): string {
  const header = ['permission', 'covers', ...ROLES]
  const body = PERMISSIONS.map((p) => [
    p,
    PERMISSION_LABELS[p],
    ...ROLES.map((role) => CELL[GRANTS[role][p] ?? 'none']),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)))
  const ownLines = PERMISSIONS.filter((p) => ROLES.some((role) => GRANTS[role][p] === 'own')).map(
    (p) => {
      const reach = OWN_REACH[p]
      if (reach === undefined) throw new Error(`OWN_REACH does not say what own ${p} reaches`)
      return wrap(`- \`${p}\`: ${reach}.`)
    },
  )
  return [
    row(header, widths),
    row(
      widths.map((w) => '-'.repeat(w)),
      widths,
    ),
    ...body.map((cells) => row(cells, widths)),
    '',
    '`all`: every record; `-`: refused (403); `own`: only their own records (another id answers',
    '404). Server mode only: the browser-only demo has no roles. What `own` reaches:',
    '',
    ...ownLines,
  ].join('\n')
}

/** `readme` with the text between the role table's markers replaced by `renderRoleTable()`. */
export function withRoleTable(readme: string): string {
  const start = readme.indexOf(ROLE_TABLE_START)
  const end = readme.indexOf(ROLE_TABLE_END)
  if (start < 0 || end < start) {
    throw new Error(`README.md has no ${ROLE_TABLE_START} ... ${ROLE_TABLE_END} markers`)
  }
  return (
    readme.slice(0, start + ROLE_TABLE_START.length) +
    `\n\n${renderRoleTable()}\n\n` +
    readme.slice(end)
  )
}
