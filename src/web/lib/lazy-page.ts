// A route whose page loads in a chunk of its own the first time it opens: the page module's named
// component becomes the route's Component; `access` (requires(...)) is the permission its screen
// needs, checked by the app's route guard.
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import type { RouteAccess } from './access'

export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  path: string,
  load: () => Promise<M>,
  name: K,
  access?: RouteAccess,
): RouteObject {
  return {
    path,
    ...(access ? { handle: access } : {}),
    lazy: () => load().then((module) => ({ Component: module[name] })),
  }
}
