import fc from 'fast-check'
import {redo, undo} from 'prosemirror-history'
import type {Command} from 'prosemirror-state'
import {TextSelection} from 'prosemirror-state'
import {describe, expect, it} from 'vitest'
import {checkPortableText} from '../../../../src/form/inputs/portableText/checkPortableText'
import {
  addAnnotation,
  changeListLevel,
  insertBlockObject,
  insertInlineObject,
  setStyle,
  splitTextBlock,
  toggleDecorator,
  toggleList,
} from '../../../../src/form/inputs/portableText/commands'
import type {PortableTextSession} from '../../../../src/form/inputs/portableText/PortableTextSession'
import {docToPortableText} from '../../../../src/form/inputs/portableText/portableTextConversion'
import {joinBackward, deleteSelection} from 'prosemirror-commands'
import {applyPatches} from '../../../../src/mutations'
import type {Patch} from '../../../../src/types'
import {block, select, sessionOf, span, startOf} from './fixtures'

/** Runs a command on a session; returns the patches it emitted. */
function run(session: PortableTextSession, command: Command): Patch[] {
  let patches: Patch[] = []
  command(session.state, (tr) => {
    patches = session.apply(tr)
  })
  return patches
}

function type(session: PortableTextSession, text: string): Patch[] {
  return session.apply(session.state.tr.insertText(text))
}

const two = [block('b1', [span('Hello world', 's1')]), block('b2', [span('Second', 's2')])]

