import { describe, expect, it } from 'vitest'
import { applyWorkOrderEdit, splitEntries, withExpectedEntry } from './work-order-edit'

const order = {
  materials: ['Mulch', 'Edging'],
  checklist: [
    { label: 'Mark utilities', done: false },
    { label: 'Clean up', done: true },
  ],
}

describe('applyWorkOrderEdit', () => {
  it('ticks and unticks one checklist item, leaving the rest alone', () => {
    const ticked = applyWorkOrderEdit(order, { kind: 'check', index: 0, done: true })
    expect(ticked.checklist).toEqual([
      { label: 'Mark utilities', done: true },
      { label: 'Clean up', done: true },
    ])
    expect(applyWorkOrderEdit(ticked, { kind: 'check', index: 1, done: false }).checklist).toEqual([
      { label: 'Mark utilities', done: true },
      { label: 'Clean up', done: false },
    ])
    expect(order.checklist[0]?.done).toBe(false)
  })

  it('adds trimmed items and materials and removes them by position', () => {
    const added = applyWorkOrderEdit(order, { kind: 'add-item', label: '  Take photos ' })
    expect(added.checklist.at(-1)).toEqual({ label: 'Take photos', done: false })
    expect(applyWorkOrderEdit(added, { kind: 'remove-item', index: 0 }).checklist).toHaveLength(2)
    const more = applyWorkOrderEdit(order, { kind: 'add-material', name: ' Gravel' })
    expect(more.materials).toEqual(['Mulch', 'Edging', 'Gravel'])
    expect(applyWorkOrderEdit(more, { kind: 'remove-material', index: 1 }).materials).toEqual([
      'Mulch',
      'Gravel',
    ])
  })

  it('refuses blank or too long text', () => {
    expect(() => applyWorkOrderEdit(order, { kind: 'add-item', label: '  ' })).toThrowError(
      'Checklist item is required',
    )
    expect(() =>
      applyWorkOrderEdit(order, { kind: 'add-material', name: 'x'.repeat(201) }),
    ).toThrowError(expect.objectContaining({ code: 'VALIDATION' }))
  })

  it('refuses a position that is gone (someone removed it meanwhile)', () => {
    for (const edit of [
      { kind: 'check', index: 2, done: true },
      { kind: 'remove-item', index: -1 },
      { kind: 'remove-material', index: 2 },
    ] as const) {
      expect(() => applyWorkOrderEdit(order, edit)).toThrowError(
        expect.objectContaining({ code: 'CONFLICT' }),
      )
    }
  })
})

describe('splitEntries', () => {
  it('splits on lines (a comma stays inside an entry), trims and drops blanks', () => {
    expect(splitEntries('Mulch, hardwood\r\n\n  Gravel \nEdging')).toEqual([
      'Mulch, hardwood',
      'Gravel',
      'Edging',
    ])
    expect(splitEntries('   ')).toEqual([])
  })
})

describe('withExpectedEntry', () => {
  const seen = {
    materials: ['Mulch', 'Edging'],
    checklist: [
      { label: 'Mark utilities', done: false },
      { label: 'Clean up', done: false },
    ],
  }

  it('names the entry the user saw at the index, so a moved list refuses it', () => {
    const tick = withExpectedEntry(seen, { kind: 'check', index: 1, done: true })
    expect(tick).toEqual({ kind: 'check', index: 1, done: true, label: 'Clean up' })
    expect(withExpectedEntry(seen, { kind: 'remove-material', index: 0 })).toEqual({
      kind: 'remove-material',
      index: 0,
      name: 'Mulch',
    })
    // The office removed the first item meanwhile: index 1 is gone, and index 0 is another item.
    const moved = { ...seen, checklist: [{ label: 'Clean up', done: false }] }
    expect(() => applyWorkOrderEdit(moved, tick)).toThrow(/no longer on this work order/)
    expect(() =>
      applyWorkOrderEdit(moved, withExpectedEntry(seen, { kind: 'check', index: 0, done: true })),
    ).toThrow(/no longer on this work order/)
  })

  it('leaves additions as they are', () => {
    expect(withExpectedEntry(seen, { kind: 'add-item', label: 'Rake' })).toEqual({
      kind: 'add-item',
      label: 'Rake',
    })
  })
})
