// A route whose page loads in a chunk of its own the first time it opens: the page module's named
// component becomes the route's Component.
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'

export function lazyPage<K extends string, M extends Record<K, ComponentType>>(
  path: string,
  load: () => Promise<M>,
  name: K,
): RouteObject {
  return { path, lazy: () => load().then((module) => ({ Component: module[name] })) }
}
