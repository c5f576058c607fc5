import {act, cleanup, fireEvent, render, screen, within} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {diffDocuments} from '../../../src/diff'
import {ChangeList} from '../../../src/structure/changes/ChangeList'
import {post, postType, section} from '../../diff/fixtures'

afterEach(() => cleanup())

const list = () => screen.getByRole('region', {name: 'Changes'})
const modI = (init: KeyboardEventInit = {ctrlKey: true}) =>
  act(() => {
    fireEvent.keyDown(window, {key: 'i', ...init})
  })
/** The inspector's facts, term → value. */
function facts(): Record<string, string> {
  const inspector = screen.getByRole('region', {name: 'Change inspector'})
  return Object.fromEntries(
    [...inspector.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling!.textContent]),
  )
}

describe('change inspector', () => {
  it('shows the hovered array item: path, indexes, moved, action and its values as JSON', async () => {
    const from = post({sections: [section('a', {heading: 'A'}), section('b', {heading: 'B'})]})
    const to = post({sections: [section('b', {heading: 'B2'}), section('a', {heading: 'A'})]})
    render(<ChangeList diff={diffDocuments(from, to, {schemaType: postType})} />)
    const item = [...list().querySelectorAll('[data-path]')].find(
      (element) => element.getAttribute('data-path') === 'sections[_key=="b"]',
    )!
    expect(item).toBeDefined()
    // Not while nothing is pointed at: mod+i belongs to whatever has focus (the editor's italics).
    await modI()
    expect(screen.queryByRole('region', {name: 'Change inspector'})).toBeNull()

    fireEvent.mouseOver(item.querySelector('.vellum-changes-array-item-label')!)
    await modI()
    expect(facts()).toEqual({
      Path: 'sections[_key=="b"]',
      'From index': '1',
      'To index': '0',
      'Has moved': 'true',
      Action: 'changed',
      'Is changed': 'true',
    })
    const inspector = screen.getByRole('region', {name: 'Change inspector'})
    expect(JSON.parse(within(inspector).getByLabelText('From value').textContent!)).toMatchObject({heading: 'B'})
    expect(JSON.parse(within(inspector).getByLabelText('To value').textContent!)).toMatchObject({heading: 'B2'})

    // The same keys over the same change close it; the close button too.
    await modI({metaKey: true})
    expect(screen.queryByRole('region', {name: 'Change inspector'})).toBeNull()
    await modI()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Close the change inspector'}))
    })
    expect(screen.queryByRole('region', {name: 'Change inspector'})).toBeNull()
  })

  it('shows a focused field change, with no indexes outside an array', async () => {
    const from = post({title: 'Old title'})
    render(
      <ChangeList
        diff={diffDocuments(from, {...from, title: 'New title'}, {schemaType: postType})}
        onRevert={() => {}}
      />,
    )
    fireEvent.focus(within(list()).getByRole('button', {name: 'Revert changes to “Title”'}))
    await modI()
    expect(facts()).toMatchObject({Path: 'title', 'From index': '–', 'Has moved': '–', Action: 'changed'})
    const inspector = screen.getByRole('region', {name: 'Change inspector'})
    expect(within(inspector).getByLabelText('From value').textContent).toBe('"Old title"')
    expect(within(inspector).getByLabelText('To value').textContent).toBe('"New title"')
  })
})
