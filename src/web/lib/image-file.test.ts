import { describe, expect, it } from 'vitest'
import { dataUrlBytes, fitWithin } from './image-file'

describe('fitWithin', () => {
  it('scales the long edge down to the limit, keeping the shape', () => {
    expect(fitWithin(4000, 3000, 1920)).toEqual({ width: 1920, height: 1440 })
    expect(fitWithin(3000, 4000, 480)).toEqual({ width: 360, height: 480 })
  })

  it('never scales up', () => {
    expect(fitWithin(640, 480, 1920)).toEqual({ width: 640, height: 480 })
  })
})

describe('dataUrlBytes', () => {
  it('counts the decoded bytes of a base64 data URL', () => {
    for (const text of ['', 'a', 'ab', 'abc', 'hello world']) {
      expect(dataUrlBytes(`data:text/plain;base64,${btoa(text)}`), text).toBe(text.length)
    }
  })
})
