// The kinds of repeat a series has (issue #34): by its RRULE's dates, or each next visit N days
// after the last was done. Apart from recurrence-rule.ts so that the collections' registry, which
// names job-series, carries none of the rule's code.
export const REPEAT_KINDS = ['rule', 'after-done'] as const
export type RepeatKind = (typeof REPEAT_KINDS)[number]
