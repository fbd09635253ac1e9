export const LEADS_HREF = '/sales/leads'
export const NEW_LEAD_HREF = '/sales/leads/new'

export function leadHref(id: string): string {
  return `/sales/leads/${id}`
}