describe('PortableTextSession patches', () => {
  it('emits a diff-match-patch of the span text for typing in a span', () => {
    const session = sessionOf(two)
    select(session, startOf(session, 'b1') + 5)
    const patches = type(session, ',')
    expect(patches).toEqual([
      {type: 'diffMatchPatch', path: [{_key: 'b1'}, 'children', {_key: 's1'}, 'text'], value: expect.any(String)},
    ])
    expect(applyPatches(two, patches)).toEqual([block('b1', [span('Hello, world', 's1')]), two[1]])
  })

  it('types into the stored text even when a collaborator’s edit has not reached the editor yet', () => {
    const session = sessionOf(two)
    select(session, startOf(session, 'b1') + 11)
    const stored = [block('b1', [span('Oh, Hello world', 's1')]), two[1]]
    expect(applyPatches(stored, type(session, '!'))).toEqual([block('b1', [span('Oh, Hello world!', 's1')]), two[1]])
  })

  it('splits a paragraph keeping its key on the first half, the second gets a new 12-character key', () => {
    const session = sessionOf(two)
    select(session, startOf(session, 'b1') + 5)
    const patches = run(session, splitTextBlock(session.editorSchema))
    expect(patches).toEqual([
      {type: 'diffMatchPatch', path: [{_key: 'b1'}, 'children', {_key: 's1'}, 'text'], value: expect.any(String)},
      {
        type: 'insert',
        path: [{_key: 'b1'}],
        position: 'after',
        items: [{...block(expect.stringMatching(/^[a-zA-Z0-9]{12}$/), [span(' world', 's1')])}],
      },
    ])
  })

  it('puts an empty line before a paragraph on Enter at its start: the paragraph keeps its key, text and caret', () => {
    const session = sessionOf(two)
    select(session, startOf(session, 'b2'))
    const patches = run(session, splitTextBlock(session.editorSchema))
    const line = block(expect.stringMatching(/^[a-zA-Z0-9]{12}$/), [span('', expect.any(String))])
    // Only the new line is inserted (placed between its neighbours); no text moves.
    expect(patches.map((patch) => patch.type)).not.toContain('diffMatchPatch')
    const key = session.state.doc.child(1).attrs.key as string
    expect(patches.filter((patch) => patch.type === 'unset').map((patch) => patch.path)).toEqual(
      patches.filter((patch) => patch.type === 'unset').map(() => [{_key: key}]),
    )
    expect(applyPatches(two, patches)).toEqual([two[0], line, two[1]])
    expect(docToPortableText(session.state.doc)).toEqual([two[0], line, two[1]])
    expect(session.state.selection.$from.parent.attrs.key).toBe('b2')
    expect(session.state.selection.$from.parentOffset).toBe(0)
  })

  it('deletes the selection first, and opens the line before what is left when the caret is then at its start', () => {
    const session = sessionOf(two)
    select(session, startOf(session, 'b1'), startOf(session, 'b1') + 6)
    const patches = run(session, splitTextBlock(session.editorSchema))
    const line = block(expect.stringMatching(/^[a-zA-Z0-9]{12}$/), [span('', expect.any(String))])
    expect(applyPatches(two, patches)).toEqual([line, block('b1', [span('world', 's1')]), two[1]])
  })

  it('keeps an empty block’s span when an inline object goes in, and types after the object into it', () => {
    const empty = [block('b1', [span('', 'e1')])]
    const session = sessionOf(empty)
    select(session, startOf(session, 'b1'))
    const patches = run(session, insertInlineObject({_type: 'mention', name: 'Ada'}))
    // The object goes in beside the span; nothing is removed (someone may be typing in the span).
    expect(patches.filter((patch) => patch.type === 'unset').map((patch) => patch.path)).not.toContainEqual([
      {_key: 'b1'},
      'children',
      {_key: 'e1'},
    ])
    const children = (docToPortableText(session.state.doc)?.[0] as {children: {_key: string; _type: string}[]}).children
    expect(children.map((child) => `${child._type}:${child._type === 'span' ? child._key : ''}`)).toEqual([
      'mention:',
      'span:e1',
    ])
    expect(applyPatches(empty, patches)).toEqual(docToPortableText(session.state.doc))
    expect(type(session, 'X')).toEqual([
      {type: 'diffMatchPatch', path: [{_key: 'b1'}, 'children', {_key: 'e1'}, 'text'], value: expect.any(String)},
    ])
  })

  it('gives a block an Enter leaves with inline objects only an empty span of its own (seed 1)', () => {
    const withObject = [block('b1', [span('ab', 's1'), {_key: 'm1', _type: 'mention', name: 'Ada'}])]
    const session = sessionOf(withObject)
    select(session, startOf(session, 'b1') + 2)
    const patches = run(session, splitTextBlock(session.editorSchema))
    const value = docToPortableText(session.state.doc) as {children: {_key: string; _type: string}[]}[]
    expect(value[1]!.children.map((child) => child._type)).toEqual(['mention', 'span'])
    expect(value[1]!.children[1]!._key).toMatch(/^[a-zA-Z0-9]{12}$/)
    expect(applyPatches(withObject, patches)).toEqual(value)
  })

  it('patches a block part by part when a decorator changes, giving the new span a key of its own', () => {
    const session = sessionOf(two)
    select(session, startOf(session, 'b1') + 6, startOf(session, 'b1') + 11)
    const patches = run(session, toggleDecorator(session.editorSchema, 'strong'))
    const newKey = expect.stringMatching(/^[a-zA-Z0-9]{12}$/)
    // No set of the whole block: someone typing in it at the same time keeps their text.
    expect(patches).toEqual([
      {type: 'diffMatchPatch', path: [{_key: 'b1'}, 'children', {_key: 's1'}, 'text'], value: expect.any(String)},
      {type: 'unset', path: [{_key: 'b1'}, 'children', {_key: newKey}]},
      {
        type: 'insert',
        path: [{_key: 'b1'}, 'children', {_key: 's1'}],
        position: 'after',
        items: [span('world', newKey, ['strong'])],
      },
    ])
    expect(applyPatches(two, patches)).toEqual(docToPortableText(session.state.doc))
  })

  it('adds an annotation to a block by its key in markDefs, so another person’s annotation in the block stays', () => {
    const session = sessionOf(two)
    select(session, startOf(session, 'b1'), startOf(session, 'b1') + 5)
    const patches = run(session, addAnnotation(session.editorSchema, 'link', {href: 'https://example.com'}))
    const [linked] = docToPortableText(session.state.doc) as {markDefs: {_key: string}[]}[]
    const defKey = linked!.markDefs[0]!
    expect(patches).toContainEqual({
      type: 'insert',
      path: [{_key: 'b1'}, 'markDefs', -1],
      position: 'after',
      items: [{_key: defKey._key, _type: 'link', href: 'https://example.com'}],
    })
    const theirs = {_key: 'l0', _type: 'link', href: 'https://vellum.dev'}
    const stored = [{...two[0]!, markDefs: [theirs]}, two[1]]
    expect((applyPatches(stored, patches) as ReturnType<typeof block>[])[0]!.markDefs).toEqual([
      theirs,
      {_key: defKey._key, _type: 'link', href: 'https://example.com'},
    ])
  })

  it('unsets a joined block and from no value sets up the array; emptied, the field is unset', () => {
    const session = sessionOf(two)
    select(session, startOf(session, 'b2'))
    // The spans keep their keys: two spans in one block. The span moves by reference (as the
    // value holds it: what someone else typed in it at the same time goes with it), to the end
    // of b1, then after the span before it (where that is still there); it does not move when
    // b2 no longer has it (someone moved it on at the same time). Its marks are set as shown.
    // Then b2 goes once it has no children.
    const children = [{_key: 'b1'}, 'children']
    const joined = run(session, joinBackward)
    expect(joined).toEqual([
      {
        type: 'move',
        path: [{_key: 'b2'}, 'children'],
        from: {_key: 's2'},
        to: -1,
        position: 'after',
        into: children,
      },
      {type: 'move', path: children, from: {_key: 's2'}, to: {_key: 's1'}, position: 'after'},
      {type: 'set', path: [...children, {_key: 's2'}, 'marks'], value: []},
      {type: 'unset', path: [{_key: 'b2'}], onlyIf: {path: [{_key: 'b2'}, 'children', 0], equals: undefined}},
    ])
    const both = [block('b1', [span('Hello world', 's1'), span('Second', 's2')])]
    expect(applyPatches(two, joined)).toEqual(both)
    // Applied twice (two people joined the same blocks), and where the span before it is gone.
    expect(applyPatches(both, joined)).toEqual(both)
    const replaced = [block('b1', [{_key: 'm1', _type: 'mention'}]), two[1]]
    expect(applyPatches(replaced, joined)).toEqual([
      block('b1', [{_key: 'm1', _type: 'mention'}, span('Second', 's2')]),
    ])
    const empty = sessionOf(undefined)
    const [setup, inserted] = type(empty, 'Hi')
    expect(setup).toEqual({type: 'setIfMissing', path: [], value: []})
    expect(inserted).toMatchObject({
      type: 'insert',
      position: 'after',
      path: [-1],
      items: [{_type: 'block', children: [{text: 'Hi'}]}],
    })
    // Emptied: each block it showed goes, then the field, only while it has no block left
    // (someone may have added one at the same time).
    select(empty, 1, 3)
    const key = empty.state.doc.firstChild!.attrs.key as string
    expect(run(empty, deleteSelection)).toEqual([
      {type: 'unset', path: [{_key: key}]},
      {type: 'unset', path: [], onlyIf: {path: [0], equals: undefined}},
    ])
  })
})

