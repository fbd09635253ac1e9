// The sample business every new workspace starts with: the counts of SPEC section 9, dates relative
// to `now` (this week's jobs, overdue invoices due 7 days ago, the others due in 7 days).
import { INVOICE_ADDED_DEFAULTS, type Invoice } from '../billing/invoice'
import type { Payment } from '../billing/payment'
import type { Company } from '../crm/company'
import type { Person } from '../crm/person'
import type { Message } from '../messages/message'
import type { TeamChat } from '../messages/team-chat'
import type { Job } from '../projects/job'
import type { WorkOrder } from '../projects/work-order'
import { estimateTotals } from '../sales/estimate-totals'
import { ESTIMATE_ADDED_DEFAULTS, type Estimate } from '../sales/estimate'
import type { Lead } from '../sales/lead'
import { uuidFrom } from '../shared/ids'
import type { Contractor } from '../team/contractor'
import type { Crew } from '../team/crew'
import type { Employee } from '../team/employee'
import type { Shift } from '../team/shift'
import type { JobSeries } from '../projects/job-series'
import { ACTIVITY_DAYS, type ActivityEntry } from '../tools/activity'
import type { Form } from '../tools/form'
import type { Media } from '../tools/media'
import type { Note } from '../tools/note'
import { FREE_PLAN, type Plan } from '../tools/plan'
import type { Submission } from '../tools/submission'
import type { Template } from '../tools/template'
import { DEFAULT_BRANDING, type Branding } from '../settings/branding'
import type { TeamUser } from '../settings/team-user'
import { DEFAULT_BILLING_SETTINGS, type BillingSettings } from '../settings/billing-settings'
import type { Ticket } from '../support/ticket'
import { createRandom } from './random'
import { seedConversations, type SeedConversations } from './seed-conversations'
import { seedCrmSales, type SeedCrmSales } from './seed-crm-sales'
import { sampleImageUrl } from './sample-image'

export type SeedData = {
  persons: Person[]
  companies: Company[]
  employees: Employee[]
  contractors: Contractor[]
  crews: Crew[]
  jobs: Job[]
  'work-orders': WorkOrder[]
  leads: Lead[]
  estimates: Estimate[]
  invoices: Invoice[]
  payments: Payment[]
  media: Media[]
  templates: Template[]
  forms: Form[]
  submissions: Submission[]
  messages: Message[]
  'team-chats': TeamChat[]
  notes: Note[]
  tickets: Ticket[]
  users: TeamUser[]
  /** None in the sample: the Schedule tab starts empty (SPEC section 2). */
  shifts: Shift[]
  /** None in the sample: recurring jobs are made by the office (issue #34). */
  'job-series': JobSeries[]
  plan: Plan
  /** Workspace settings (Business / Branding; billing: older backups and demo data have none). */
  settings: { branding: Branding; billing?: BillingSettings }
  activity: ActivityEntry[]
} & SeedConversations &
  SeedCrmSales

export const SEED_COUNTS = {
  persons: 20,
  companies: 12,
  employees: 6,
  contractors: 4,
  crews: 4,
  jobs: 18,
  'work-orders': 10,
  leads: 15,
  estimates: 10,
  invoices: 12,
  payments: 8,
  media: 24,
  templates: 3,
  forms: 3,
  messages: 6,
  'team-chats': 3,
} as const

/** What each sample lead is expected to be worth (Potential Value), in dollars. */
const leadValues = [4500, 1200, 2800, 650, 9800, 3200, 1500, 750, 5400, 2100, 12500, 900, 3600]

const DAY = 86_400_000
const HOUR = 3_600_000

