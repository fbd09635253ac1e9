// A module a screen can do without at first: asked for after the first render (once `enabled`), and
// null until it is here, so the screen shows its plain version meanwhile and its first page carries
// none of that code. Each loader's answer is kept, so a screen opened again has it at once.
import { startTransition, useEffect, useState } from 'react'

const loaded = new WeakMap<() => Promise<unknown>, unknown>()

export function useLoadedModule<M>(load: () => Promise<M>, enabled = true): M | null {
  const [module, setModule] = useState<M | null>(() => (loaded.get(load) as M | undefined) ?? null)
  useEffect(() => {
    if (!enabled || module) return
    let isCurrent = true
    void load().then((answer) => {
      loaded.set(load, answer)
      if (isCurrent) startTransition(() => setModule(answer))
    })
    return () => {
      isCurrent = false
    }
  }, [load, enabled, module])
  return enabled ? module : null
}