describe('PortableTextSession remote values', () => {
  it('keeps the caret in place when a collaborator types before it', () => {
    const session = sessionOf(two)
    select(session, startOf(session, 'b1') + 6) // before "world"
    const remote = [block('b1', [span('Oh, hello world', 's1')]), two[1]]
    expect(session.sync(remote)).toBe(true)
    expect(docToPortableText(session.state.doc)).toEqual(remote)
    expect(session.state.selection.from).toBe(startOf(session, 'b1') + 10)
    expect(applyPatches(remote, type(session, 'big '))).toEqual([
      block('b1', [span('Oh, hello big world', 's1')]),
      two[1],
    ])
  })

  it('ignores the echo of its own patches and an older value while later keystrokes are on their way', () => {
    const session = sessionOf(two)
    select(session, startOf(session, 'b1') + 11)
    let value: unknown = two
    const first = applyPatches(value, type(session, '!'))
    value = applyPatches(first, type(session, '?'))
    expect(session.receive(first)).toBeNull()
    expect(session.receive(value)).toBeNull()
    expect(docToPortableText(session.state.doc)).toEqual(value)
  })

  it('shows a current value that lacks its newest edits as it is: someone took them back', () => {
    const session = sessionOf(two)
    select(session, startOf(session, 'b1') + 11)
    const first = applyPatches(two, type(session, '!'))
    run(session, insertBlockObject({_type: 'callout', text: 'Note'}))
    // The other person removed the callout. A value the form hands over late looks the same,
    // so while the person types it is taken as late.
    const taken = structuredClone(first)
    expect(session.receive(taken)).toBeNull()
    expect(docToPortableText(session.state.doc)).toHaveLength(3)
    // Once typing has paused, the form's value holds every edit: the editor shows it as it is.
    const tr = session.receive(taken, {current: true})
    expect(tr).not.toBeNull()
    expect(session.apply(tr!)).toEqual([])
    expect(docToPortableText(session.state.doc)).toEqual(taken)
    expect(session.awaitsEcho).toBe(false)
  })

  it("keeps keystrokes not yet echoed when a collaborator's edit arrives merged into an older value", () => {
    const session = sessionOf(two)
    select(session, startOf(session, 'b2') + 6)
    const first = applyPatches(two, type(session, '!'))
    type(session, '!') // not yet in the store's value
    const merged = applyPatches(first, [
      {type: 'set', path: [{_key: 'b1'}, 'children', {_key: 's1'}, 'text'], value: 'Hello there world'},
    ])
    expect(session.sync(merged)).toBe(true)
    expect(docToPortableText(session.state.doc)).toEqual([
      block('b1', [span('Hello there world', 's1')]),
      block('b2', [span('Second!!', 's2')]),
    ])
  })

  it('unsets a value of one empty paragraph (what two people emptying a field at once leave), as it stores its empty state', () => {
    const emptied = [block('b1', [span('', 's1')])]
    // It showed the paragraph empty already (it emptied it): unset at once, while the field
    // is still that (someone may be typing in it, or adding a block, meanwhile).
    const unsetWhileEmptied = {type: 'unset', path: [], onlyIf: {path: [], equals: emptied}}
    const emptying = sessionOf([block('b1', [span('', 's1')]), two[1]])
    const tr = emptying.receive(emptied)
    expect(tr).not.toBeNull()
    expect(emptying.apply(tr!)).toEqual([unsetWhileEmptied])
    expect(docToPortableText(emptying.state.doc)).toBeUndefined()
    expect(emptying.receive(undefined)).toBeNull()
    // It showed the paragraph with text (someone may be typing there): shown empty first,
    // unset when the value is shown again.
    const session = sessionOf(two)
    const shown = session.receive(emptied)
    expect(shown).not.toBeNull()
    expect(session.apply(shown!)).toEqual([])
    expect(docToPortableText(session.state.doc)).toBeUndefined()
    const again = session.receive(emptied)
    expect(again).not.toBeNull()
    expect(session.apply(again!)).toEqual([unsetWhileEmptied])
    expect(session.receive(undefined)).toBeNull()
    // A paragraph it never had is left stored: whoever made it may be typing in it.
    const other = [block('new', [span('', 'sn')])]
    const stranger = sessionOf(two)
    expect(stranger.apply(stranger.receive(other)!)).toEqual([])
    expect(stranger.receive(other)).toBeNull()
    // Opened on such a value, it stores nothing just by showing it.
    expect(sessionOf(emptied).receive(emptied)).toBeNull()
  })

  it('removes a span a merge emptied beside another only while it is empty when it took text out of it too, else gives it the other’s text', () => {
    const halves = [block('b1', [span('abcd', 's1'), span('efgh', 's2', ['strong'])])]
    // Two people each deleted half of the first span at once: the merge leaves it empty.
    const merged = [block('b1', [span('', 's1'), span('efgh', 's2', ['strong'])])]
    const emptySpan = [{_key: 'b1'}, 'children', {_key: 's1'}]
    // This editor deleted `ab`, not yet seen back: the other person still sees text in the
    // span, not an empty block to type in. The bold span keeps its key, so what someone does
    // to it meanwhile still finds it; the empty span goes unless someone has typed in it.
    const cutter = sessionOf(halves)
    select(cutter, startOf(cutter, 'b1'), startOf(cutter, 'b1') + 2)
    run(cutter, deleteSelection)
    expect(cutter.apply(cutter.receive(merged)!)).toEqual([
      {type: 'unset', path: emptySpan, onlyIf: {path: [...emptySpan, 'text'], equals: ''}},
    ])
    expect(docToPortableText(cutter.state.doc)).toEqual([block('b1', [span('efgh', 's2', ['strong'])])])
    // This editor did not touch the span: someone else emptied it, maybe all of their block,
    // and may be typing in it, their keystrokes addressed to its key. It takes over the bold
    // span while that is in the block (someone may have moved it on), which goes only while
    // the empty span is there (another editor may remove that first).
    const onlooker = sessionOf(halves)
    const bold = {path: [{_key: 'b1'}, 'children', {_key: 's2'}, '_key'], equals: 's2'}
    expect(onlooker.apply(onlooker.receive(merged)!)).toEqual([
      {type: 'set', path: [...emptySpan, 'text'], value: 'efgh', typedOn: '', onlyIf: bold},
      {type: 'set', path: [...emptySpan, 'marks'], value: ['strong'], onlyIf: bold},
      {
        type: 'unset',
        path: [{_key: 'b1'}, 'children', {_key: 's2'}],
        onlyIf: {path: [...emptySpan, '_key'], equals: 's1'},
      },
    ])
    expect(docToPortableText(onlooker.state.doc)).toEqual([block('b1', [span('efgh', 's1', ['strong'])])])
  })

  it('removes an annotation no span uses only when it made it (the maker may be using it again)', () => {
    const theirs = {_key: 'l0', _type: 'link', href: 'https://vellum.dev'}
    const unused = [{...two[0]!, markDefs: [theirs]}, two[1]!]
    // Someone else's: shown without it, and left stored.
    const other = sessionOf(two)
    expect(other.receive(unused)).toBeNull()
    expect(docToPortableText(other.state.doc)).toEqual(two)
    // Its own: removed from the stored value.
    const maker = sessionOf(two)
    select(maker, startOf(maker, 'b1'), startOf(maker, 'b1') + 5)
    run(maker, addAnnotation(maker.editorSchema, 'link', {href: 'https://example.com'}))
    const [linked] = docToPortableText(maker.state.doc) as {markDefs: {_key: string}[]}[]
    const own = linked!.markDefs[0]!
    const tr = maker.receive([{...two[0]!, markDefs: [own]}, two[1]!])
    expect(tr).not.toBeNull()
    // Only while the block's spans are as shown: someone may be marking one with it meanwhile.
    expect(maker.apply(tr!)).toEqual([
      {
        type: 'unset',
        path: [{_key: 'b1'}, 'markDefs', {_key: own._key}],
        onlyIf: {path: [{_key: 'b1'}, 'children'], equals: two[0]!.children},
      },
    ])
  })

  it('moves what comes back in a block it joined away after the join, each time (seed 56)', () => {
    const start = [block('b1', [span('abcd', 's1')]), block('b2', [span('second', 's2')])]
    const joiner = sessionOf(start)
    select(joiner, startOf(joiner, 'b2'))
    run(joiner, joinBackward)
    const b1 = [{_key: 'b1'}]
    const b2 = [{_key: 'b2'}]
    const follow = (key: string, after: string, marks: string[] = []): Patch[] => [
      {
        type: 'move',
        path: [...b2, 'children'],
        from: {_key: key},
        to: -1,
        position: 'after',
        into: [...b1, 'children'],
      },
      {type: 'move', path: [...b1, 'children'], from: {_key: key}, to: {_key: after}, position: 'after'},
      {type: 'set', path: [...b1, 'children', {_key: key}, 'marks'], value: marks},
    ]
    const removeB2: Patch = {type: 'unset', path: b2, onlyIf: {path: [...b2, 'children', 0], equals: undefined}}
    // Someone bolded `co` before the join reached them: the join moved the span as it was
    // then (`se`), and b2 is back with the rest. The rest follows it into b1, and b2 goes.
    const pieces = [span('co', 'p1', ['strong']), span('nd', 'p2')]
    const joined = block('b1', [span('abcd', 's1'), span('se', 's2')])
    expect(joiner.apply(joiner.receive([joined, block('b2', pieces)])!)).toEqual([
      ...follow('p1', 's2', ['strong']),
      ...follow('p2', 'p1'),
      removeB2,
    ])
    const followed = block('b1', [span('abcd', 's1'), span('se', 's2'), ...pieces])
    expect(docToPortableText(joiner.state.doc)).toEqual([followed])
    // They typed a word at the end before that removal reached them: b2 is back again.
    const word = [span(' more', 'p3')]
    expect(joiner.apply(joiner.receive([followed, block('b2', word)])!)).toEqual([...follow('p3', 'p2'), removeB2])
    expect(docToPortableText(joiner.state.doc)).toEqual([
      block('b1', [span('abcd', 's1'), span('se', 's2'), ...pieces, ...word]),
    ])
  })

  it('takes what it deleted from a joined block before the join out of what follows the join (seed 56)', () => {
    const start = [block('b1', [span('abcd', 's1')]), block('b2', [span('second', 's2')])]
    const joiner = sessionOf(start)
    select(joiner, startOf(joiner, 'b2'), startOf(joiner, 'b2') + 2)
    run(joiner, deleteSelection)
    // The store shows the deletion merged with someone's X: the value it shows has no `se`.
    const merged = [block('b1', [span('abcdX', 's1')]), block('b2', [span('cond', 's2')])]
    joiner.apply(joiner.receive(merged)!)
    select(joiner, startOf(joiner, 'b2'))
    run(joiner, joinBackward)
    // Someone who had not seen the deletion bolded `eco`: the deletion, made on the span, left
    // `e` in their piece, and b2 is back with the pieces.
    const pieces = [span('eco', 'p1', ['strong']), span('nd', 'p2')]
    const joined = block('b1', [span('abcdX', 's1'), span('', 's2')])
    const patches = joiner.apply(joiner.receive([joined, block('b2', pieces)])!)
    const text = [{_key: 'b1'}, 'children', {_key: 'p1'}, 'text']
    expect(patches).toContainEqual({
      type: 'set',
      path: text,
      value: 'co',
      typedOn: 'eco',
      onlyIf: {path: text, equals: 'eco'},
    })
    const shown = docToPortableText(joiner.state.doc) as {children: {text?: string}[]}[]
    expect(shown.map((member) => member.children.map((child) => child.text ?? '').join(''))).toEqual(['abcdXcond'])
  })

  it("undoes only the local user's changes", () => {
    const session = sessionOf(two)
    select(session, startOf(session, 'b2') + 6)
    type(session, ' line')
    session.sync([block('b1', [span('Remote: Hello world', 's1')]), block('b2', [span('Second line', 's2')])])
    const remote = [block('b1', [span('Remote: Hello world', 's1')]), block('b2', [span('Second line', 's2')])]
    const patches = run(session, undo)
    expect(applyPatches(remote, patches)).toEqual([remote[0], two[1]])
    expect(docToPortableText(session.state.doc)).toEqual([block('b1', [span('Remote: Hello world', 's1')]), two[1]])
    run(session, redo)
    expect(docToPortableText(session.state.doc)?.[1]).toEqual(block('b2', [span('Second line', 's2')]))
  })
})

