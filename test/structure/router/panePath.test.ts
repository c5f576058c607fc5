import fc from 'fast-check'
import {describe, expect, it} from 'vitest'
import {decodePanePath, encodePanePath, INSPECT_PARAM, structureRouter, type PaneSegment} from '../../../src/structure'
import {paneParamsState} from '../../../src/structure/panes'
import {parseLocation} from '../../../src/studio/router'

/** What a browser does to a path: normalises it as a URL (the router reads `pathname`). */
const throughUrl = (path: string) => parseLocation(`/blog/structure/${path}`).pathname.slice('/blog/structure/'.length)

const roundTrip = (panes: PaneSegment[]) => decodePanePath(throughUrl(encodePanePath(panes)))

describe('encodePanePath', () => {
  it('writes one segment per pane, params after ";" and a payload after ","', () => {
    expect(encodePanePath([{id: 'post'}, {id: 'abc', params: {type: 'post'}}])).toBe('post/abc;type=post')
    expect(
      encodePanePath([{id: 'post'}, {id: 'n1', params: {template: 'post-by-author'}, payload: {author: 'ada'}}]),
    ).toBe('post/n1;template=post-by-author,eyJhdXRob3IiOiJhZGEifQ')
    expect(encodePanePath([])).toBe('')
  })

  it('escapes the delimiters inside ids, keys and values', () => {
    expect(encodePanePath([{id: 'a/b;c,d=e', params: {'k;1': 'v,1=2/3'}}])).toBe(
      'a%2Fb%3Bc%2Cd%3De;k%3B1=v%2C1%3D2%2F3',
    )
  })

  it('keeps an id of "." or ".." from reading as a directory', () => {
    expect(encodePanePath([{id: '..'}, {id: '.'}])).toBe('..;/.;')
    expect(roundTrip([{id: '..'}, {id: '.'}, {id: 'x'}])).toEqual([{id: '..'}, {id: '.'}, {id: 'x'}])
  })

  it('refuses what a URL cannot hold', () => {
    expect(() => encodePanePath([{id: ''}])).toThrow('A pane needs a non-empty id')
    expect(() => encodePanePath([{id: 'a', params: {'': 'x'}}])).toThrow('empty key')
    expect(() => encodePanePath([{id: 'a', params: {k: 1 as unknown as string}}])).toThrow(
      'Param "k" of pane "a" must be a string',
    )
    expect(() => encodePanePath([{id: '\ud800'}])).toThrow('not well-formed Unicode')
    expect(() => encodePanePath([{id: 'a', payload: () => 1}])).toThrow('must be a JSON value')
  })
})

describe('decodePanePath', () => {
  it('reads what encodePanePath wrote, leaving out undefined params', () => {
    expect(decodePanePath('post/abc;type=post')).toEqual([{id: 'post'}, {id: 'abc', params: {type: 'post'}}])
    expect(decodePanePath('/post/')).toEqual([{id: 'post'}])
    expect(decodePanePath('')).toEqual([])
    expect(decodePanePath(encodePanePath([{id: 'a', params: {x: undefined as unknown as string, y: '1'}}]))).toEqual([
      {id: 'a', params: {y: '1'}},
    ])
  })

  it('reads a "__proto__" param as a plain param', () => {
    const [pane] = decodePanePath('a;__proto__=x')
    expect(Object.getPrototypeOf(pane!.params)).toBe(Object.prototype)
    expect(Object.entries(pane!.params!)).toEqual([['__proto__', 'x']])
  })

  it('refuses malformed paths', () => {
    expect(() => decodePanePath('a//b')).toThrow('Empty pane segment')
    expect(() => decodePanePath(';type=post')).toThrow('has no id')
    expect(() => decodePanePath('a;type')).toThrow('param without a key')
    expect(() => decodePanePath('a%E0%A4%A')).toThrow('not correctly percent-encoded')
    expect(() => decodePanePath('a,***')).toThrow('Invalid pane payload')
    expect(() => decodePanePath('a,e30x')).toThrow('Invalid pane payload')
  })

  it('round-trips odd ids, unicode and delimiters inside values, through URL normalisation', () => {
    const panes: PaneSegment[] = [
      {id: 'blåbærsyltetøy 🫐'},
      {id: "it's (a) ~test*!", params: {type: 'post', note: 'a;b,c=d/e?f#g%h&i+j'}},
      {id: 'drafts.x', params: {template: 'tmpl'}, payload: {title: 'Ünïcödé ✓', nested: {list: [1, null, true]}}},
    ]
    expect(roundTrip(panes)).toEqual(panes)
  })

  it('round-trips any ids, params and JSON payloads (property)', () => {
    const text = fc.string({minLength: 1, maxLength: 12, unit: 'grapheme'})
    const segment = fc.record(
      {
        id: text,
        params: fc.dictionary(text, fc.string({maxLength: 12, unit: 'grapheme'}), {maxKeys: 3}),
        payload: fc.jsonValue({maxDepth: 2}),
      },
      {requiredKeys: ['id']},
    )
    fc.assert(
      fc.property(fc.array(segment, {maxLength: 4}), (panes) => {
        // Empty param lists read back as none; `-0` is `0` in JSON.
        const expected = panes.map((pane) => {
          const out: PaneSegment = {id: pane.id}
          if (pane.params && Object.keys(pane.params).length > 0) out.params = pane.params
          if (pane.payload !== undefined) out.payload = JSON.parse(JSON.stringify(pane.payload))
          return out
        })
        expect(roundTrip(panes)).toEqual(expected)
      }),
      {numRuns: 300},
    )
  })
})