const firstNames = [
  'Maria',
  'James',
  'Linda',
  'Robert',
  'Patricia',
  'Michael',
  'Jennifer',
  'David',
  'Elizabeth',
  'William',
  'Susan',
  'Carlos',
  'Karen',
  'Thomas',
  'Nancy',
  'Daniel',
  'Lisa',
  'Anthony',
  'Sandra',
  'Kevin',
]
const lastNames = [
  'Garcia',
  'Smith',
  'Johnson',
  'Brown',
  'Miller',
  'Davis',
  'Wilson',
  'Moore',
  'Taylor',
  'Anderson',
  'Thomas',
  'Martinez',
  'Jackson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Hall',
  'Young',
]
const streets = [
  'Oak St',
  'Maple Ave',
  'Cedar Ln',
  'Pine Rd',
  'Elm Dr',
  'Birch Ct',
  'Willow Way',
  'Spruce Blvd',
  'Aspen Pl',
  'Magnolia St',
]
const cities = [
  'Austin, TX',
  'Round Rock, TX',
  'Cedar Park, TX',
  'Georgetown, TX',
  'Pflugerville, TX',
]
const companyNames = [
  'Riverside Plaza LLC',
  'Oakmont Property Group',
  'Summit Office Park',
  'Greenway HOA',
  'Lakeside Retail Center',
  'Hillcrest Apartments',
  'Bluebonnet Medical',
  'Pecan Grove Estates',
  'Capital Logistics',
  'Stonebridge Church',
  'Westlake Schools',
  'Sunset Senior Living',
]
const employeeNames = [
  'Miguel Torres',
  'Sarah Chen',
  'Jake Peterson',
  'Aisha Bello',
  'Tom Reilly',
  'Rosa Delgado',
]
const employeeRoles = ['Foreman', 'Tech', 'Office', 'Estimator', 'Ops', 'Tech']
const availabilities = ['Available', 'On Job', 'Available', 'Off', 'Available', 'On Job']
const jobKinds = [
  'Spring Cleanup',
  'Lawn Maintenance',
  'Irrigation Repair',
  'Tree Trimming',
  'Mulch Installation',
  'Sod Installation',
  'Hedge Shaping',
  'Patio Install',
  'Drainage Fix',
  'Leaf Removal',
  'Flower Bed Refresh',
  'Retaining Wall',
]
const serviceItems: [string, number][] = [
  ['Mowing and edging', 65],
  ['Mulch (per yard)', 48],
  ['Shrub trimming', 120],
  ['Irrigation zone repair', 185],
  ['Sod (per pallet)', 325],
  ['Tree removal', 850],
  ['Leaf cleanup', 240],
  ['Seasonal flowers (flat)', 36.5],
  ['Drainage French drain (per ft)', 42.75],
  ['Aeration', 150],
]
const materials = [
  'Hardwood mulch',
  'Landscape fabric',
  'PVC fittings',
  'Drip line',
  'Topsoil',
  'Pavers',
  'Gravel',
  'Fertilizer',
  'Sprinkler heads',
  'Edging',
]
const checklistLabels = [
  'Walk the site with the client',
  'Mark utilities',
  'Load materials',
  'Complete main work',
  'Clean up and haul debris',
  'Take after photos',
]
const leadSources = [
  'Website',
  'Referral',
  'Cold Call',
  'Social Media',
  'Other',
  'Web',
  'Phone',
] as const
const leadStages = ['New', 'Contacted', 'Quoted', 'Won', 'Lost'] as const

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

function isoDate(epochMs: number): string {
  const d = new Date(epochMs)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}

