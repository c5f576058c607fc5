import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {Button, ThemeProvider, darkTheme, themeVariables} from '../../src/ui'

afterEach(cleanup)

describe('Button', () => {
  it('calls onClick when pressed', () => {
    const onClick = vi.fn()
    render(<Button text="Publish" onClick={onClick} />)
    fireEvent.click(screen.getByRole('button', {name: 'Publish'}))
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('ignores clicks and is busy while loading', () => {
    const onClick = vi.fn()
    render(<Button text="Publish" loading onClick={onClick} />)
    const button = screen.getByRole('button', {name: /Publish/})
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status', {name: 'Loading'})).toBeTruthy()
  })

  it('is a plain button, not a form submit, unless asked', () => {
    render(<Button text="Cancel" />)
    expect(screen.getByRole('button').getAttribute('type')).toBe('button')
  })
})

describe('ThemeProvider', () => {
  it('exposes the theme as CSS custom properties', () => {
    render(
      <ThemeProvider theme={darkTheme}>
        <span>inside</span>
      </ThemeProvider>,
    )
    const root = screen.getByText('inside').parentElement!
    expect(root.style.getPropertyValue('--vellum-color-bg')).toBe(darkTheme.color.bg)
    expect(root.style.getPropertyValue('--vellum-space-2')).toBe('8px')
  })

  it('names every colour token in kebab case', () => {
    expect(Object.keys(themeVariables(darkTheme))).toContain('--vellum-color-bg-muted')
  })
})
