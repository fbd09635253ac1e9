// The office's notice of a request from the public form (issue #31): what the bell shows and the
// e-mail says.
import type { OfficeNotice } from '../notifications/notification'

export function workRequestNotice(
  lead: { id: string },
  request: { name: string; service: string },
): OfficeNotice {
  return {
    title: 'Work requested on the public form',
    body: `${request.name}: ${request.service}`,
    link: `/sales/leads/${lead.id}`,
  }
}
