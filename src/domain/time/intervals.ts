// Half-open spans of time [start, end) in epoch milliseconds, and the set operations job time needs:
// a job's running time inside a member's work, less what another job claimed first.

export type Interval = { start: number; end: number }

/** Sorted by start, overlapping or touching spans joined, empty ones dropped. */
export function normalize(spans: readonly Interval[]): Interval[] {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start)
  const out: Interval[] = []
  for (const span of sorted) {
    const last = out.at(-1)
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end)
    else out.push({ ...span })
  }
  return out
}

/** The time in both sets. */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const left = normalize(a)
  const right = normalize(b)
  const out: Interval[] = []
  let i = 0
  let j = 0
  while (i < left.length && j < right.length) {
    const l = left[i]!
    const r = right[j]!
    const start = Math.max(l.start, r.start)
    const end = Math.min(l.end, r.end)
    if (end > start) out.push({ start, end })
    if (l.end < r.end) i++
    else j++
  }
  return out
}

/** The time of `a` outside `b`. */
export function subtract(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const cuts = normalize(b)
  const out: Interval[] = []
  for (const span of normalize(a)) {
    let start = span.start
    for (const cut of cuts) {
      if (cut.end <= start || cut.start >= span.end) continue
      if (cut.start > start) out.push({ start, end: cut.start })
      start = Math.max(start, cut.end)
    }
    if (start < span.end) out.push({ start, end: span.end })
  }
  return out
}

export function totalMs(spans: readonly Interval[]): number {
  return spans.reduce((sum, s) => sum + Math.max(0, s.end - s.start), 0)
}
