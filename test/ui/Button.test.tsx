import {cleanup, fireEvent, render, screen} from '@testing-library/react'
import {createRef} from 'react'
import {afterEach, describe, expect, it, vi} from 'vitest'
import {AddIcon, Button, IconButton, ThemeProvider, darkTheme, themeVariables} from '../../src/ui'

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
    expect(screen.getByRole('status', {name: 'Loading'})).toBeVisible()
  })

  it('is a plain button, not a form submit, unless asked', () => {
    render(<Button text="Cancel" />)
    expect(screen.getByRole('button').getAttribute('type')).toBe('button')
  })

  it('ignores clicks while disabled', () => {
    const onClick = vi.fn()
    render(<Button text="Publish" disabled onClick={onClick} />)
    const button = screen.getByRole('button', {name: 'Publish'}) as HTMLButtonElement
    fireEvent.click(button)
    expect(button.disabled).toBe(true)
    expect(onClick).not.toHaveBeenCalled()
  })

  it("exposes its tone and mode to the stylesheet and keeps the caller's class", () => {
    render(<Button text="Delete" tone="critical" mode="ghost" className="extra" />)
    const button = screen.getByRole('button', {name: 'Delete'})
    expect(button.dataset.tone).toBe('critical')
    expect(button.dataset.mode).toBe('ghost')
    expect(button.className).toBe('vellum-button extra')
  })

  it('is a pressed toggle when selected', () => {
    render(<Button text="Bold" selected />)
    expect(screen.getByRole('button', {name: 'Bold', pressed: true})).toBeVisible()
  })

  it('forwards its ref to the <button>', () => {
    const ref = createRef<HTMLButtonElement>()
    render(<Button text="Go" ref={ref} />)
    expect(ref.current).toBe(screen.getByRole('button', {name: 'Go'}))
  })
})

describe('IconButton', () => {
  it('is named by its label, not by the icon', () => {
    render(<IconButton icon={<AddIcon />} label="Create new document" />)
    const button = screen.getByRole('button', {name: 'Create new document'})
    expect(button.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true')
    expect(button.dataset.mode).toBe('bleed')
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
