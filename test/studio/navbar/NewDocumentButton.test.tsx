import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {NewDocumentButton, type NewDocumentCreateOption} from '../../../src/studio/navbar'
import {option, renderWithRouter, user, workspace} from './support'

afterEach(cleanup)

const blog = workspace('blog', '/blog')
const options = [
  option('Author'),
  option('Blog post'),
  option('Site settings', {hasPermission: false}),
  option('Post for the blog'),
  option('Podcast episode'),
]

function renderButton(
  extra: {
    options?: NewDocumentCreateOption[]
    roles?: string[]
    onCreate?: (option: NewDocumentCreateOption) => void
    mode?: 'popover' | 'dialog'
  } = {},
) {
  return renderWithRouter(
    <NewDocumentButton
      options={extra.options ?? options}
      roles={user(extra.roles ?? ['editor', 'viewer']).roles}
      onCreate={extra.onCreate}
      mode={extra.mode}
    />,
    {path: '/blog/structure', workspaces: [blog]},
  )
}

const filterBox = () => screen.getByRole('combobox', {name: 'Search document types'})
const optionTitles = () =>
  within(screen.getByRole('listbox', {name: 'Create new document'}))
    .getAllByRole('option')
    .map((row) => row.querySelector('.vellum-new-document-option-title')?.textContent)
const activeTitle = () => {
  const id = filterBox().getAttribute('aria-activedescendant')
  return id ? document.getElementById(id)?.querySelector('.vellum-new-document-option-title')?.textContent : undefined
}

async function openPicker() {
  fireEvent.click(screen.getByRole('button', {name: 'Create'}))
  await waitFor(() => expect(document.activeElement).toBe(filterBox()))
}

describe('NewDocumentButton', () => {
  it('opens the picker with focus in the filter box, every option listed and ten rows visible', async () => {
    renderButton()
    await openPicker()
    expect(screen.getByRole('dialog', {name: 'Create new document'})).toBeVisible()
    expect(optionTitles()).toEqual(['Author', 'Blog post', 'Site settings', 'Post for the blog', 'Podcast episode'])
    // 10 rows of 33 px (spec/shell.md §9).
    expect(screen.getByRole('listbox').style.maxHeight).toBe('330px')
  })

  it('filters as the user types: every part must match, titles starting with the text first', async () => {
    renderButton()
    await openPicker()
    fireEvent.change(filterBox(), {target: {value: 'po'}})
    expect(optionTitles()).toEqual(['Post for the blog', 'Podcast episode', 'Blog post'])
    fireEvent.change(filterBox(), {target: {value: 'blog_post'}})
    expect(optionTitles()).toEqual(['Blog post', 'Post for the blog'])
  })

  it('says no document types were found when nothing matches', async () => {
    renderButton()
    await openPicker()
    fireEvent.change(filterBox(), {target: {value: 'recipe'}})
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('No document types found')
    expect(status.textContent).toContain('Nothing matches “recipe”')
    expect(screen.queryAllByRole('option')).toEqual([])
  })

  it('opens on ArrowDown on the button', async () => {
    renderButton()
    const button = screen.getByRole('button', {name: 'Create'})
    act(() => button.focus())
    fireEvent.keyDown(button, {key: 'ArrowDown'})
    await waitFor(() => expect(document.activeElement).toBe(filterBox()))
  })

  it('moves the highlight with the arrow keys over the options the user may create, wrapping around', async () => {
    renderButton()
    await openPicker()
    expect(activeTitle()).toBe('Author')
    fireEvent.keyDown(filterBox(), {key: 'ArrowDown'})
    expect(activeTitle()).toBe('Blog post')
    // 'Site settings' is not allowed, so the highlight skips it.
    fireEvent.keyDown(filterBox(), {key: 'ArrowDown'})
    expect(activeTitle()).toBe('Post for the blog')
    fireEvent.keyDown(filterBox(), {key: 'ArrowDown'})
    fireEvent.keyDown(filterBox(), {key: 'ArrowDown'})
    expect(activeTitle()).toBe('Author')
    fireEvent.keyDown(filterBox(), {key: 'ArrowUp'})
    expect(activeTitle()).toBe('Podcast episode')
    const active = screen.getAllByRole('option').filter((row) => row.getAttribute('aria-selected') === 'true')
    expect(active).toHaveLength(1)
  })

  it('creates the highlighted document on Enter: the create intent with type and template', async () => {
    const {history} = renderButton()
    await openPicker()
    fireEvent.change(filterBox(), {target: {value: 'blog'}})
    fireEvent.keyDown(filterBox(), {key: 'Enter'})
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect(history.location.pathname).toBe('/blog/intent/create/type=blog-post;template=blog-post/')
  })

  it('hands the picked option to onCreate when given, on click', async () => {
    const onCreate = vi.fn()
    renderButton({onCreate})
    await openPicker()
    fireEvent.click(screen.getByText('Podcast episode'))
    expect(onCreate).toHaveBeenCalledWith(
      expect.objectContaining({templateId: 'podcast-episode', schemaType: 'podcast-episode'}),
    )
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
  })

  it('closes on Escape and on Tab, giving focus back to the button', async () => {
    renderButton()
    const button = screen.getByRole('button', {name: 'Create'})
    await openPicker()
    fireEvent.keyDown(filterBox(), {key: 'Escape'})
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(button))

    await openPicker()
    fireEvent.keyDown(filterBox(), {key: 'Tab'})
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(button))
  })

  it("disables options the user may not create, with a tooltip naming the user's roles", async () => {
    const onCreate = vi.fn()
    renderButton({onCreate})
    await openPicker()
    const denied = screen.getAllByRole('option').find((row) => row.textContent?.startsWith('Site settings'))!
    expect(denied.getAttribute('aria-disabled')).toBe('true')
    const message = 'Your roles Editor and Viewer do not have permission to create this kind of document.'
    expect(document.getElementById(denied.getAttribute('aria-describedby')!)?.textContent).toBe(message)

    fireEvent.click(denied)
    expect(onCreate).not.toHaveBeenCalled()
    fireEvent.mouseEnter(denied)
    expect((await screen.findByRole('tooltip')).textContent).toBe(message)
  })

  it('disables the whole button when no option is allowed, explaining with the roles', async () => {
    renderButton({options: [option('Author', {hasPermission: false})], roles: ['viewer']})
    const button = screen.getByRole('button', {name: 'Create'}) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    const message = 'Your role Viewer does not have permission to create any kind of document.'
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(message)
    fireEvent.mouseEnter(button.parentElement!)
    expect((await screen.findByRole('tooltip')).textContent).toBe(message)
  })

  it('is disabled when there is nothing to create', () => {
    renderButton({options: []})
    const button = screen.getByRole('button', {name: 'Create'}) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(
      'There are no document types to create',
    )
  })

  it('opens a dialog from an icon button in dialog mode', async () => {
    renderButton({mode: 'dialog'})
    fireEvent.click(screen.getByRole('button', {name: 'Create new document'}))
    const dialog = await screen.findByRole('dialog', {name: 'Create new document'})
    expect(within(dialog).getAllByRole('option')).toHaveLength(5)
    await waitFor(() => expect(document.activeElement).toBe(filterBox()))
    fireEvent.keyDown(filterBox(), {key: 'Escape'})
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
