import {describe, expect, it} from 'vitest'
import {MIN_SESSION_ID_LENGTH, takeSessionId} from '../../../src/studio/auth'

const SID = 'a'.repeat(MIN_SESSION_ID_LENGTH)

describe('takeSessionId', () => {
  it('takes the sid of a sign-in redirect and leaves an empty hash', () => {
    expect(takeSessionId(`#sid=${SID}`)).toEqual({sid: SID, hash: ''})
  })

  it('keeps other hash content as it was', () => {
    expect(takeSessionId(`#x=1&sid=${SID}&y`)).toEqual({sid: SID, hash: '#x=1&y'})
    expect(takeSessionId(`#sid=${SID}&top`)).toEqual({sid: SID, hash: '#top'})
  })

  it('finds nothing in a hash without a sid', () => {
    expect(takeSessionId('')).toEqual({sid: null, hash: ''})
    expect(takeSessionId('#top')).toEqual({sid: null, hash: '#top'})
    expect(takeSessionId('#notsid=abc')).toEqual({sid: null, hash: '#notsid=abc'})
  })

  it('ignores a sid shorter than 20 characters but still removes it', () => {
    expect(takeSessionId(`#sid=${'a'.repeat(MIN_SESSION_ID_LENGTH - 1)}`)).toEqual({sid: null, hash: ''})
  })

  it('decodes a percent-encoded sid and drops a malformed one', () => {
    expect(takeSessionId(`#sid=${SID}%2D`).sid).toBe(`${SID}-`)
    expect(takeSessionId(`#sid=${SID}%E0%A4%A`)).toEqual({sid: null, hash: ''})
  })
})
