// What a visit reminder says of the job (issue #30 section 4): its day, time and address in the
// business's time zone ('Tuesday, Dec 8', '9:00 AM'), as the template's placeholders and the rows
// under the message.
import type { MailValues } from './placeholders'
import type { SummaryRow } from './sample-values'

export function visitMail(
  job: { date: number; address: string },
  clientName: string,
  zone: string,
): { values: MailValues; summary: SummaryRow[] } {
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    month: 'short',
    day: 'numeric',
  }).format(job.date)
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(job.date)
  return {
    values: {
      client_name: clientName,
      visit_date: date,
      visit_time: time,
      visit_address: job.address,
    },
    summary: [
      { label: 'Date', value: date },
      { label: 'Time', value: time },
      { label: 'Address', value: job.address },
    ],
  }
}