/** Builds the whole sample data set; the same `now` and `seed` always give the same data. */
export function generateSeed(now: number, seed = 20261123): SeedData {
  const random = createRandom(seed)
  const id = () => uuidFrom(random.next)
  const startOfDay = now - (now % DAY)
  const weekStart = startOfDay - new Date(startOfDay).getUTCDay() * DAY
  const version = 1

  const persons: Person[] = firstNames.map((first, i) => {
    const last = lastNames[i] ?? 'Doe'
    const created = now - (200 - i * 7) * DAY
    return {
      id: id(),
      name: `${first} ${last}`,
      phone: `(512) 555-${String(1000 + i * 37).slice(-4)}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
      tags: i % 3 === 0 ? ['Commercial'] : i % 5 === 0 ? ['Residential', 'VIP'] : ['Residential'],
      last_activity_at: now - random.int(0, 30) * DAY - random.int(0, 23) * HOUR,
      location: random.pick(cities),
      avatar: '',
      created_at: created,
      version,
    }
  })
  const personAt = (i: number): Person => persons[i % persons.length] as Person
  const addressOf = (i: number) =>
    `${100 + i * 17} ${streets[i % streets.length]}, ${cities[i % cities.length]}`

  const companies: Company[] = companyNames.map((name, i) => ({
    id: id(),
    name,
    primary_contact: personAt(i * 3 + 1).id,
    contacts: i % 3 === 0 ? [personAt(i * 3 + 2).id] : [],
    sites: Array.from({ length: 1 + (i % 3) }, (_, s) => addressOf(i * 3 + s + 40)),
    notes: i % 2 === 0 ? 'Prefers work before 10am. Gate code at the office.' : '',
    website:
      i % 4 === 3 ? '' : `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.com`,
    version,
  }))

  const employees: Employee[] = employeeNames.map((name, i) => ({
    id: id(),
    name,
    role: employeeRoles[i] ?? 'Tech',
    hourly_rate: 24 + i,
    availability: availabilities[i] ?? 'Available',
    version,
  }))

  const contractors: Contractor[] = [
    ['Hill Country Tree Service', 'Dale Summers', true],
    ['ProFlow Irrigation', 'Nina Patel', true],
    ['Stone & Path Hardscapes', 'Luis Ortega', false],
    ['Clearwater Drainage', 'Beth Owens', true],
  ].map(([company, contact, insured]) => ({
    id: id(),
    company: company as string,
    contact: contact as string,
    insurance_on_file: insured as boolean,
    version,
  }))

  const crewMembers = [[0, 1], [2, 5], [3, 4, 1], [5]]
  const crews: Crew[] = ['Crew Alpha', 'Crew Bravo', 'Crew Charlie', 'Crew Delta'].map(
    (name, i) => {
      const members = (crewMembers[i] ?? []).map((m) => (employees[m] as Employee).id)
      // The crews of two or more have a lead, their first member; the one-person crew has none.
      const lead = members.length > 1 ? (members[0] ?? null) : null
      return { id: id(), name, members, on_site_now: i < 2, lead_employee_id: lead, version }
    },
  )

  // 18 jobs: 4 today, 8 more this week, 3 last week (done), 3 next week.
  const jobDays = [0, 0, 0, 0, -3, -2, -1, 1, 2, 3, 4, 5, -9, -8, -7, 8, 10, 12]
  const jobs: Job[] = jobDays.map((offset, i) => {
    const dayStart =
      offset === 0
        ? startOfDay
        : offset < -6 || offset > 6
          ? startOfDay + offset * DAY
          : weekStart + ((new Date(startOfDay).getUTCDay() + offset + 7) % 7) * DAY
    const date = dayStart + (8 + (i % 5) * 2) * HOUR
    const status =
      date < startOfDay ? 'Done' : offset === 0 && i % 2 === 0 ? 'In-Progress' : 'Scheduled'
    return {
      id: id(),
      title: `${jobKinds[i % jobKinds.length]} - ${lastNames[i % lastNames.length]}`,
      client_person_id: personAt(i).id,
      address: addressOf(i),
      date,
      status,
      assigned_crew_id: i % 4 === 3 ? null : (crews[i % crews.length] as Crew).id,
      photos: [],
      notes: i % 3 === 0 ? 'Client asked us to text before arriving.' : '',
      crew_instructions:
        i % 3 === 1 ? 'Gate code 4417. Park on the street; the driveway is fresh concrete.' : '',
      route_order: null,
      duration_minutes: 60 + (i % 3) * 30,
      series_id: null,
      series_occurrence: null,
      created_at: now - (30 - i) * DAY,
      version,
    }
  })
  const jobAt = (i: number): Job => jobs[i % jobs.length] as Job

  const workOrders: WorkOrder[] = Array.from({ length: SEED_COUNTS['work-orders'] }, (_, i) => ({
    id: id(),
    job_id: jobAt(i).id,
    materials: [
      materials[i % materials.length] as string,
      materials[(i + 3) % materials.length] as string,
    ],
    checklist: checklistLabels
      .slice(0, 3 + (i % 4))
      .map((label, c) => ({ label, done: c < i % 4 })),
    version,
  }))

  const leads: Lead[] = Array.from({ length: SEED_COUNTS.leads }, (_, i) => ({
    id: id(),
    name: `${jobKinds[(i + 5) % jobKinds.length]} for ${lastNames[(i + 3) % lastNames.length]}`,
    source: leadSources[i % leadSources.length] as string,
    stage: leadStages[i % leadStages.length] ?? 'New',
    person_id: personAt(i + 5).id,
    value: leadValues[i % leadValues.length] ?? 0,
    // A Won lead was converted to a job for its person, where the sample data has one.
    job_id:
      leadStages[i % leadStages.length] === 'Won'
        ? (jobs.find((j) => j.client_person_id === personAt(i + 5).id)?.id ?? null)
        : null,
    created_at: now - (i * 2 + 1) * DAY,
    version,
  }))

  const estimateStatuses = [
    'Open',
    'Open',
    'Sent',
    'Accepted',
    'Open',
    'Sent',
    'Open',
    'Accepted',
    'Sent',
    'Open',
  ] as const
  const estimates: Estimate[] = estimateStatuses.map((status, i) => {
    const line_items = Array.from({ length: 1 + (i % 3) }, (_, k) => {
      const [desc, price] = serviceItems[(i + k * 3) % serviceItems.length] ?? ['Service', 100]
      return { desc, qty: 1 + ((i + k) % 4), price, taxable: true }
    })
    return {
      id: id(),
      client_person_id: personAt(i * 2).id,
      line_items,
      ...estimateTotals(line_items),
      status,
      // The second accepted estimate has been converted already (the first still offers it).
      job_id:
        i === 7 ? (jobs.find((j) => j.client_person_id === personAt(i * 2).id)?.id ?? null) : null,
      notes: '',
      ...ESTIMATE_ADDED_DEFAULTS,
      created_at: now - (i * 3 + 1) * DAY,
      version,
    }
  })

  // 12 invoices: 7 paid, 1 unpaid with a part payment, 3 overdue (due 7 days ago), 1 pending.
  const year = new Date(now).getUTCFullYear()
  const invoiceStatus = [
    'Paid',
    'Paid',
    'Overdue',
    'Paid',
    'Unpaid',
    'Paid',
    'Overdue',
    'Paid',
    'Pending',
    'Paid',
    'Overdue',
    'Paid',
  ] as const
  const invoices: Invoice[] = invoiceStatus.map((status, i) => ({
    id: id(),
    number: `INV-${year}-${String(i + 1).padStart(3, '0')}`,
    ...INVOICE_ADDED_DEFAULTS,
    job_id: i < 9 ? jobAt(i + 12 - (i % 3)).id : null,
    job_ids: i < 9 ? [jobAt(i + 12 - (i % 3)).id] : [],
    // An invoice for a job bills that job's client (jobAt wraps at 18, personAt at 20).
    client_person_id:
      i < 9 ? jobAt(i + 12 - (i % 3)).client_person_id : personAt(i + 12 - (i % 3)).id,
    amount: [1850, 420, 2750, 980, 3200, 615.5, 3450, 1275, 890, 2100, 2250, 760][i] ?? 500,
    status,
    due_date: status === 'Overdue' ? now - 7 * DAY : now + 7 * DAY,
    created_at: now - (45 - i * 3) * DAY,
    version,
  }))
  const payments: Payment[] = []
  invoices.forEach((invoice, i) => {
    if (invoice.status === 'Paid') {
      payments.push({
        id: id(),
        invoice_id: invoice.id,
        date: now - (i < 2 ? 40 + i * 5 : 2 + i * 2) * DAY,
        method: i % 2 === 0 ? 'Card' : 'ACH',
        check_number: '',
        amount: invoice.amount,
        version,
      })
    } else if (invoice.status === 'Unpaid') {
      payments.push({
        id: id(),
        invoice_id: invoice.id,
        date: now - 5 * DAY,
        method: 'ACH',
        check_number: '',
        amount: 1000,
        version,
      })
    }
  })

  const media: Media[] = Array.from({ length: SEED_COUNTS.media }, (_, i) => {
    const job = i < 21 ? jobAt(i % 12) : null
    return {
      id: id(),
      job_id: job?.id ?? null,
      url: sampleImageUrl(i, job ? job.title : 'Site photo'),
      taken_at: now - (i + 1) * 5 * HOUR,
      type: 'photo',
      notes: i % 4 === 0 ? 'Before photo' : i % 4 === 2 ? 'After photo' : '',
      thumb_url: '',
      file_name: '',
      version,
    }
  })

  const templates: Template[] = [
    ['Commercial Properties', 'estimate', 4],
    ['Commercial Projects', 'checklist', 2],
    ['Landscaping Templates', 'Form', 7],
  ].map(([name, type, submissions], i) => ({
    id: id(),
    type: type as Template['type'],
    name: name as string,
    createdAt: now - (90 - i * 20) * DAY,
    submissions: submissions as number,
    settings: { color: ['#16a34a', '#2563eb', '#ca8a04'][i], includeTerms: i !== 1 },
    version,
  }))

  const forms: Form[] = [
    ['Site Inspection', 12],
    ['Customer Intake', 8],
    ['Daily Crew Report', 15],
  ].map(([name, fields]) => ({ id: id(), name: name as string, fields: fields as number, version }))

  const submissionStatuses = ['New', 'In Review', 'Approved', 'New', 'Approved'] as const
  const submissions: Submission[] = submissionStatuses.map((status, i) => ({
    id: id(),
    form_id: (forms[i % forms.length] as Form).id,
    submittedAt: new Date(now - (i + 1) * 9 * HOUR).toISOString(),
    payload: { site: addressOf(i + 3), notes: i % 2 === 0 ? 'All clear' : 'Needs follow-up' },
    status,
    source: i % 2 === 0 ? 'web' : 'mobile',
    version,
  }))

  const messageSubjects = [
    'Question about my invoice',
    'Can you come earlier on Friday?',
    'Thanks for the great work!',
    'Irrigation still leaking',
    'Quote for backyard patio',
    'Gate code changed',
  ]
  const messageTexts = [
    'I was charged twice, can you check?',
    'We have guests arriving at noon.',
    'The yard looks amazing, thank you all.',
    'Zone 3 is still wet near the driveway.',
    'Looking for pavers and a fire pit area.',
    'New code is 4417, please update your notes.',
  ]
  const messages: Message[] = messageSubjects.map((subject, i) => ({
    id: id(),
    person_id: personAt(i * 3).id,
    subject,
    unread: i % 2 === 0,
    last_text: messageTexts[i] ?? '',
    updated_at: now - (i * 7 + 1) * HOUR,
    version,
  }))

  const teamChats: TeamChat[] = [
    ['Crew Alpha', 'Running 15 min late to the Garcia job.'],
    ['Office', 'Invoices for last week are out.'],
    ['Estimators', 'Site visit at Summit Office Park moved to 2pm.'],
  ].map(([title, last_text], i) => ({
    id: id(),
    title: title as string,
    last_text: last_text as string,
    updated_at: now - (i * 5 + 2) * HOUR,
    version,
  }))

  const notes: Note[] = [
    ['Jobs', 'Bring the small mower to the Hillcrest job; the side gate is narrow.'],
    ['Jobs', 'Order 12 yards of mulch for next week.'],
    ['Clients', 'Maria Garcia prefers text messages over calls.'],
    ['Ideas', 'Offer a fall aeration package to all residential clients.'],
  ].map(([folder, text], i) => ({
    id: id(),
    folder: folder as Note['folder'],
    text: text as string,
    timestamp: now - (i + 1) * 26 * HOUR,
    version,
  }))

  const activity: ActivityEntry[] = Array.from({ length: ACTIVITY_DAYS }, (_, i) => ({
    dateISO: isoDate(startOfDay - (ACTIVITY_DAYS - 1 - i) * DAY),
    count: random.int(0, 3),
  }))

  return {
    persons,
    companies,
    employees,
    contractors,
    crews,
    jobs,
    'work-orders': workOrders,
    leads,
    estimates,
    invoices,
    payments,
    media,
    templates,
    forms,
    submissions,
    messages,
    'team-chats': teamChats,
    notes,
    ...seedConversations({ seed, teamChats, employees, persons }),
    ...seedCrmSales({ seed, now, persons, leads }),
    tickets: [],
    // The workspace's one user, the team member shown in the sidebar's user card.
    users: [
      {
        id: id(),
        name: 'Team Member',
        email: 'team@example.com',
        role: 'Owner',
        employee_id: null,
        active: true,
        last_sign_in_at: null,
        created_at: now - 365 * DAY,
        version,
      },
    ],
    shifts: [],
    'job-series': [],
    plan: { ...FREE_PLAN },
    settings: { branding: { ...DEFAULT_BRANDING }, billing: { ...DEFAULT_BILLING_SETTINGS } },
    activity,
  }
}
