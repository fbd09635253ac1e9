// Builds the route table from the area routes and the generic collection routes, and refuses a
// table in which one route would silently shadow another: dispatch takes the first route whose
// pattern matches, Fastify the most specific one, so a hidden clash could answer differently on the
// two hosts or make a route unreachable.
import type { ApiRoute, RouteKey } from './route-types'

export const routeKeyOf = (route: ApiRoute): RouteKey => `${route.method} ${route.path}` as RouteKey

/** The same pattern whatever its parameters are named: /api/jobs/:id and /api/jobs/:job_id clash. */
const shapeOf = (route: ApiRoute): string =>
  `${route.method} ${route.path.replace(/:[a-z_]+/g, ':')}`

export function patternOf(path: string): RegExp {
  return new RegExp(`^${path.replace(/:[a-z_]+/g, '([^/]+)')}$`)
}

/**
 * Area routes first, then each generic route that no area route declares it `replaces`. Throws on a
 * replacement that names no generic route (or not its own method and path), and on any clash.
 */
export function composeRouteTable(
  areaRoutes: readonly ApiRoute[],
  genericRoutes: readonly ApiRoute[],
): ApiRoute[] {
  const genericKeys = new Set(genericRoutes.map(routeKeyOf))
  const replaced = new Set<RouteKey>()
  for (const route of areaRoutes) {
    if (route.replaces === undefined) continue
    if (route.replaces !== routeKeyOf(route)) {
      throw new Error(
        `${routeKeyOf(route)} declares it replaces ${route.replaces}: not its own path`,
      )
    }
    if (!genericKeys.has(route.replaces)) {
      throw new Error(`${route.replaces} declares it replaces a generic route, but there is none`)
    }
    replaced.add(route.replaces)
  }
  const routes = [...areaRoutes, ...genericRoutes.filter((r) => !replaced.has(routeKeyOf(r)))]
  assertNoShadowing(routes)
  return routes
}

/**
 * Refuses two routes with the same method and pattern, and a route listed before another that it
 * matches entirely (GET /api/jobs/:id before GET /api/jobs/calendar leaves the second unreachable).
 */
export function assertNoShadowing(routes: readonly ApiRoute[]): void {
  const seen = new Map<string, ApiRoute>()
  for (const route of routes) {
    const earlier = seen.get(shapeOf(route))
    if (earlier) {
      throw new Error(
        `${routeKeyOf(route)} clashes with ${routeKeyOf(earlier)}: a route that takes a generic route's place declares \`replaces\``,
      )
    }
    seen.set(shapeOf(route), route)
  }
  for (const [i, route] of routes.entries()) {
    const pattern = patternOf(route.path)
    for (const later of routes.slice(i + 1)) {
      if (later.method === route.method && pattern.test(later.path)) {
        throw new Error(`${routeKeyOf(route)} shadows ${routeKeyOf(later)}, listed after it`)
      }
    }
  }
}
