// A job's page address (the route is projects/jobs/:id), for shared code and every feature that
// links to a job: one definition, which the projects and sales features re-export.
export function jobHref(id: string): string {
  return `/projects/jobs/${id}`
}
