// The address of a job's screen, for links from any feature or shared component.
export function jobHref(id: string): string {
  return `/projects/jobs/${id}`
}
