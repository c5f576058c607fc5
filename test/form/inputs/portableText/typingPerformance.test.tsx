import {cleanup} from '@testing-library/react'
import {history} from 'prosemirror-history'
import {afterEach, describe, expect, it} from 'vitest'
import {
  CARET_NEIGHBOURHOOD,
  caretNeighbourhoodKey,
  caretNeighbourhoodPlugin,
} from '../../../../src/form/inputs/portableText/caretNeighbourhood'
import {WINDOWED_FROM_BLOCKS} from '../../../../src/form/inputs/portableText/blockWindow'
import {checkPortableText} from '../../../../src/form/inputs/portableText/checkPortableText'
import {editorChromeOf, toolbarStateOf} from '../../../../src/form/inputs/portableText/editorChrome'
import {editorSchemaFor} from '../../../../src/form/inputs/portableText/editorSchema'
import {portableTextMemberTypes} from '../../../../src/form/inputs/portableText/isPortableTextArray'
import {listNumbers, listNumbersKey, listNumbersPlugin} from '../../../../src/form/inputs/portableText/listNumbers'
import {PortableTextSession} from '../../../../src/form/inputs/portableText/PortableTextSession'
import {docType, renderForm} from '../../support'
import {caretAt, editorElement, typeText, viewOf} from './editorHarness'
import {block, bodyType, select, sessionOf, span, startOf} from './fixtures'

afterEach(cleanup)

const item = (key: string, listItem: string, level: number, text = key) =>
  block(key, [span(text, `${key}s`)], {listItem, level})

describe('what typing leaves alone', () => {
  it('the toolbar’s state and the editor chrome stay the same objects while text is typed', () => {
    const session = sessionOf([block('a', [span('Hello world', 'a1')])])
    const schema = session.editorSchema
    select(session, startOf(session, 'a') + 5)
    const chrome = editorChromeOf(session.state, schema)
    session.apply(session.state.tr.insertText('!'))
    // The first edit enables undo: a new toolbar state.
    const afterFirst = editorChromeOf(session.state, schema, chrome)
    expect(afterFirst).not.toBe(chrome)
    expect(afterFirst.toolbar.canUndo).toBe(true)
    for (const character of 'more') {
      session.apply(session.state.tr.insertText(character))
      expect(editorChromeOf(session.state, schema, afterFirst)).toBe(afterFirst)
    }
    // Bold on: the toolbar's state changes, and says so.
    const strong = schema.decorators.get('strong')!
    session.apply(session.state.tr.addStoredMark(strong.create()))
    const bold = toolbarStateOf(session.state, schema, afterFirst.toolbar)
    expect(bold).not.toBe(afterFirst.toolbar)
    expect(bold.decorators).toEqual(['strong'])
  })

  it('a new value re-checks only the blocks that are new objects, with the same result as checking all', () => {
    const types = portableTextMemberTypes(bodyType())
    const blocks = Array.from({length: 50}, (_, index) => block(`b${index}`, [span(`Block ${index}`, `s${index}`)]))
    const first = checkPortableText(blocks, types)
    expect(first).toEqual({problems: [], fixed: blocks})
    // One block changed (a new object, with a mark the schema does not have), the others shared.
    const next = blocks.map((member, index) =>
      index === 7 ? block('b7', [span('Block 7', 's7', ['shouting'])]) : member,
    )
    const check = checkPortableText(next, types)
    expect(check.problems).toEqual([
      {path: [{_key: 'b7'}, 'children', 0, 'marks'], kind: 'disallowed-mark', params: {mark: 'shouting'}},
    ])
    expect((check.fixed as unknown[])[7]).toEqual(block('b7', [span('Block 7', 's7')]))
    expect((check.fixed as unknown[])[8]).toBe(blocks[8])
    // A key shared with a cached block is still found.
    const duplicate = [...blocks, block('b3', [span('Again', 'x')])]
    expect(checkPortableText(duplicate, types).problems).toEqual([
      {path: [50], kind: 'duplicate-key', params: {key: 'b3'}},
    ])
  })

  it('keys stay unique and in place when only the typed block changed, as when every block is checked', () => {
    const session = sessionOf([block('a', [span('One', 'a1')]), block('b', [span('Two', 'b1')])])
    select(session, startOf(session, 'b') + 3)
    const patches = session.apply(session.state.tr.insertText('!'))
    expect(patches).toHaveLength(1)
    expect(patches[0]).toMatchObject({type: 'diffMatchPatch', path: [{_key: 'b'}, 'children', {_key: 'b1'}, 'text']})
    // A split keeps the key on the first half and gives the second a new one.
    session.apply(session.state.tr.split(startOf(session, 'a') + 1))
    const keys: string[] = []
    session.state.doc.forEach((node) => keys.push(node.attrs.key as string))
    expect(keys[0]).toBe('a')
    expect(keys[2]).toBe('b')
    expect(new Set(keys).size).toBe(3)
  })
})

