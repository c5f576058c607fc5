import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {validationByBlock} from '../../../../src/form/inputs/portableText/blockValidation'
import {docType, marker, renderForm} from '../../support'
import {caretAt, editorElement, typeText, viewOf} from './editorHarness'
import {block, span} from './fixtures'

const post = () => docType([{name: 'body', type: 'array', of: [{type: 'block'}]}])
const body = [
  block('b1', [span('Hello ', 's1'), span('world', 's2')]),
  block('b2', [span('Second', 's3')]),
  block('b3', [span('Third', 's4')]),
]
const doc = {_id: 'p', _type: 'doc', body}

const blockOf = (element: HTMLElement, key: string) => element.querySelector<HTMLElement>(`[data-key="${key}"]`)!

afterEach(cleanup)

describe('validation markers in the rich-text editor', () => {
  it('shows a block’s markers beside it: tone, icon named by the summary, tooltip listing the messages', async () => {
    const form = renderForm(post(), {value: doc})
    const element = await editorElement()
    form.update({
      validation: [
        marker(['body', {_key: 'b1'}, 'children', {_key: 's2'}, 'text'], 'Say who'),
        marker(['body', {_key: 'b1'}], 'Too short', 'warning'),
      ],
    })
    const first = blockOf(element, 'b1')
    expect(first).toHaveAttribute('data-validation', 'error')
    expect(first).toHaveClass('vellum-form-pt-block-invalid')
    const icon = within(first).getByRole('img', {name: '1 error, 1 warning'})
    expect(icon).toHaveAttribute('data-tone', 'critical')
    // The span the error points at is marked; the other is not.
    expect(first.querySelector('.vellum-form-pt-span-invalid')).toHaveTextContent('world')
    expect(first.querySelectorAll('.vellum-form-pt-span-invalid')).toHaveLength(1)
    // The block's text is still only its text.
    expect(viewOf(element).state.doc.firstChild!.textContent).toBe('Hello world')
    expect(blockOf(element, 'b2')).not.toHaveAttribute('data-validation')
    act(() => icon.focus())
    const tooltip = await screen.findByRole('tooltip')
    expect(tooltip).toHaveTextContent('Say who')
    expect(tooltip).toHaveTextContent('Too short')
  })

  it('follows validation as it changes, leaving the DOM of the other blocks alone', async () => {
    const form = renderForm(post(), {value: doc})
    const element = await editorElement()
    const second = blockOf(element, 'b2')
    const third = blockOf(element, 'b3')
    form.update({validation: [marker(['body', {_key: 'b1'}, 'children', {_key: 's1'}], 'Wrong')]})
    expect(blockOf(element, 'b1').querySelector('.vellum-form-pt-block-marker')).not.toBeNull()
    form.update({validation: [marker(['body', {_key: 'b3'}, 'children', {_key: 's4'}], 'Check this', 'warning')]})
    expect(blockOf(element, 'b1')).not.toHaveAttribute('data-validation')
    expect(blockOf(element, 'b1').querySelector('.vellum-form-pt-block-marker')).toBeNull()
    expect(blockOf(element, 'b3')).toHaveAttribute('data-validation', 'warning')
    expect(within(blockOf(element, 'b3')).getByRole('img', {name: '1 warning'})).toHaveAttribute('data-tone', 'caution')
    // The same elements: only attributes and the marker changed.
    expect(blockOf(element, 'b2')).toBe(second)
    expect(blockOf(element, 'b3')).toBe(third)
    form.update({validation: []})
    expect(element.querySelector('.vellum-form-pt-block-marker')).toBeNull()
    expect(element.querySelector('[data-validation]')).toBeNull()
  })

  it('keeps markers at their block while the user types before, in and after it', async () => {
    const form = renderForm(post(), {value: doc})
    const element = await editorElement()
    form.update({validation: [marker(['body', {_key: 'b2'}, 'children', {_key: 's3'}, 'text'], 'Shout')]})
    const view = viewOf(element)
    const markerElement = blockOf(element, 'b2').querySelector('.vellum-form-pt-block-marker')
    caretAt(view, 1)
    typeText(view, 'Oh! ')
    caretAt(view, view.state.doc.child(0).nodeSize + 3)
    typeText(view, 'xx')
    // The marker is the one element throughout: typing moves it, it is not drawn again.
    expect(blockOf(element, 'b2').querySelector('.vellum-form-pt-block-marker')).toBe(markerElement)
    fireEvent.keyDown(element, {key: 'Enter', keyCode: 13})
    const marked = element.querySelectorAll('[data-validation]')
    expect([...marked].map((node) => node.closest('[data-key]')?.getAttribute('data-key'))).toEqual(['b2', 'b2'])
    expect(blockOf(element, 'b2').querySelector('.vellum-form-pt-block-marker')).not.toBeNull()
    expect(form.value()).toMatchObject({body: [{_key: 'b1'}, {_key: 'b2'}, {}, {_key: 'b3'}]})
    // Removing the marked block removes its marker with it.
    act(() =>
      view.dispatch(
        view.state.tr.delete(
          view.state.doc.child(0).nodeSize,
          view.state.doc.child(0).nodeSize + view.state.doc.child(1).nodeSize,
        ),
      ),
    )
    expect(element.querySelector('.vellum-form-pt-block-marker')).toBeNull()
  })

  it('marks the text an annotation with markers covers', async () => {
    const linked = block('b1', [span('Read ', 's1'), span('the docs', 's2', ['l1'])], {
      markDefs: [{_key: 'l1', _type: 'link', href: 'ftp://nope'}],
    })
    const form = renderForm(post(), {value: {...doc, body: [linked]}})
    const element = await editorElement()
    form.update({validation: [marker(['body', {_key: 'b1'}, 'markDefs', {_key: 'l1'}, 'href'], 'Not a web address')]})
    const marked = element.querySelectorAll('.vellum-form-pt-span-invalid')
    expect([...marked].map((node) => node.textContent)).toEqual(['the docs'])
    expect(within(blockOf(element, 'b1')).getByRole('img', {name: '1 error'})).toBeInTheDocument()
  })

  it('shows a block object’s markers in its row', async () => {
    const withCallout = docType([
      {
        name: 'body',
        type: 'array',
        of: [{type: 'block'}, {type: 'object', name: 'callout', fields: [{name: 'text', type: 'string'}]}],
      },
    ])
    const form = renderForm(withCallout, {value: {...doc, body: [body[0], {_key: 'c1', _type: 'callout', text: 'Hm'}]}})
    const element = await editorElement()
    form.update({validation: [marker(['body', {_key: 'c1'}, 'text'], 'Say more')]})
    const row = await waitFor(() => {
      const found = element.querySelector<HTMLElement>('.vellum-form-pt-block-object[data-key="c1"]')
      expect(found?.querySelector('.vellum-form-array-item')).toBeTruthy()
      return found!
    })
    expect(within(row).getByRole('img', {name: '1 error'})).toBeInTheDocument()
    expect(element.querySelector('.vellum-form-pt-block-marker')).toBeNull()
  })

  it('groups markers by block and keeps an unchanged grouping as it was', () => {
    const path = ['body']
    const markers = [
      marker(['body'], 'At the field'),
      marker(['body', {_key: 'a'}, 'markDefs', {_key: 'l'}, 'href'], 'Bad link'),
      marker(['body', {_key: 'a'}, 'children', {_key: 's'}], 'Bad span', 'warning'),
      marker(['body', {_key: 'b'}], 'Bad block', 'info'),
    ]
    const grouped = validationByBlock(markers, path)
    expect([...grouped.keys()]).toEqual(['a', 'b'])
    expect(grouped.get('a')).toMatchObject({level: 'error', children: new Set(['s']), markDefs: new Set(['l'])})
    expect(grouped.get('b')!.level).toBe('info')
    // A new validation run with the same markers changes nothing.
    expect(
      validationByBlock(
        markers.map((item) => ({...item})),
        path,
        grouped,
      ),
    ).toBe(grouped)
    const changed = validationByBlock(markers.slice(0, 3), path, grouped)
    expect(changed).not.toBe(grouped)
    expect(changed.get('a')).toBe(grouped.get('a'))
  })
})
