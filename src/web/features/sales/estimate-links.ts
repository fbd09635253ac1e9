export const ESTIMATES_HREF = '/sales/estimates'

export function estimateHref(id: string): string {
  return `/sales/estimates/${id}`
}

export function estimateEditHref(id: string): string {
  return `/sales/estimates/${id}/edit`
}

export { jobHref } from '../../lib/job-href'
