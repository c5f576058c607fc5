import {describe, expect, it} from 'vitest'
import {DIFF_MATCH_PATCH_ABSOLUTE_THRESHOLD, textPatch} from '../../../src/form'
import {applyPatches} from '../../../src/mutations'

const long = 'The quick brown fox jumps over the lazy dog, then naps in the warm afternoon sun.'

describe('textPatch', () => {
  it('sets a text and unsets an emptied one', () => {
    expect(textPatch('a', 'ab')).toEqual({type: 'set', path: [], value: 'ab', typedOn: 'a'})
    expect(textPatch('a', '')).toEqual({type: 'unset', path: [], typedOn: 'a'})
  })

  it('says the text it was typed on, when the previous value was a text', () => {
    expect(textPatch('', 'x', ['title'])).toEqual({type: 'set', path: ['title'], value: 'x', typedOn: ''})
    expect(textPatch('xy', '', ['title'])).toEqual({type: 'unset', path: ['title'], typedOn: 'xy'})
    // No text before (unset, or not a string): nothing to say it was typed on.
    const fromNothing = textPatch(undefined, 'x', ['title'])
    expect(fromNothing).toEqual({type: 'set', path: ['title'], value: 'x'})
    expect('typedOn' in fromNothing).toBe(false)
    const emptiedNumber = textPatch(42, '', ['title'])
    expect(emptiedNumber).toEqual({type: 'unset', path: ['title']})
    expect('typedOn' in emptiedNumber).toBe(false)
    // A diff-match-patch patch is made against the text itself and says nothing more.
    const patch = textPatch(long, long.replace('lazy', 'sleepy'), ['body'], {diffMatchPatch: true})
    expect(patch.type).toBe('diffMatchPatch')
    expect('typedOn' in patch).toBe(false)
  })

  it('sends whole values unless diff-match-patch is on (off by default)', () => {
    expect(textPatch(long, `${long}!`).type).toBe('set')
  })

  it('sends a diff-match-patch patch for a small edit of a long text', () => {
    const next = long.replace('lazy', 'sleepy')
    const patch = textPatch(long, next, ['body'], {diffMatchPatch: true})
    expect(patch.type).toBe('diffMatchPatch')
    expect(applyPatches({body: long}, [patch])).toEqual({body: next})
  })

  it('sends short texts and rewrites whole, where a patch saves nothing', () => {
    const short = 'x'.repeat(DIFF_MATCH_PATCH_ABSOLUTE_THRESHOLD - 1)
    expect(textPatch(short, `${short}y`, [], {diffMatchPatch: true}).type).toBe('set')
    expect(
      textPatch(long, 'Something else entirely, nothing in common with it at all!', [], {diffMatchPatch: true}).type,
    ).toBe('set')
  })
})
