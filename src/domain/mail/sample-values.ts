// The values a template preview is filled with (Settings > Notifications): what a real e-mail of
// each kind would say, with the business's own name.
import type { MailKind } from './mail-kinds'
import type { MailValues } from './placeholders'

/** Label and value rows a preview shows under the message, as the senders will pass them. */
export type SummaryRow = { label: string; value: string }

const ESTIMATE_SUMMARY: SummaryRow[] = [
  { label: 'Subtotal', value: '$3,576.50' },
  { label: 'Tax', value: '$286.12' },
  { label: 'Rounding', value: '+$0.38' },
  { label: 'Total', value: '$3,863.00' },
]
const INVOICE_SUMMARY: SummaryRow[] = [
  { label: 'Total', value: '$1,250.00' },
  { label: 'Paid', value: '$500.00' },
  { label: 'Amount due', value: '$750.00' },
]

export function sampleMail(
  kind: MailKind,
  businessName: string,
  link: string,
): { values: MailValues; summary: SummaryRow[] } {
  const values: MailValues = {
    client_name: 'Jordan Rivera',
    business_name: businessName,
    estimate_number: 'EST-1a2b3c4d',
    estimate_total: '$3,863.00',
    invoice_number: 'INV-0013',
    amount_due: '$750.00',
    due_date: 'Dec 15, 2026',
    visit_date: 'Tuesday, Dec 8',
    visit_time: '9:00 AM',
    visit_address: '1200 Elm Street, Springfield',
    crew_name: 'Crew A',
    link,
  }
  const summary: Record<MailKind, SummaryRow[]> = {
    estimate: ESTIMATE_SUMMARY,
    'estimate-follow-up': ESTIMATE_SUMMARY,
    invoice: INVOICE_SUMMARY,
    reminder: INVOICE_SUMMARY,
    'visit-reminder': [
      { label: 'Date', value: 'Tuesday, Dec 8' },
      { label: 'Time', value: '9:00 AM' },
      { label: 'Address', value: '1200 Elm Street, Springfield' },
    ],
    'on-my-way': [{ label: 'Address', value: '1200 Elm Street, Springfield' }],
    'hub-link': [],
    invite: [],
    'password-reset': [],
    'office-notice': [
      { label: 'What happened', value: 'Payment recorded' },
      { label: 'Invoice', value: 'INV-0013' },
      { label: 'Amount', value: '$500.00' },
    ],
  }
  return { values, summary: summary[kind] }
}
