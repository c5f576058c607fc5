import {describe, expect, it} from 'vitest'
import {EmissionBatch} from '../../../src/store/document/EmissionBatch'

describe('EmissionBatch', () => {
  it('emits at once outside a batch', () => {
    const batch = new EmissionBatch()
    const seen: string[] = []
    batch.emit({}, () => seen.push('now'))
    expect(seen).toEqual(['now'])
  })

  it('emits each emitter once, with its latest emission, when the batch ends', () => {
    const batch = new EmissionBatch()
    const draft = {}
    const published = {}
    const seen: string[] = []
    batch.run(() => {
      batch.emit(draft, () => seen.push('draft 1'))
      batch.emit(published, () => seen.push('published'))
      batch.run(() => batch.emit(draft, () => seen.push('draft 2')))
      expect(seen).toEqual([])
    })
    expect(seen).toEqual(['draft 2', 'published'])
  })

  it('runs emissions queued by emissions in the same flush, after the others', () => {
    const batch = new EmissionBatch()
    const pair = {}
    const seen: string[] = []
    const document = (name: string) => () => {
      seen.push(name)
      batch.emit(pair, () => seen.push('pair'))
    }
    batch.run(() => {
      batch.emit({}, document('draft'))
      batch.emit({}, document('published'))
    })
    expect(seen).toEqual(['draft', 'published', 'pair'])
  })
})
