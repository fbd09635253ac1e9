import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { splitTags } from './tags'

describe('splitTags', () => {
  it('splits on commas and trims each tag', () => {
    expect(splitTags('Residential, VIP ,Commercial')).toEqual(['Residential', 'VIP', 'Commercial'])
  })

  it('drops blank tags', () => {
    expect(splitTags(' , VIP,, ,')).toEqual(['VIP'])
    expect(splitTags('')).toEqual([])
  })

  it('drops duplicates ignoring case, keeping the first spelling', () => {
    expect(splitTags('VIP, vip, Residential, VIP ,residential')).toEqual(['VIP', 'Residential'])
  })

  it('never returns a blank, untrimmed, comma-holding or repeated tag', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const tags = splitTags(text)
        for (const tag of tags) {
          expect(tag).toBe(tag.trim())
          expect(tag).not.toBe('')
          expect(tag).not.toContain(',')
        }
        expect(new Set(tags.map((t) => t.toLowerCase())).size).toBe(tags.length)
      }),
    )
  })
})