// Random editing: every operation's patches, applied to the value before it, give the value
// after it, and every value is valid portable text.
describe('PortableTextSession property', () => {
  const operation = fc.oneof(
    fc.record({kind: fc.constant('type' as const), text: fc.constantFrom('a', 'bc', ' ', 'déjà', 'x y')}),
    fc.record({kind: fc.constant('split' as const)}),
    fc.record({kind: fc.constant('join' as const)}),
    fc.record({kind: fc.constant('delete' as const)}),
    fc.record({kind: fc.constant('mark' as const), mark: fc.constantFrom('strong', 'em', 'code')}),
    fc.record({kind: fc.constant('list' as const), list: fc.constantFrom('bullet', 'number')}),
    fc.record({kind: fc.constant('indent' as const), by: fc.constantFrom(1 as const, -1 as const)}),
    fc.record({kind: fc.constant('style' as const), style: fc.constantFrom('normal', 'h1', 'blockquote')}),
    fc.record({kind: fc.constant('link' as const)}),
    fc.record({kind: fc.constant('object' as const), inline: fc.boolean()}),
    fc.record({kind: fc.constant('undo' as const)}),
  )
  const step = fc.record({operation, anchor: fc.nat(), head: fc.nat()})

  it('emits patches that turn each value into the next, and every value is valid', () => {
    fc.assert(
      fc.property(fc.array(step, {minLength: 1, maxLength: 25}), (steps) => {
        const session = sessionOf(two)
        let value: unknown = two
        for (const {operation: op, anchor, head} of steps) {
          const size = session.state.doc.content.size
          const selection = TextSelection.between(
            session.state.doc.resolve(anchor % (size + 1)),
            session.state.doc.resolve(head % (size + 1)),
          )
          session.apply(session.state.tr.setSelection(selection))
          const schema = session.editorSchema
          let patches: Patch[] = []
          if (op.kind === 'type') {
            if (session.state.selection.$from.parent.isTextblock) patches = type(session, op.text)
          } else {
            const command: Command =
              op.kind === 'split'
                ? splitTextBlock(schema)
                : op.kind === 'join'
                  ? joinBackward
                  : op.kind === 'delete'
                    ? deleteSelection
                    : op.kind === 'mark'
                      ? toggleDecorator(schema, op.mark)
                      : op.kind === 'list'
                        ? toggleList(op.list)
                        : op.kind === 'indent'
                          ? changeListLevel(op.by)
                          : op.kind === 'style'
                            ? setStyle(op.style)
                            : op.kind === 'link'
                              ? addAnnotation(schema, 'link', {href: 'https://example.com'})
                              : op.kind === 'object'
                                ? op.inline
                                  ? insertInlineObject({_type: 'mention', name: 'Ada'})
                                  : insertBlockObject({_type: 'callout', text: 'Note'})
                                : undo
            patches = run(session, command)
          }
          const next = docToPortableText(session.state.doc)
          value = applyPatches(value, patches)
          expect(value).toEqual(next)
          expect(checkPortableText(value, schema).problems).toEqual([])
          // The echo of the patches is recognised: nothing to apply.
          expect(session.receive(value)).toBeNull()
        }
      }),
      {seed: 20250301, numRuns: 150},
    )
  })
})
