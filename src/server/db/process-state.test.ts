// The state of a process from /proc/<pid>/stat, whose command name may hold spaces and parentheses.
import { describe, expect, it } from 'vitest'
import { isProcessRunning, parseProcState } from './process-state'

const rest = '1 4242 4242 0 -1 4194560 100 0 0 0 1 2 0 0 20 0 1 0 12345 1000000 200'

describe('parseProcState', () => {
  it('reads the state after the command name', () => {
    expect(parseProcState(`4242 (node) S ${rest}`)).toBe('S')
    expect(parseProcState(`4242 (node) Z ${rest}`)).toBe('Z')
  })

  it('takes the field after the last parenthesis, whatever the command name holds', () => {
    expect(parseProcState(`4242 (a b) R ${rest}`)).toBe('R')
    expect(parseProcState(`4242 (x) S (y)) Z ${rest}`)).toBe('Z')
    expect(parseProcState(`4242 ()) Z ${rest}`)).toBe('Z')
    expect(parseProcState(`4242 (() Z\n`)).toBe('Z')
  })

  it('answers null for text that is not a stat line', () => {
    expect(parseProcState('')).toBeNull()
    expect(parseProcState('4242 node S 1')).toBeNull()
    expect(parseProcState('4242 (node)')).toBeNull()
    expect(parseProcState('4242 (node)  S')).toBeNull()
  })
})

describe('isProcessRunning', () => {
  it('is true for this process and false for ids no process has', () => {
    expect(isProcessRunning(process.pid)).toBe(true)
    expect(isProcessRunning(0)).toBe(false)
    expect(isProcessRunning(-1)).toBe(false)
    expect(isProcessRunning(Number.NaN)).toBe(false)
    expect(isProcessRunning(2 ** 22 + 1)).toBe(false)
  })
})
