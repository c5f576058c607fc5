import {cleanup, fireEvent, render, screen, within} from '@testing-library/react'
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest'
import {PresenceMenu, type PresentUser} from '../../../src/studio/navbar'

const NOW = Date.parse('2024-05-01T12:00:00Z')

beforeEach(() => {
  vi.useFakeTimers({toFake: ['Date']})
  vi.setSystemTime(NOW)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function present(name: string, secondsAgo: number, documentIds: string[][]): PresentUser {
  return {
    user: {id: name.toLowerCase(), name},
    lastActiveAt: new Date(NOW - secondsAgo * 1000).toISOString(),
    sessions: documentIds.map((ids) => ({locations: ids.map((documentId) => ({documentId}))})),
  }
}

const users = [present('Grace Hopper', 5, [['post-1'], ['post-1', 'author-2']]), present('Alan Turing', 300, [[]])]

describe('PresenceMenu', () => {
  it('lists the users present with how many documents they are in and when they were last active', () => {
    render(<PresenceMenu users={users} onOpenDocument={() => {}} />)
    fireEvent.click(screen.getByRole('button', {name: 'Who is here'}))
    const items = within(screen.getByRole('menu', {name: 'Who is here'})).getAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'GHGrace HopperIn 2 documents · Active just now',
      'ATAlan TuringNot in a document · Active 5 minutes ago',
    ])
  })

  it("opens a user's document when asked; a user in no document has nothing to open", () => {
    const onOpenDocument = vi.fn()
    render(<PresenceMenu users={users} onOpenDocument={onOpenDocument} />)
    fireEvent.click(screen.getByRole('button', {name: 'Who is here'}))
    const [grace, alan] = screen.getAllByRole('menuitem')
    expect(alan!.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(grace!)
    expect(onOpenDocument).toHaveBeenCalledWith('post-1')
  })

  it('says when no one else is here', () => {
    render(<PresenceMenu users={[]} />)
    fireEvent.click(screen.getByRole('button', {name: 'Who is here'}))
    expect(screen.getByRole('menu').textContent).toContain('No one else is here')
  })
})
