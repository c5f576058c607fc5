import {describe, expect, it} from 'vitest'
import {parsePresenceDebugFlags} from '../../../src/store/presence'

describe('parsePresenceDebugFlags', () => {
  it('reads show_own and fake_others among the other hash parameters', () => {
    expect(parsePresenceDebugFlags('#_debug_roles=viewer&show_own')).toEqual({showOwn: true, fakeOthers: false})
    expect(parsePresenceDebugFlags('fake_others=1&show_own=true')).toEqual({showOwn: true, fakeOthers: true})
  })

  it('is off without the parameters, or when they are set to false or 0', () => {
    expect(parsePresenceDebugFlags(undefined)).toEqual({showOwn: false, fakeOthers: false})
    expect(parsePresenceDebugFlags('#show_own=false&fake_others=0&show_owner')).toEqual({
      showOwn: false,
      fakeOthers: false,
    })
  })
})
