// Every collection served under /api/{name}, in dependency order (a collection comes after those it
// points at, so seeding and importing in this order never meets a missing reference).
import { companyResource } from './crm/company'
import { personResource } from './crm/person'
import { personCallResource } from './crm/person-call'
import { personNoteResource } from './crm/person-note'
import { invoiceResource } from './billing/invoice'
import { paymentResource } from './billing/payment'
import { teamChatResource } from './messages/team-chat'
import { messageResource } from './messages/message'
import { smsMessageResource, smsThreadResource } from './messages/sms'
import { teamChatMessageResource } from './messages/team-chat-message'
import { jobResource } from './projects/job'
import { jobSeriesResource } from './projects/job-series'
import { workOrderResource } from './projects/work-order'
import { estimateResource } from './sales/estimate'
import { leadResource } from './sales/lead'
import { leadActivityResource } from './sales/lead-activity'
import { leadDocumentResource } from './sales/lead-document'
import { leadNoteResource } from './sales/lead-note'
import { contractorResource } from './team/contractor'
import { crewResource } from './team/crew'
import { employeeResource } from './team/employee'
import { shiftResource } from './team/shift'
import { formResource } from './tools/form'
import { mediaResource } from './tools/media'
import { noteResource } from './tools/note'
import { teamUserResource } from './settings/team-user'
import { ticketResource } from './support/ticket'
import { submissionResource } from './tools/submission'
import { templateResource } from './tools/template'
import type { Reference, ResourceDef } from './shared/resource'

export const resources = [
  personResource,
  companyResource,
  employeeResource,
  contractorResource,
  crewResource,
  jobSeriesResource,
  jobResource,
  workOrderResource,
  leadResource,
  estimateResource,
  invoiceResource,
  paymentResource,
  mediaResource,
  templateResource,
  formResource,
  submissionResource,
  messageResource,
  teamChatResource,
  noteResource,
  teamChatMessageResource,
  smsThreadResource,
  smsMessageResource,
  ticketResource,
  teamUserResource,
  personNoteResource,
  personCallResource,
  leadActivityResource,
  leadNoteResource,
  leadDocumentResource,
  shiftResource,
] as const

export type CollectionName = (typeof resources)[number]['name']

// The registry holds many entity types; generic code sees them through the widest shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyResource = ResourceDef<any, any, any>

export const resourceByName: ReadonlyMap<string, AnyResource> = new Map(
  resources.map((r) => [r.name, r as AnyResource]),
)

export function getResource(name: string): AnyResource | undefined {
  return resourceByName.get(name)
}

/** Outgoing references of a collection: fields of its rows that must name an existing record. */
export function referencesFrom(
  collection: string,
): { field: string; target: string; isArray: boolean }[] {
  const refs: { field: string; target: string; isArray: boolean }[] = []
  for (const target of resources) {
    for (const ref of target.referencedBy as readonly Reference[]) {
      if (ref.collection === collection) {
        refs.push({ field: ref.field, target: target.name, isArray: ref.onDelete === 'pull' })
      }
    }
  }
  return refs
}

/** The message for a refused delete, the same on the server and in the demo. */
export function restrictMessage(
  label: string,
  count: number,
  collection: string,
  isHidden = false,
): string {
  // A caller who may not read every row of `collection` is not told how many there are (issue #28).
  const what = collection.replaceAll('-', ' ')
  return `This ${label.toLowerCase()} cannot be deleted: ${isHidden ? what : `${count} ${what}`} still refer to it`
}

/** The message for a create or edit that names a missing record. */
export function missingReferenceMessage(field: string, target: string): string {
  const label = getResource(target)?.label ?? target
  return `${label} not found for ${field}`
}
