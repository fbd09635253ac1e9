// A module a screen can do without at first: asked for after the first render (once `enabled`), and
// null until it is here, so the screen shows its plain version meanwhile and its first page carries
// none of that code. Each loader's answer is kept, so a screen opened again has it at once. A module
// that fails to load (a build's file gone after an update) is `failed`: the screen stays plain.
import { startTransition, useEffect, useState } from 'react'

const loaded = new WeakMap<() => Promise<unknown>, unknown>()

/**
 * Loads a module ahead of the screen that uses it (the field app, before its first render): a
 * screen rendered after it settled has it from its first render on, with no second render.
 */
export function loadModule<M>(load: () => Promise<M>): Promise<M> {
  return load().then((answer) => {
    loaded.set(load, answer)
    return answer
  })
}

export type LoadedModule<M> = { module: M | null; hasFailed: boolean }

export function useLoadedModule<M>(load: () => Promise<M>, enabled = true): LoadedModule<M> {
  const [module, setModule] = useState<M | null>(() => (loaded.get(load) as M | undefined) ?? null)
  const [hasFailed, setFailed] = useState(false)
  useEffect(() => {
    if (!enabled || module || hasFailed) return
    let isCurrent = true
    load().then(
      (answer) => {
        loaded.set(load, answer)
        if (isCurrent) startTransition(() => setModule(answer))
      },
      (error: unknown) => {
        console.warn('A part of the screen could not be loaded', error)
        if (isCurrent) setFailed(true)
      },
    )
    return () => {
      isCurrent = false
    }
  }, [load, enabled, module, hasFailed])
  return { module: enabled ? module : null, hasFailed }
}