describe('structureRouter', () => {
  it('decodes a path to the pane chain and encodes it back', () => {
    const state = structureRouter.decode('post/abc;type=post')
    expect(state).toEqual({panes: [{id: 'post'}, {id: 'abc', params: {type: 'post'}}]})
    expect(structureRouter.encode(state!)).toBe('post/abc;type=post')
    expect(structureRouter.decode('')).toEqual({panes: []})
  })

  it('matches nothing for a path that does not decode, so the studio says the path was not found', () => {
    expect(structureRouter.decode('a//b')).toBeNull()
  })

  it('encodes a state without panes as the tool’s root', () => {
    expect(structureRouter.encode({})).toBe('')
  })
})

describe('the inspect param', () => {
  it('is written after the document pane’s other params', () => {
    expect(
      structureRouter.encode({
        panes: [{id: 'post'}, {id: 'abc', params: {type: 'post', [INSPECT_PARAM]: 'validation'}}],
      }),
    ).toBe('post/abc;type=post;inspect=validation')
    expect(structureRouter.decode('post/abc;inspect=validation')).toEqual({
      panes: [{id: 'post'}, {id: 'abc', params: {inspect: 'validation'}}],
    })
  })

  it('round-trips any inspector name set on any pane of a chain, through the URL, leaving the rest alone (property)', () => {
    const text = fc.string({minLength: 1, maxLength: 12, unit: 'grapheme'})
    const params = fc.dictionary(
      text.filter((key) => key !== INSPECT_PARAM),
      fc.string({maxLength: 12, unit: 'grapheme'}),
      {maxKeys: 3},
    )
    const segment = fc.record(
      {id: text, params, payload: fc.option(fc.jsonValue({maxDepth: 2}), {nil: undefined})},
      {requiredKeys: ['id']},
    )
    // As the URL reads them: empty param lists as none, payloads as JSON.
    const chain = fc
      .array(segment, {minLength: 1, maxLength: 4})
      .map((panes) =>
        panes.map(
          ({params: given, ...pane}) =>
            JSON.parse(
              JSON.stringify(given && Object.keys(given).length > 0 ? {...pane, params: given} : pane),
            ) as PaneSegment,
        ),
      )
    fc.assert(
      fc.property(chain, fc.nat(), text, (panes, at, inspector) => {
        const index = (at % panes.length) + 1
        const opened = paneParamsState(panes, index, {...panes[index - 1]!.params, [INSPECT_PARAM]: inspector})
        const read = structureRouter.decode(throughUrl(structureRouter.encode(opened)))
        expect(read).toEqual(opened)
        expect((read?.panes as PaneSegment[])[index - 1]!.params?.[INSPECT_PARAM]).toBe(inspector)
        // Closing it again gives the chain back as it was.
        const {[INSPECT_PARAM]: _open, ...others} = (read?.panes as PaneSegment[])[index - 1]!.params!
        const closed = paneParamsState(read!.panes as PaneSegment[], index, others)
        expect(structureRouter.decode(throughUrl(structureRouter.encode(closed)))).toEqual({panes})
      }),
      {numRuns: 300},
    )
  })

  it('cannot be set on the root pane or past the end of the chain', () => {
    expect(() => paneParamsState([{id: 'post'}], 0, {})).toThrow(RangeError)
    expect(() => paneParamsState([{id: 'post'}], 2, {})).toThrow('No pane segment opened pane 2 of a chain of 1')
  })
})
