import {act, cleanup, fireEvent, screen, waitFor, within} from '@testing-library/react'
import {afterEach, beforeEach, describe, expect, it} from 'vitest'
import {createLake, memoryStorage} from '../../../src/lake'
import {setViewportWidth} from '../../studio/navbar/support'
import {renderStructure, seed, VIEWPORT} from './support'

const LIVE = {timeout: 10_000}

beforeEach(() => setViewportWidth(1280))
afterEach(() => cleanup())

describe('a document list of 10,000 documents', {timeout: 60_000}, () => {
  it('renders and previews only the rows on screen, and fetches further rows as it scrolls', async () => {
    const lake = createLake({storage: memoryStorage()})
    await seed(
      lake,
      Array.from({length: 10_000}, (_, at) => {
        const n = String(at).padStart(5, '0')
        return {_id: `post-${n}`, _type: 'post', title: `Post ${n}`}
      }),
    )
    const {container} = renderStructure({lake, path: '/blog/structure/post'})
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', {name: 'Sort by'}))
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitemradio', {name: 'Title A–Z'}))
    })
    const list = await screen.findByRole('list', {name: 'Blog post'})
    await waitFor(() => expect(within(list).getByText('Post 00000')).toBeVisible(), LIVE)
    const rendered = within(list).getAllByRole('listitem')
    expect(rendered.length).toBeLessThan(40)
    expect(rendered.length).toBeGreaterThanOrEqual(VIEWPORT.viewportHeight / VIEWPORT.itemHeight)

    const scroller = container.querySelector<HTMLElement>('[data-virtuoso-scroller]')!
    await act(async () => {
      scroller.scrollTop = 7_000 * 51
      fireEvent.scroll(scroller)
    })
    await waitFor(
      () => expect(within(screen.getByRole('list', {name: 'Blog post'})).getByText('Post 07000')).toBeVisible(),
      LIVE,
    )
    const after = within(screen.getByRole('list', {name: 'Blog post'})).getAllByRole('listitem')
    expect(after.length).toBeLessThan(40)
    expect(within(screen.getByRole('list', {name: 'Blog post'})).queryByText('Post 00000')).toBeNull()
  })
})
