// Matches a request to the route table and runs it, turning every failure into the API error shape.
// The browser-only demo calls this directly; the server registers the same routes with Fastify.
import { AppError, toErrorBody } from '../shared/app-error'
import type { ApiDeps } from './deps'
import {
  apiRoutes,
  type ApiRoute,
  type HttpMethod,
  type RouteInput,
  type RouteResult,
} from './routes'

type Compiled = { route: ApiRoute; regex: RegExp; names: string[] }

const compiled: Compiled[] = apiRoutes.map((route) => {
  const names: string[] = []
  const pattern = route.path.replace(/:([a-z_]+)/g, (_m, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  return { route, regex: new RegExp(`^${pattern}$`), names }
})

export function matchRoute(
  method: HttpMethod,
  path: string,
): { route: ApiRoute; params: Record<string, string> } | null {
  for (const c of compiled) {
    if (c.route.method !== method) continue
    const m = c.regex.exec(path)
    if (!m) continue
    const params: Record<string, string> = {}
    for (const [i, name] of c.names.entries()) {
      try {
        params[name] = decodeURIComponent(m[i + 1] ?? '')
      } catch {
        throw new AppError('VALIDATION', 'Malformed URL')
      }
    }
    return { route: c.route, params }
  }
  return null
}

/** Maps any thrown value to a JSON error response; unexpected errors never leak details. */
export function errorResult(error: unknown): RouteResult {
  if (error instanceof AppError) return { status: error.status, body: toErrorBody(error) }
  return {
    status: 500,
    body: toErrorBody(
      new AppError('INTERNAL', 'Something went wrong on our side. Please try again.'),
    ),
  }
}

export async function runRoute(
  route: ApiRoute,
  input: RouteInput,
  deps: ApiDeps,
): Promise<RouteResult> {
  try {
    return await route.handle(input, deps)
  } catch (error) {
    if (!(error instanceof AppError)) deps.logError?.(error)
    return errorResult(error)
  }
}

export async function dispatch(
  request: { method: HttpMethod; path: string } & Omit<RouteInput, 'params'>,
  deps: ApiDeps,
): Promise<RouteResult> {
  let found: ReturnType<typeof matchRoute>
  try {
    found = matchRoute(request.method, request.path)
  } catch (error) {
    return errorResult(error)
  }
  if (!found) {
    return errorResult(
      new AppError('NOT_FOUND', `No API route for ${request.method} ${request.path}`),
    )
  }
  return runRoute(found.route, { ...request, params: found.params }, deps)
}
