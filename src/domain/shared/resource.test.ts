import { describe, expect, it } from 'vitest'
import { mergePatch } from './resource'

const entity = { id: 'a', version: 3, name: 'Old', notes: 'keep' }

describe('mergePatch', () => {
  it('replaces the given fields and drops the version', () => {
    expect(mergePatch(entity, { name: 'New' })).toEqual({ id: 'a', name: 'New', notes: 'keep' })
  })

  it('ignores undefined values, the id and the version in the patch', () => {
    expect(mergePatch(entity, { name: undefined, id: 'b', version: 9, notes: '' })).toEqual({
      id: 'a',
      name: 'Old',
      notes: '',
    })
  })

  it('keeps null as a value (clearing a field)', () => {
    expect(mergePatch({ ...entity, crew: 'x' }, { crew: null })).toMatchObject({ crew: null })
  })
})
