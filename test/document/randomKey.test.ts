import {describe, expect, it} from 'vitest'
import {randomKey} from '../../src/document'

describe('randomKey', () => {
  it('makes 12 alphanumeric characters by default', () => {
    expect(randomKey()).toMatch(/^[a-zA-Z0-9]{12}$/)
  })

  it('makes keys of the length asked for', () => {
    expect(randomKey(1)).toHaveLength(1)
    expect(randomKey(40)).toMatch(/^[a-zA-Z0-9]{40}$/)
    expect(randomKey(0)).toBe('')
  })

  it('does not repeat itself', () => {
    const keys = new Set(Array.from({length: 1000}, () => randomKey()))
    expect(keys.size).toBe(1000)
  })

  it('uses every character of the alphabet', () => {
    const seen = new Set(randomKey(5000))
    expect(seen.size).toBe(62)
  })
})