describe('the blocks around the caret', () => {
  it('are the ones kept laid out: they follow the caret from block to block, and typing keeps them', () => {
    // The longest body not windowed (a windowed one lays out all the blocks it draws).
    const value = Array.from({length: WINDOWED_FROM_BLOCKS - 1}, (_, index) =>
      block(`b${index}`, [span(`Block ${index}`, `s${index}`)]),
    )
    const session = new PortableTextSession(editorSchemaFor(bodyType()), value, {plugins: [caretNeighbourhoodPlugin()]})
    const near = () => {
      const keyAt = new Map<number, string>()
      session.state.doc.forEach((node, offset) => keyAt.set(offset, node.attrs.key as string))
      return caretNeighbourhoodKey
        .getState(session.state)!
        .decorations.find()
        .map((decoration) => keyAt.get(decoration.from))
    }
    expect(near()).toEqual(Array.from({length: CARET_NEIGHBOURHOOD + 1}, (_, index) => `b${index}`))
    select(session, startOf(session, 'b100') + 2)
    const around = Array.from(
      {length: 2 * CARET_NEIGHBOURHOOD + 1},
      (_, index) => `b${100 - CARET_NEIGHBOURHOOD + index}`,
    )
    expect(near()).toEqual(around)
    const decorations = caretNeighbourhoodKey.getState(session.state)!.decorations
    session.apply(session.state.tr.insertText('typed'))
    expect(near()).toEqual(around)
    expect(caretNeighbourhoodKey.getState(session.state)!.decorations).not.toBe(decorations)
  })

  it('are not marked in a windowed body, whose drawn blocks are all laid out', () => {
    const value = Array.from({length: WINDOWED_FROM_BLOCKS}, (_, index) =>
      block(`b${index}`, [span(`Block ${index}`, `s${index}`)]),
    )
    const session = new PortableTextSession(editorSchemaFor(bodyType()), value, {plugins: [caretNeighbourhoodPlugin()]})
    select(session, startOf(session, 'b100') + 2)
    expect(caretNeighbourhoodKey.getState(session.state)!.decorations.find()).toEqual([])
  })
})

describe('list numbers', () => {
  const schema = () => editorSchemaFor(bodyType())

  it('count each level’s numbered items, restarting after a shallower item, a bullet or a paragraph', () => {
    const value = [
      item('n1', 'number', 1),
      item('n2', 'number', 1),
      item('n2a', 'number', 2),
      item('n2b', 'number', 2),
      item('n3', 'number', 1),
      item('n3a', 'number', 2),
      item('bullet', 'bullet', 1),
      item('n4', 'number', 1),
      block('p', [span('Paragraph', 'p1')]),
      item('m1', 'number', 1),
    ]
    const session = new PortableTextSession(schema(), value, {plugins: [listNumbersPlugin()]})
    expect(listNumbers(session.state.doc)).toEqual([1, 2, 1, 2, 3, 1, 0, 1, 0, 1])
  })

  it('are shown as --pt-number on the numbered items, kept while typing and renumbered when lists change', async () => {
    const post = docType([{name: 'body', type: 'array', of: [{type: 'block'}]}])
    const value = [item('n1', 'number', 1), item('n2', 'number', 1), item('b1', 'bullet', 1), item('n3', 'number', 1)]
    renderForm(post, {value: {_id: 'p', _type: 'doc', body: value}})
    const element = await editorElement()
    const view = viewOf(element)
    const numberOf = (key: string) =>
      element.querySelector<HTMLElement>(`[data-key="${key}"]`)!.style.getPropertyValue('--pt-number')
    expect([numberOf('n1'), numberOf('n2'), numberOf('b1'), numberOf('n3')]).toEqual(['1', '2', '', '1'])
    const second = element.querySelector(`[data-key="n2"]`)
    let start = -1
    view.state.doc.forEach((node, offset) => {
      if (node.attrs.key === 'n2') start = offset + 1
    })
    caretAt(view, start + 2)
    typeText(view, 'xyz')
    expect(element.querySelector(`[data-key="n2"]`)).toBe(second)
    expect(numberOf('n2')).toBe('2')
    // The bullet becomes a numbered item: the list runs on to 4.
    let bullet = -1
    view.state.doc.forEach((node, offset) => {
      if (node.attrs.key === 'b1') bullet = offset
    })
    view.dispatch(view.state.tr.setNodeAttribute(bullet, 'listItem', 'number'))
    expect([numberOf('n1'), numberOf('n2'), numberOf('b1'), numberOf('n3')]).toEqual(['1', '2', '3', '4'])
  })

  it('a value received from elsewhere that replaces a numbered item keeps its number', () => {
    const value = [item('n1', 'number', 1), item('n2', 'number', 1)]
    const session = new PortableTextSession(schema(), value, {plugins: [history(), listNumbersPlugin()]})
    expect(numbersOf(session)).toEqual(['n1:1', 'n2:2'])
    session.sync([item('n1', 'number', 1), item('n2', 'number', 1, 'Replaced from elsewhere')])
    expect(session.state.doc.child(1).textContent).toBe('Replaced from elsewhere')
    expect(numbersOf(session)).toEqual(['n1:1', 'n2:2'])
    // An item that becomes a bullet, from elsewhere: the numbers follow.
    session.sync([item('n1', 'bullet', 1), item('n2', 'number', 1, 'Replaced from elsewhere')])
    expect(numbersOf(session)).toEqual(['n2:1'])
  })
})

/** The numbers the list-numbers plugin gives, as `key:number` in document order. */
function numbersOf(session: PortableTextSession): string[] {
  const keyAt = new Map<number, string>()
  session.state.doc.forEach((node, offset) => keyAt.set(offset, node.attrs.key as string))
  return listNumbersKey
    .getState(session.state)!
    .find()
    .sort((a, b) => a.from - b.from)
    .map((decoration) => `${keyAt.get(decoration.from)}:${(decoration.spec as {number: number}).number}`)
}
