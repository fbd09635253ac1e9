// The Knowledge Base: short how-to articles about this app, written for office staff and foremen.
export type KbArticle = { id: string; topic: string; title: string; body: readonly string[] }

export const kbArticles: readonly KbArticle[] = [
  {
    id: 'schedule-a-job',
    topic: 'Projects',
    title: 'Schedule a job',
    body: [
      'Open Projects > Jobs and choose Create Job, or use Create Job on the Dashboard.',
      'Pick the client, enter the address and the date, and save. New jobs start as Scheduled.',
      'On the job, assign a crew and move the status to In Progress and then Done as the work goes.',
    ],
  },
  {
    id: 'estimate-to-job',
    topic: 'Sales',
    title: 'Send an estimate and turn it into a job',
    body: [
      'Create the estimate from Sales > Estimates with one line per item; tax of 8% is added for you.',
      'Use Send to Client when it goes out, then Mark Accepted or Mark Declined when you hear back.',
      'An accepted estimate offers Convert to Job, which schedules a job for the same client.',
    ],
  },
  {
    id: 'overdue-invoices',
    topic: 'Billing',
    title: 'Find and chase overdue invoices',
    body: [
      'The Overdue Invoices tile on the Dashboard shows how many invoices are past due and their total.',
      'Select it to open Billing > Invoices limited to the overdue ones.',
      'Open an invoice to send a reminder, or to mark it paid when the money arrives.',
    ],
  },
  {
    id: 'record-payment',
    topic: 'Billing',
    title: 'Record a payment',
    body: [
      'On an invoice, Mark as Paid records a card payment of what is still due and marks it Paid.',
      'Payments show under Billing > Payments and count towards the revenue on the Dashboard and in Reports.',
    ],
  },
  {
    id: 'reports',
    topic: 'Reports',
    title: 'Read the revenue reports',
    body: [
      'Reports > Overview shows the payments received in each of the last 12 months and your jobs by status.',
      'Last 30 Days shows revenue day by day, the change against the 30 days before, and how clients paid.',
      'Every figure comes from your live data: a payment recorded now shows up the next time you open the page.',
    ],
  },
  {
    id: 'crews',
    topic: 'Team',
    title: 'See which crews are on site',
    body: [
      'The Crews On Site tile counts the crews marked on site now; select it to see them.',
      'Team > Crews lists every crew with its members.',
    ],
  },
  {
    id: 'photos',
    topic: 'Tools',
    title: 'Capture photos on the job site',
    body: [
      'On a phone, the camera button in the middle of the bottom bar opens Quick Capture.',
      'Choose the job the photo belongs to and take the picture; it is kept with the job.',
    ],
  },
  {
    id: 'branding',
    topic: 'Settings',
    title: 'Use your business name and colour',
    body: [
      'Settings > Business / Branding sets the name in the sidebar and the colour of buttons and highlights.',
      'Changes apply for everyone in the workspace as soon as they are saved.',
    ],
  },
  {
    id: 'export',
    topic: 'Settings',
    title: 'Export or reset your data',
    body: [
      'Settings > Demo > Export Demo JSON downloads every record as one JSON file.',
      'Reset Demo Data replaces everything with fresh sample data and reloads the page.',
    ],
  },
]

/** Articles whose title, topic or text contain every word of `query` (case-insensitive). */
export function searchArticles(articles: readonly KbArticle[], query: string): KbArticle[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...articles]
  return articles.filter((article) => {
    const text = [article.title, article.topic, ...article.body].join(' ').toLowerCase()
    return words.every((word) => text.includes(word))
  })
}
