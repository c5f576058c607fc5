import {describe, expect, it, vi} from 'vitest'
import {localeFormatter} from '../../../src/studio/i18n/localeFormatter'

describe('localeFormatter', () => {
  it('makes a formatter once per kind and locale, and an en-US one for a locale Intl refuses', () => {
    const make = vi.fn((locale: string) => new Intl.ListFormat(locale, {type: 'conjunction'}))
    const first = localeFormatter('test-list', 'nb-NO', make)
    expect(localeFormatter('test-list', 'nb-NO', make)).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
    expect(first.format(['a', 'b'])).toBe('a og b')
    // Another kind for the same locale is its own formatter.
    expect(
      localeFormatter('test-list-or', 'nb-NO', (locale) => new Intl.ListFormat(locale, {type: 'disjunction'})),
    ).not.toBe(first)
    const fallback = localeFormatter('test-list', 'not a locale!', make)
    expect(make).toHaveBeenLastCalledWith('en-US')
    expect(fallback.format(['a', 'b'])).toBe('a and b')
  })
})
