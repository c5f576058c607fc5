import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {afterEach, describe, expect, it} from 'vitest'
import {Avatar, AvatarStack, initialsOf, userColor, USER_COLORS} from '../../src/ui'

afterEach(cleanup)

const people = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Edsger Dijkstra', 'Barbara Liskov']

function stackOf(names: string[], maxLength?: number) {
  return render(
    <AvatarStack aria-label="Editing now" maxLength={maxLength}>
      {names.map((name) => (
        <Avatar key={name} name={name} />
      ))}
    </AvatarStack>,
  )
}

const items = () => Array.from(document.querySelectorAll<HTMLElement>('.vellum-avatar-stack-item'))

describe('AvatarStack', () => {
  it('places avatars 21px apart, each overlapping the one before', () => {
    stackOf(people.slice(0, 3))
    expect(items().map((item) => item.style.left)).toEqual(['0px', '21px', '42px'])
    // Avatars are 25px wide, so neighbours overlap by 4px.
    const stack = screen.getByRole('group', {name: 'Editing now'})
    expect(stack.style.width).toBe(`${2 * 21 + 25}px`)
    expect(stack.style.height).toBe('25px')
  })

  it('folds everyone past the third place into a counter', () => {
    stackOf(people)
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
      '3 more',
    ])
    expect(screen.getByRole('img', {name: '3 more'}).textContent).toBe('+3')
    expect(items().map((item) => item.style.left)).toEqual(['0px', '21px', '42px'])
  })

  it('keeps the same 4px overlap for larger avatars', () => {
    render(
      <AvatarStack maxLength={4} size={1}>
        {people.slice(0, 2).map((name) => (
          <Avatar key={name} name={name} size={1} />
        ))}
      </AvatarStack>,
    )
    expect(items().map((item) => item.style.left)).toEqual(['0px', '31px'])
    expect(screen.getByRole('group').style.width).toBe(`${31 + 35}px`)
  })

  it('shows everyone when they fit', () => {
    stackOf(people.slice(0, 2), 2)
    expect(screen.queryByText(/^\+/)).toBeNull()
    expect(screen.getAllByRole('img')).toHaveLength(2)
  })

  it('is empty and zero-wide without avatars', () => {
    stackOf([])
    expect(screen.getByRole('group').style.width).toBe('0px')
  })

  it('rejects a maxLength below 1', () => {
    expect(() => stackOf(people, 0)).toThrow('maxLength must be a positive integer')
  })
})

describe('Avatar', () => {
  it('shows initials on the user colour without a picture', () => {
    render(<Avatar name="grace brewster hopper" />)
    const avatar = screen.getByRole('img', {name: 'grace brewster hopper'})
    expect(avatar.textContent).toBe('GH')
    expect(avatar.style.getPropertyValue('--vellum-avatar-color')).toBe(userColor('grace brewster hopper').value)
  })

  it('falls back to initials when the picture fails to load', () => {
    render(<Avatar name="Ada Lovelace" src="https://example.test/ada.png" />)
    const image = document.querySelector('img')!
    expect(image.getAttribute('alt')).toBe('')
    fireEvent.error(image)
    expect(document.querySelector('img')).toBeNull()
    expect(screen.getByRole('img', {name: 'Ada Lovelace'}).textContent).toBe('AL')
  })

  it('is hidden from assistive technology when decorative', () => {
    render(<Avatar name="Ada Lovelace" decorative />)
    expect(screen.queryByRole('img')).toBeNull()
  })
})

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ada')).toBe('A')
    expect(initialsOf('  ada   king lovelace ')).toBe('AL')
    expect(initialsOf('')).toBe('?')
    expect(initialsOf('Émile Zola')).toBe('ÉZ')
  })
})

describe('userColor', () => {
  it('gives a user the same colour every time, never green, red or gray', () => {
    expect(userColor('user-1')).toEqual(userColor('user-1'))
    for (const excluded of ['green', 'red', 'gray']) expect(Object.keys(USER_COLORS)).not.toContain(excluded)
  })

  it('spreads users over every colour', () => {
    const used = new Set(Array.from({length: 60}, (_, i) => userColor(`user-${i}`).name))
    expect(used.size).toBe(Object.keys(USER_COLORS).length)
  })
})
